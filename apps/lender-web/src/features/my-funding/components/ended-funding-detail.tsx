// The detail drawer of an ended funding: its final figures, every repayment that reached it (date,
// net yield, tax withheld, principal) and its signed agreement (the same section as an open funding;
// an agreement never signed is not offered for signing once the funding has ended).
import { useIntl } from 'react-intl';
import type { EndedFunding, RepaymentReceived } from '@pendana/api-sdk';
import { Table } from '@pendana/design-system/components/table';
import { formatCurrency, formatDate, formatRate } from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import type { Locale } from '../../../i18n/locale';
import { agreementState, isProvider } from '../../../capabilities/signing';
import { FactList } from '../../../lib/fact-list';
import { detailMessages, endedMessages as messages, listMessages } from '../messages';
import { FundingAgreement } from '../signing';
import { EndedBadge } from './ended-badge';
import { useEndedFacts } from './use-ended-facts';

const styles = {
  root: css({ display: 'grid', gap: '5', minW: '0' }),
};

export interface EndedFundingDetailProps {
  funding: EndedFunding;
  locale: Locale;
}

export function EndedFundingDetail({ funding, locale }: EndedFundingDetailProps) {
  const intl = useIntl();
  const facts = [
    ...useEndedFacts(funding, locale),
    {
      term: intl.formatMessage(listMessages.yield),
      value: intl.formatMessage(listMessages.yieldRate, { rate: formatRate(funding.imbal_hasil) }),
    },
    { term: intl.formatMessage(detailMessages.akad), value: funding.akad },
    {
      term: intl.formatMessage(listMessages.fundedOn),
      value: formatDate(funding.tanggal_invest, locale),
    },
    {
      term: intl.formatMessage(detailMessages.period),
      value: `${formatDate(funding.tgl_mulai_proyek, locale)} – ${formatDate(funding.tgl_selesai_proyek, locale)}`,
    },
  ];
  const { provider, status } = funding.signing;
  const signed = agreementState(isProvider(provider) ? provider : null, status) === 'signed';
  return (
    <div className={styles.root}>
      <div>
        <EndedBadge funding={funding} />
      </div>
      <FactList layout="rows" facts={facts} />
      <Table<RepaymentReceived & { key: string }>
        caption={intl.formatMessage(messages.repayments)}
        emptyText={intl.formatMessage(messages.noRepayments)}
        rows={funding.pembayaran.map((row, index) => ({ ...row, key: `${row.tanggal}-${index}` }))}
        rowKey={(row) => row.key}
        columns={[
          {
            id: 'tanggal',
            header: intl.formatMessage(messages.date),
            cell: (row) => formatDate(row.tanggal, locale),
          },
          {
            id: 'imbal_hasil',
            header: intl.formatMessage(messages.yield),
            cell: (row) => formatCurrency(row.imbal_hasil),
            align: 'end',
          },
          {
            id: 'pokok',
            header: intl.formatMessage(messages.principal),
            cell: (row) => formatCurrency(row.pokok),
            align: 'end',
          },
          {
            id: 'pajak',
            header: intl.formatMessage(messages.tax),
            cell: (row) => formatCurrency(row.pajak),
            align: 'end',
          },
        ]}
      />
      {signed ? <FundingAgreement funding={funding} /> : null}
    </div>
  );
}
