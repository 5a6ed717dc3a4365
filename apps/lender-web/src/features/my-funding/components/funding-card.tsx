// One funding of a list: the project, the lender's funds and packages, the yield rate and the date
// funded, and how many days its project's repayment is late; its buttons open the detail drawer and
// the yield drawer (never both: one `drawer` param).
import { useIntl } from 'react-intl';
import type { FundingItem } from '@pendana/api-sdk';
import { Badge } from '@pendana/design-system/components/badge';
import { Button } from '@pendana/design-system/components/button';
import {
  formatCurrency,
  formatDate,
  formatNumber,
  formatRate,
} from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import type { Locale } from '../../../i18n/locale';
import { FactList, surface } from '../../../lib/fact-list';
import { listMessages as messages } from '../messages';

const styles = {
  name: css({ textStyle: 'h3', overflowWrap: 'anywhere', m: '0' }),
  badges: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
};

export interface FundingCardProps {
  funding: FundingItem;
  locale: Locale;
  onDetail: () => void;
  onYield: () => void;
}

export function FundingCard({ funding, locale, onDetail, onYield }: FundingCardProps) {
  const intl = useIntl();
  return (
    <article className={surface}>
      <div className={styles.badges}>
        <Badge tone="neutral">{funding.akad}</Badge>
        {funding.hari_terlambat === null ? null : (
          <Badge tone="warning">
            {intl.formatMessage(messages.daysLate, { days: formatNumber(funding.hari_terlambat) })}
          </Badge>
        )}
      </div>
      {/* h2: the list sits right under the page's h1 (the tabs have no heading). */}
      <h2 className={styles.name}>{funding.nama_proyek}</h2>
      <FactList
        layout="grid"
        facts={[
          { term: intl.formatMessage(messages.amount), value: formatCurrency(funding.total_dana) },
          {
            term: intl.formatMessage(messages.yield),
            value: intl.formatMessage(messages.yieldRate, {
              rate: formatRate(funding.imbal_hasil),
            }),
          },
          {
            term: intl.formatMessage(messages.packages, {
              count: formatNumber(funding.jumlah_paket),
            }),
            value: formatCurrency(funding.harga_paket),
          },
          {
            term: intl.formatMessage(messages.fundedOn),
            value: formatDate(funding.tanggal_invest, locale),
          },
        ]}
      />
      <div className={styles.actions}>
        <Button
          variant="outline"
          onClick={onDetail}
          aria-label={intl.formatMessage(messages.detailNamed, { name: funding.nama_proyek })}
        >
          {intl.formatMessage(messages.detail)}
        </Button>
        <Button
          variant="ghost"
          onClick={onYield}
          aria-label={intl.formatMessage(messages.yieldNamed, { name: funding.nama_proyek })}
        >
          {intl.formatMessage(messages.yield)}
        </Button>
      </div>
    </article>
  );
}
