import { createHash } from 'node:crypto';
import QRCode from 'qrcode';

/**
 * Sandbox e-wallet, QRIS and card providers. They behave like the real ones in what the lender sees:
 * an e-wallet top-up is pending until the provider reports it paid or failed (OVO pushes a request to
 * the phone and answers its own result codes; DANA and ShopeePay send the lender to a checkout URL),
 * QRIS gives a dynamic EMVCo QR string, a card needs 3-D Secure before it is charged and only cards
 * registered at the provider are accepted. State lives in the database (services/wallet); the sandbox
 * actions under `/api/sandbox/ewallet/*` and `/api/sandbox/card/*` play the provider's side.
 */

export type PaymentMethod = 'ovo' | 'dana' | 'shopeepay' | 'qris' | 'card';
export type EwalletMethod = Exclude<PaymentMethod, 'card'>;

export interface PaymentOptionRule {
  payment_method: PaymentMethod;
  nama: string;
  min: number;
  max: number;
  /** Flat fee in rupiah, paid by the lender on top of the amount (cards only). */
  biaya: number;
  /** How long the provider keeps a payment open. */
  expiresInSeconds: number;
}

/** Limits per payment method (rupiah). E-wallet and QRIS ceilings follow the providers' usual ones. */
export const PAYMENT_OPTIONS: readonly PaymentOptionRule[] = [
  {
    payment_method: 'ovo',
    nama: 'OVO',
    min: 10_000,
    max: 10_000_000,
    biaya: 0,
    expiresInSeconds: 55,
  },
  {
    payment_method: 'dana',
    nama: 'DANA',
    min: 10_000,
    max: 10_000_000,
    biaya: 0,
    expiresInSeconds: 30 * 60,
  },
  {
    payment_method: 'shopeepay',
    nama: 'ShopeePay',
    min: 10_000,
    max: 10_000_000,
    biaya: 0,
    expiresInSeconds: 30 * 60,
  },
  {
    payment_method: 'qris',
    nama: 'QRIS',
    min: 10_000,
    max: 5_000_000,
    biaya: 0,
    expiresInSeconds: 15 * 60,
  },
  {
    payment_method: 'card',
    nama: 'Kartu Debit/Kredit',
    min: 50_000,
    // Not above the per-top-up ceiling of TOP_UP_LIMITS (a card maximum above the daily limit could
    // never be reached).
    max: 10_000_000,
    biaya: 2_500,
    expiresInSeconds: 15 * 60,
  },
];

export function optionOf(method: PaymentMethod): PaymentOptionRule {
  const option = PAYMENT_OPTIONS.find((o) => o.payment_method === method);
  if (!option) throw new Error(`unknown payment method ${method}`);
  return option;
}

/** Top-up ceilings per lender over e-wallet, QRIS and card top-ups (pending and paid ones count). */
export const TOP_UP_LIMITS = {
  min: 10_000,
  max: 10_000_000,
  daily: 20_000_000,
  monthly: 100_000_000,
} as const;

const LOGO_COLORS: Record<PaymentMethod, string> = {
  ovo: '#4C3494',
  dana: '#118EEA',
  shopeepay: '#EE4D2D',
  qris: '#D7191F',
  card: '#334155',
};

/**
 * The method's logo: a small SVG badge (brand colour and name) as a data URL, so the app shows an image
 * without a file route; the providers' real artwork is not ours to ship.
 */
