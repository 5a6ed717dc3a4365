import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useGetPortfolioMonthly } from '@pendana/api-sdk';
import { Skeleton } from '@pendana/design-system/components/skeleton';
import { css } from '@pendana/design-system/styled-system/css';
import { somethingWrongMessage } from '../../../i18n/common-messages';
import { localeFromPath } from '../../../i18n/locale';
import { surface } from '../../../lib/fact-list';
import { DataScreen } from '../../../lib/screen';
import { yieldChartMessages as messages } from '../messages';

const YieldChart = lazy(() => import('./yield-chart').then((m) => ({ default: m.YieldChart })));

const styles = {
  note: css({ fontSize: 'sm', color: 'fg.muted' }),
};

const chartSkeleton = <Skeleton height="18rem" />;

/** The yield page's chart: month by month, received and expected (getPortfolioMonthly). */
export function MonthlyYield() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const query = useGetPortfolioMonthly();
  return (
    <section className={surface}>
      <DataScreen
        query={query}
        skeleton={chartSkeleton}
        errorText={() => intl.formatMessage(somethingWrongMessage)}
      >
        {({ data }) => (
          <>
            <Suspense fallback={chartSkeleton}>
              <YieldChart data={data} locale={locale} />
            </Suspense>
            <p className={styles.note}>{intl.formatMessage(messages.note)}</p>
          </>
        )}
      </DataScreen>
    </section>
  );
}
