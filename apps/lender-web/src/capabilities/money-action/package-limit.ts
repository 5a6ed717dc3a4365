// How many packages a lender may buy — checkout and add funds (never more than the slots
// left or the balance allows; say which limit applies). The server checks the same
// (docs/lender-api.md "Funding rows"); this tells the lender before the password is asked.

export interface PackageLimitInput {
  /** Packages still available (sisa_paket). */
  slotsLeft: number;
  /** Price of one package (harga_paket), rupiah. */
  price: number;
  /** Available balance (Dana Tersedia), rupiah; null when the lender has no wallet yet. */
  balance: number | null;
}

export interface PackageLimit {
  /** The most packages this lender can buy now (0: none). */
  max: number;
  /** Which limit sets `max`: the project's slots or the lender's balance. */
  by: 'slots' | 'balance';
  /** Packages the balance pays for. */
  affordable: number;
}

export function packageLimit({ slotsLeft, price, balance }: PackageLimitInput): PackageLimit {
  const affordable = price > 0 ? Math.floor(Math.max(balance ?? 0, 0) / price) : 0;
  const slots = Math.max(slotsLeft, 0);
  return affordable < slots
    ? { max: affordable, by: 'balance', affordable }
    : { max: slots, by: 'slots', affordable };
}

export type PackageCheck = 'ok' | 'empty' | 'belowOne' | 'overSlots' | 'overBalance';

/** The problem with a typed number of packages, if any (the limit that it breaks). */
export function checkPackages(typed: string, limit: PackageLimit): PackageCheck {
  if (typed.trim() === '') return 'empty';
  const count = Number(typed);
  if (!Number.isInteger(count) || count < 1) return 'belowOne';
  if (count > limit.max) return limit.by === 'slots' ? 'overSlots' : 'overBalance';
  return 'ok';
}
