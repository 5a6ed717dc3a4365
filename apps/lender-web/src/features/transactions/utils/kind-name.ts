import type { TransactionCategory } from '@pendana/api-sdk';
import { kindMessages } from '../messages';

/** The name of each kind of transaction (the wire's category → its message). */
export const KIND_NAME = {
  topup: kindMessages.topup,
  pendanaan: kindMessages.pendanaan,
  imbal_hasil: kindMessages.imbalHasil,
  penarikan: kindMessages.penarikan,
  pengembalian_dana: kindMessages.pengembalianDana,
  pengembalian_pokok: kindMessages.pengembalianPokok,
  penghapusan_dana: kindMessages.penghapusanDana,
} as const satisfies Record<TransactionCategory, unknown>;