export function paymentLogoUrl(method: PaymentMethod): string {
  const label = method === 'card' ? 'KARTU' : optionOf(method).nama.toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="48" viewBox="0 0 96 48" role="img" aria-label="${label}"><rect width="96" height="48" rx="10" fill="${LOGO_COLORS[method]}"/><text x="48" y="30" font-family="Arial, Helvetica, sans-serif" font-size="${label.length > 6 ? 13 : 16}" font-weight="700" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A provider answer (`meta` of the contract). */
export interface ProviderResult {
  code: string;
  message: string;
  error: string | null;
}

export const PROVIDER_OK: ProviderResult = { code: '200', message: 'Success', error: null };

/** OVO's result codes that the sandbox produces (OVO answers in English). */
export const OVO_RESULTS = {
  notRegistered: {
    code: '14',
    message: 'Invalid Mobile Number / OVO ID',
    error: 'PHONE_NUMBER_NOT_REGISTERED',
  },
  declined: { code: '17', message: 'Transaction Declined by User', error: 'USER_DECLINED' },
  insufficientBalance: {
    code: '51',
    message: 'Insufficient Balance',
    error: 'INSUFFICIENT_BALANCE',
  },
  timeout: { code: '68', message: 'Transaction Timeout', error: 'PAYMENT_TIMEOUT' },
} as const satisfies Record<string, ProviderResult>;

export const OTHER_RESULTS = {
  failed: { code: '402', message: 'Payment Failed', error: 'PAYMENT_FAILED' },
  expired: { code: '408', message: 'Payment Expired', error: 'PAYMENT_EXPIRED' },
  cardNotAllowed: { code: '422', message: 'Card not allowed', error: 'Card not allowed' },
  cardDeclined: { code: '402', message: 'Card declined by the issuer', error: 'CARD_DECLINED' },
  authenticationFailed: {
    code: '401',
    message: '3-D Secure authentication failed',
    error: 'AUTHENTICATION_FAILED',
  },
} as const satisfies Record<string, ProviderResult>;

/** Failure codes the sandbox "simulate failed" action may choose, per method. */
export function failureResult(method: EwalletMethod, code: string | undefined): ProviderResult {
  if (method === 'ovo') {
    const list = [OVO_RESULTS.declined, OVO_RESULTS.insufficientBalance, OVO_RESULTS.timeout];
    return list.find((r) => r.code === code) ?? OVO_RESULTS.declined;
  }
  return OTHER_RESULTS.failed;
}

export function expiryResult(method: PaymentMethod): ProviderResult {
  return method === 'ovo' ? OVO_RESULTS.timeout : OTHER_RESULTS.expired;
}

/**
 * Sandbox OVO accounts: every phone number is registered except those ending in `000`, which OVO
 * refuses at once with code 14 (the rule lets tests and demos reach the failure).
 */
export function ovoAccountExists(nomorHp: string): boolean {
  return !nomorHp.endsWith('000');
}

// --- QRIS -------------------------------------------------------------------------------------

function tlv(tag: string, value: string): string {
  if (value.length > 99) throw new Error(`QRIS field ${tag} is too long`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMVCo tag 63 requires, 4 upper-case hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Sandbox merchant of the platform at the QRIS acquirer. */
export const QRIS_MERCHANT = {
  name: 'PENDANA',
  city: 'JAKARTA',
  postalCode: '12190',
  mcc: '6012',
  nmid: 'ID1026270000123',
  acquirer: 'ID.CO.BANKBNI.WWW',
  pan: '9360000900000012345',
  merchantId: '000000012345',
} as const;

/**
 * A dynamic QRIS payload (EMVCo merchant-presented mode): point of initiation 12 (dynamic), the
 * merchant account (tag 26) and the national merchant id (tag 51), amount (54), the top-up reference
 * as bill number and reference label (62), and the CRC (63).
 */
export function qrisPayload(referenceId: string, amount: number): string {
  const m = QRIS_MERCHANT;
  const body =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv(
      '26',
      tlv('00', m.acquirer) + tlv('01', m.pan) + tlv('02', m.merchantId) + tlv('03', 'UMI'),
    ) +
    tlv('51', tlv('00', 'ID.CO.QRIS.WWW') + tlv('02', m.nmid) + tlv('03', 'UMI')) +
    tlv('52', m.mcc) +
    tlv('53', '360') +
    tlv('54', String(amount)) +
    tlv('58', 'ID') +
    tlv('59', m.name) +
    tlv('60', m.city) +
    tlv('61', m.postalCode) +
    tlv('62', tlv('01', referenceId.slice(0, 25)) + tlv('05', referenceId.slice(0, 25)));
  const withCrcTag = `${body}6304`;
  return withCrcTag + crc16(withCrcTag);
}

/** Reads an EMVCo TLV string into tag → value (top level only). */
export function parseTlv(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < payload.length) {
    const tag = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(tag) || !Number.isInteger(length)) throw new Error('malformed TLV');
    fields.set(tag, payload.slice(i + 4, i + 4 + length));
    i += 4 + length;
  }
  return fields;
}

/** The QR of a payload as a PNG data URL (error correction M, 8 px modules, 4-module quiet zone). */
export async function qrPngDataUrl(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, {
    errorCorrectionLevel: 'M',
    type: 'image/png',
    scale: 8,
    margin: 4,
  });
}

