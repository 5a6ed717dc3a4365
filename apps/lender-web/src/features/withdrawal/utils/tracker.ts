// A withdrawal's way: requested → processed by the bank → paid, or refused. Where
// each request stands, from its status (TransactionStatus: 2 MENUNGGU, 3 BERHASIL, 4 GAGAL).
import { TransactionStatus, type WithdrawalHistoryItem } from '@pendana/api-sdk';

export type StageName = 'requested' | 'processing' | 'paid' | 'refused';
export type StageState = 'done' | 'current' | 'upcoming' | 'failed';

export interface Stage {
  name: StageName;
  state: StageState;
}

export function trackerOf(item: Pick<WithdrawalHistoryItem, 'status_transaksi'>): Stage[] {
  switch (item.status_transaksi) {
    case TransactionStatus.BERHASIL:
      return [
        { name: 'requested', state: 'done' },
        { name: 'processing', state: 'done' },
        { name: 'paid', state: 'done' },
      ];
    case TransactionStatus.GAGAL:
    case TransactionStatus.BATAL:
      return [
        { name: 'requested', state: 'done' },
        { name: 'processing', state: 'done' },
        { name: 'refused', state: 'failed' },
      ];
    default:
      // Waiting (2) or new (1): with the bank until it pays or refuses.
      return [
        { name: 'requested', state: 'done' },
        { name: 'processing', state: 'current' },
        { name: 'paid', state: 'upcoming' },
      ];
  }
}
