import { useIntl } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { getGetPlatformHealthQueryOptions } from '@pendana/api-sdk';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { css } from '@pendana/design-system/styled-system/css';
import { DataScreen } from '../../lib/screen';
import { platformHealthMessages as messages } from './messages';
import { PlatformHealthFigures } from './platform-health-figures';

const styles = {
  section: css({ display: 'grid', gap: '4', minW: '0' }),
  heading: css({ textStyle: 'h2' }),
};

/**
 * The home page's platform health section: its own query and states (skeleton,
 * error with Retry), so a failed call never hides the rest of the page.
 */
export function PlatformHealthCard() {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'id';
  const health = useQuery(getGetPlatformHealthQueryOptions());
  return (
    <section className={styles.section} aria-labelledby="platform-health-heading">
      <h2 id="platform-health-heading" className={styles.heading}>
        {intl.formatMessage(messages.heading)}
      </h2>
      <DataScreen query={health} skeleton={<Skeleton height="12rem" />}>
        {({ data }) => <PlatformHealthFigures health={data} locale={locale} />}
      </DataScreen>
    </section>
  );
}
