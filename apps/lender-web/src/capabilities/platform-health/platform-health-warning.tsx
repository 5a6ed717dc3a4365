import { useQuery } from '@tanstack/react-query';
import { getGetPlatformHealthQueryOptions } from '@pendana/api-sdk';
import { HealthWarning } from './health-warning';

/**
 * The platform health warning where money is committed (checkout): shown only when the server says
 * `warning` (TWP90 above 5 %); nothing while loading or when the call fails — the checkout never
 * waits for it.
 */
export function PlatformHealthWarning() {
  const { data } = useQuery(getGetPlatformHealthQueryOptions());
  if (!data?.data.warning) return null;
  return (
    <HealthWarning
      twp90={data.data.current.twp90}
      threshold={data.data.warning_threshold_percent}
    />
  );
}
