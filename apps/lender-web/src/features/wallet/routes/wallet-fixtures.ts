// Answers of the wallet calls shared by the route's tests and stories (not shipped).
import type {
  EwalletTransaction,
  PaymentOption,
  RdlAccount,
  SavedCard,
  VirtualAccount,
} from '@pendana/api-sdk';

export const virtualAccount = (
  kode_bank: string,
  nama_bank: string,
  nomor_va: string,
): VirtualAccount => ({
  nomor_va,
  nama_bank,
  kode_bank,
  nama: 'Pendana Budi Santoso',
  m_bank_partner: { id: Number(kode_bank), logo_url: '' },
});

export const NO_RDL: RdlAccount = {
  is_active_rdl: false,
  status: 'none',
  cif_number: null,
  account_number: null,
  nama_bank: 'BNI',
  account_type: 'RDF',
};

export const paymentOption = (
  payment_method: PaymentOption['payment_method'],
  nama: string,
  patch: Partial<PaymentOption> = {},
): PaymentOption => ({
  payment_method,
  nama,
  logo_url: '',
  min: 10_000,
  max: 10_000_000,
  biaya: 0,
  aktif: true,
  ...patch,
});

export const CARD_OPTION = paymentOption('card', 'Kartu Debit/Kredit', {
  min: 50_000,
  biaya: 2_500,
});

/** The lender's own top-up limits, wide enough not to matter unless a test narrows them. */
export const WIDE_LIMITS = {
  data: {
    limitTopUp: {
      min: 10_000,
      max: 20_000_000,
      daily_remaining: 20_000_000,
      monthly_remaining: 100_000_000,
    },
  },
};

/** A real 1×1 PNG as a data URL (the QRIS image). */
export const QR_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const OK_META = { code: '00', message: 'Success', error: null };

/** An OVO top-up waiting for the app, changed by `patch`. */
export const topUp = (patch: Partial<EwalletTransaction>): EwalletTransaction => ({
  reference_id: 'TOP-1',
  payment_method: 'ovo',
  amount: 150_000,
  status: 2,
  qr_string: null,
  qr_image: null,
  redirect_url: null,
  expired_at: '2026-11-24T10:00:55+07:00',
  created_at: '2026-11-24T10:00:00+07:00',
  ...patch,
});

export const savedCard = (
  id: number,
  brand: SavedCard['brand'],
  masked_number: string,
  card_expiry: string,
): SavedCard => ({ id, masked_number, brand, card_expiry, nama_pemilik: 'Budi Santoso' });

/** A valid VISA and an expired MASTERCARD. */
export const SAVED_CARDS = [
  savedCard(7, 'VISA', '481111******1114', '12/2030'),
  savedCard(8, 'MASTERCARD', '521111******1117', '01/2025'),
];
