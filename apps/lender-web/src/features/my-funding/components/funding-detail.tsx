// The funding detail drawer's content: the funding's facts, its honest return (XIRR), add/take funds while its project raises
// funds (take alone while it reads full only by other lenders' holds), and its agreement (./signing).
import { useIntl } from 'react-intl';
import { ProjectStatus, type FundingItem } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import {
  formatCurrency,
  formatDate,
  formatNumber,
  formatRate,
} from '@pendana/design-system/formatters';
import { css } from '@pendana/design-system/styled-system/css';
import type { Locale } from '../../../i18n/locale';
import { FactList } from '../../../lib/fact-list';
import { detailMessages as messages, listMessages } from '../messages';
import { FundingAgreement } from '../signing';
import { FundingReturnsSection } from './funding-returns';
import { FundsActions } from './funds-actions';

const styles = {
  root: css({ display: 'grid', gap: '5', minW: '0' }),
};

export interface FundingDetailProps {
  funding: FundingItem;
  locale: Locale;
  topUpPath: string;
}

export function FundingDetail({ funding, locale, topUpPath }: FundingDetailProps) {
  const intl = useIntl();
  // Adding follows the project's status as the lender sees it; taking back follows the server's
  // `bisa_ambil_dana` (other lenders' holds can make the project read full, they do not close it).
  const active = funding.status_proyek === ProjectStatus.ACTIVE;
  const rows: [string, string][] = [
    [intl.formatMessage(listMessages.amount), formatCurrency(funding.total_dana)],
    [
      intl.formatMessage(messages.pricePerPackage),
      `${formatCurrency(funding.harga_paket)} × ${formatNumber(funding.jumlah_paket)}`,
    ],
    [
      intl.formatMessage(listMessages.yield),
      intl.formatMessage(listMessages.yieldRate, { rate: formatRate(funding.imbal_hasil) }),
    ],
    [intl.formatMessage(messages.akad), funding.akad],
    [intl.formatMessage(listMessages.fundedOn), formatDate(funding.tanggal_invest, locale)],
    [
      intl.formatMessage(messages.period),
      `${formatDate(funding.tgl_mulai_proyek, locale)} – ${formatDate(funding.tgl_selesai_proyek, locale)}`,
    ],
    [
      intl.formatMessage(messages.daysLeft),
      intl.formatMessage(messages.daysLeftValue, { days: formatNumber(funding.sisa_periode) }),
    ],
  ];
  return (
    <div className={styles.root}>
      <FactList layout="rows" facts={rows.map(([term, value]) => ({ term, value }))} />
      <FundingReturnsSection fundingId={funding.id} locale={locale} />
      {active ? <FundsActions funding={funding} topUpPath={topUpPath} canAdd /> : null}
      {!active && funding.bisa_ambil_dana ? (
        <>
          <Alert status="info">{intl.formatMessage(messages.fullByHolds)}</Alert>
          <FundsActions funding={funding} topUpPath={topUpPath} canAdd={false} />
        </>
      ) : null}
      {!active && !funding.bisa_ambil_dana ? (
        <Alert status="info">{intl.formatMessage(messages.fundsOnlyWhileActive)}</Alert>
      ) : null}
      <FundingAgreement funding={funding} />
    </div>
  );
}
