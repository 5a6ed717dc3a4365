// A money transaction's status as a badge with its spec §3 name (BARU 1, MENUNGGU 2, BERHASIL 3,
// GAGAL 4, BATAL 8): the text always says it, the tone only repeats it.
import { useIntl } from 'react-intl';
import { TransactionStatus } from '@pendana/api-sdk';
import { Badge, type BadgeTone } from '@pendana/design-system/components/badge';
import { transactionStatusMessages as messages } from '../i18n/common-messages';

const NAME = {
  [TransactionStatus.BARU]: { label: messages.baru, tone: 'neutral' },
  [TransactionStatus.MENUNGGU]: { label: messages.menunggu, tone: 'warning' },
  [TransactionStatus.BERHASIL]: { label: messages.berhasil, tone: 'success' },
  [TransactionStatus.GAGAL]: { label: messages.gagal, tone: 'danger' },
  [TransactionStatus.BATAL]: { label: messages.batal, tone: 'neutral' },
} as const satisfies Record<TransactionStatus, { label: unknown; tone: BadgeTone }>;

/** The status's spec §3 name (for text outside a badge, e.g. the history's CSV). */
export const transactionStatusLabel = (status: TransactionStatus) => NAME[status].label;

export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const intl = useIntl();
  const { label, tone } = NAME[status];
  return <Badge tone={tone}>{intl.formatMessage(label)}</Badge>;
}
