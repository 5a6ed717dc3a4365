import { useIntl } from 'react-intl';
import { Alert } from '@pendana/design-system/components/alert';
import { formatRate } from '@pendana/design-system/formatters';
import { platformHealthMessages as messages } from './messages';

/** The red warning when the platform's TWP90 is above the threshold (role=alert). */
export function HealthWarning({ twp90, threshold }: { twp90: number; threshold: number }) {
  const intl = useIntl();
  return (
    <Alert status="danger">
      {intl.formatMessage(messages.warning, {
        percent: formatRate(twp90),
        threshold: formatRate(threshold),
      })}
    </Alert>
  );
}
