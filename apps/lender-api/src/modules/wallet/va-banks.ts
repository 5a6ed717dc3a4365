/**
 * The platform's virtual accounts: one fixed VA per lender at each partner bank, numbered by the
 * platform from its company prefix at that bank and the lender id (values of the sandbox banks). A
 * payment into one is reported by the VA provider's signed callback (`POST /api/v1/payments/callback/va`)
 * or the sandbox "simulate paid" action (`POST /api/sandbox/va/pay`).
 */
export interface VaBank {
  kode_bank: string;
  nama_bank: string;
  /** Partner-bank record of the contract (`m_bank_partner`). */
  partnerId: number;
  /** Company prefix of the VA number at that bank (sandbox values). */
  prefix: string;
}

export const VA_BANKS: readonly VaBank[] = [
  { kode_bank: '009', nama_bank: 'BNI', partnerId: 1, prefix: '8808' },
  { kode_bank: '451', nama_bank: 'BSI', partnerId: 2, prefix: '9004' },
  { kode_bank: '008', nama_bank: 'Mandiri', partnerId: 3, prefix: '8960' },
  { kode_bank: '002', nama_bank: 'BRI', partnerId: 4, prefix: '1283' },
  { kode_bank: '013', nama_bank: 'Permata', partnerId: 5, prefix: '8625' },
];

/** 16 digits: the bank prefix and the lender id padded to 12 digits. */
export function virtualAccountNumber(bank: VaBank, lenderId: number): string {
  return `${bank.prefix}${String(lenderId).padStart(12, '0')}`;
}

export function vaLogoUrl(bank: VaBank): string {
  return `/api/files/banks/${bank.nama_bank.toLowerCase()}.png`;
}
