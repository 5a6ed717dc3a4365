import QRCode from 'qrcode';
import type { PaymentMethod } from '../../providers/payments/index.ts';

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

/** The QR of a payload as a PNG data URL (error correction M, 8 px modules, 4-module quiet zone). */
export async function qrPngDataUrl(payload: string): Promise<string> {
  return QRCode.toDataURL(payload, {
    errorCorrectionLevel: 'M',
    type: 'image/png',
    scale: 8,
    margin: 4,
  });
}
