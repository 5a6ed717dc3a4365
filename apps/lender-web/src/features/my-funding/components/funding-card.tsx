// One funding of a list: the project, the lender's funds and packages, the yield rate and the date
// funded; its buttons open the detail drawer and the yield drawer (never both: one `drawer` param).
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
import { listMessages as messages } from '../messages';

const styles = {
  card: css({
    bg: 'bg.surface',
    borderRadius: 'lg',
    borderWidth: '1px',
    borderColor: 'border.default',
    p: '4',
    display: 'grid',
    gap: '3',
    minW: '0',
  }),
  name: css({ textStyle: 'h3', overflowWrap: 'anywhere', m: '0' }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    gap: '2',
    m: '0',
  }),
  term: css({ color: 'fg.muted', textStyle: 'caption' }),
  value: css({ fontWeight: 'semibold', m: '0', overflowWrap: 'anywhere' }),
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
  const fact = (label: string, value: string) => (
    <div>
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
    </div>
  );
  return (
    <article className={styles.card}>
      <Badge tone="neutral">{funding.akad}</Badge>
      <h3 className={styles.name}>{funding.nama_proyek}</h3>
      <dl className={styles.facts}>
        {fact(intl.formatMessage(messages.amount), formatCurrency(funding.total_dana))}
        {fact(
          intl.formatMessage(messages.yield),
          intl.formatMessage(messages.yieldRate, { rate: formatRate(funding.imbal_hasil) }),
        )}
        {fact(
          intl.formatMessage(messages.packages, { count: formatNumber(funding.jumlah_paket) }),
          formatCurrency(funding.harga_paket),
        )}
        {fact(intl.formatMessage(messages.fundedOn), formatDate(funding.tanggal_invest, locale))}
      </dl>
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
