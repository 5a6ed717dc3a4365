// The platform's repayment health: every figure is the server's
// (getPlatformHealth computes them from the platform's financings), shown through the design
// system's formatters, never recomputed here.
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { PlatformHealthResponseData } from '@pendana/api-sdk';
import { Accordion } from '@pendana/design-system/components/accordion';
import { formatDate, formatRate, type Locale } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import { FactList, surface } from '../../lib/fact-list';
import { HealthWarning } from './health-warning';
import { platformHealthMessages as messages } from './messages';
import { TrendTable } from './trend-table';

const TrendChart = lazy(() => import('./trend-chart').then((m) => ({ default: m.TrendChart })));

const styles = {
  stack: css({ display: 'grid', gap: '4', minW: '0' }),
  label: css({ color: 'fg.muted', textStyle: 'caption', m: '0' }),
  figure: css({ textStyle: 'moneyLarge', m: '0' }),
  note: css({ color: 'fg.muted', textStyle: 'caption', m: '0' }),
};

export function PlatformHealthFigures({
  health,
  locale,
}: {
  health: PlatformHealthResponseData;
  locale: Locale;
}) {
  const intl = useIntl();
  const percent = (value: number) =>
    intl.formatMessage(messages.percent, { percent: formatRate(value) });
  const { current, licence } = health;
  return (
    <div className={`${surface} ${styles.stack}`}>
      {health.warning ? (
        <HealthWarning twp90={current.twp90} threshold={health.warning_threshold_percent} />
      ) : null}
      <div>
        <p className={styles.label} id="platform-health-tkb90">
          {intl.formatMessage(messages.tkb90Label)}
        </p>
        <p className={styles.figure} aria-describedby="platform-health-tkb90">
          {percent(current.tkb90)}
        </p>
        <p className={styles.note}>
          {intl.formatMessage(messages.asOf, { date: formatDate(health.as_of, locale) })}
        </p>
      </div>
      <FactList
        layout="grid"
        facts={[
          { term: intl.formatMessage(messages.tkb0), value: percent(current.tkb0) },
          { term: intl.formatMessage(messages.tkb30), value: percent(current.tkb30) },
          { term: intl.formatMessage(messages.tkb60), value: percent(current.tkb60) },
          {
            term: intl.formatMessage(messages.licence),
            value: intl.formatMessage(messages.licenceValue, {
              status: licence.status,
              number: licence.number,
            }),
          },
        ]}
      />
      <Suspense fallback={null}>
        <TrendChart trend={health.trend} locale={locale} />
      </Suspense>
      <TrendTable trend={health.trend} locale={locale} />
      <Accordion
        multiple={false}
        headingLevel={3}
        items={[
          {
            value: 'what',
            title: intl.formatMessage(messages.whatTitle),
            content: <p>{intl.formatMessage(messages.whatBody)}</p>,
          },
        ]}
      />
    </div>
  );
}