// --- Cards ------------------------------------------------------------------------------------

export type CardBrand = 'VISA' | 'MASTERCARD' | 'JCB' | 'GPN';

export interface SandboxCard {
  number: string;
  brand: CardBrand;
  /** What the issuer answers when the card is charged after 3-D Secure. */
  charge: 'approve' | 'decline';
}

/**
 * Cards registered at the sandbox card provider. Any other number (even one passing the Luhn check)
 * is refused with 'Card not allowed'.
 */
export const SANDBOX_CARDS: readonly SandboxCard[] = [
  { number: '4811111111111114', brand: 'VISA', charge: 'approve' },
  { number: '5211111111111117', brand: 'MASTERCARD', charge: 'approve' },
  { number: '3528000700000000', brand: 'JCB', charge: 'approve' },
  { number: '9360001110000000005', brand: 'GPN', charge: 'approve' },
  { number: '4000000000000002', brand: 'VISA', charge: 'decline' },
];

export function luhnValid(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i -= 1) {
    let digit = Number(number[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

export function registeredCard(number: string): SandboxCard | undefined {
  return SANDBOX_CARDS.find((card) => card.number === number);
}

/** `481111******1114`: the first six and last four digits. */
export function maskCardNumber(number: string): string {
  return `${number.slice(0, 6)}${'*'.repeat(number.length - 10)}${number.slice(-4)}`;
}

export function cardFingerprint(number: string): string {
  return createHash('sha256').update(`pendana-card:${number}`).digest('hex');
}

/**
 * Whether a card with expiry `MM/YYYY` has expired at `now`: expired when the end of that month (the
 * last millisecond of the month, Jakarta time) is before now.
 */
export function cardExpired(cardExpiry: string, now: Date): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{4})$/.exec(cardExpiry);
  if (!match) return true;
  const month = Number(match[1]);
  const year = Number(match[2]);
  // First instant of the next month in Jakarta (UTC+7) = end of the expiry month.
  const endOfMonth = Date.UTC(year, month, 1) - 7 * 3_600_000;
  return endOfMonth <= now.getTime();
}

// --- RDL (BNI) --------------------------------------------------------------------------------

export interface RdlStepResult {
  step: 'CREATE_CIF' | 'CREATE_ACCOUNT';
  responseCode: string;
  responseMessage: string;
}

/** BNI's success code of the RDL calls (legacy §11.7). */
export const RDL_SUCCESS = '0001';

/**
 * Sandbox BNI RDL: "register investor" gives a CIF number when the identity data is complete (name and
 * a 16-digit NIK, or a 15/16-digit NPWP for a company); "register account" then opens the RDL account.
 */
export function rdlRegisterInvestor(
  lenderId: number,
  identity: { nama: string | null; identityNumber: string | null },
): { result: RdlStepResult; cifNumber: string | null } {
  const nama = identity.nama?.trim() ?? '';
  const number = identity.identityNumber?.trim() ?? '';
  if (nama === '' || !/^\d{15,16}$/.test(number)) {
    return {
      result: {
        step: 'CREATE_CIF',
        responseCode: '0102',
        responseMessage: 'Data identitas nasabah tidak lengkap (nama dan NIK/NPWP wajib diisi)',
      },
      cifNumber: null,
    };
  }
  return {
    result: { step: 'CREATE_CIF', responseCode: RDL_SUCCESS, responseMessage: 'Success' },
    cifNumber: `91${String(lenderId).padStart(8, '0')}`,
  };
}

export function rdlRegisterAccount(lenderId: number): {
  result: RdlStepResult;
  accountNumber: string;
} {
  return {
    result: { step: 'CREATE_ACCOUNT', responseCode: RDL_SUCCESS, responseMessage: 'Success' },
    accountNumber: `02${String(lenderId).padStart(8, '0')}`,
  };
}
