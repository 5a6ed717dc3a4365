/**
 * The payment providers the platform sends lenders to for a top-up: e-wallets and QRIS, cards, and the
 * bank that opens the lender's dedicated account (RDL). Virtual-account payments arrive only as signed
 * notices (`POST /v1/payments/callback/va`), so the VA side has no calls here, only the notice's shape.
 */

export type PaymentMethod = 'ovo' | 'dana' | 'shopeepay' | 'qris' | 'card';
export type EwalletMethod = Exclude<PaymentMethod, 'card'>;
export type CardBrand = 'VISA' | 'MASTERCARD' | 'JCB' | 'GPN';

/** A provider answer (`meta` of the contract). */
export interface ProviderResult {
  code: string;
  message: string;
  error: string | null;
}

/** A virtual-account payment reported by the VA provider. */
export interface PaymentNotice {
  nomor_va: string;
  nominal: number;
  /** The provider's unique payment reference: a notice is credited once per reference. */
  reference: string;
}

/** What the provider answers to a new e-wallet or QRIS payment request. */
export type EwalletOpening =
  | {
      accepted: true;
      /** QRIS: the dynamic EMVCo payload to show as a QR code. */
      qrString: string | null;
      /** DANA, ShopeePay: the provider's checkout page. */
      redirectUrl: string | null;
    }
  /** Refused at once (e.g. OVO: the phone number has no account), with the provider's result. */
  | { accepted: false; result: ProviderResult };

/** E-wallets (OVO push, DANA/ShopeePay checkout) and QRIS (a dynamic QR). */
export interface EwalletProvider {
  open(request: {
    method: EwalletMethod;
    referenceId: string;
    /** Rupiah. */
    amount: number;
    nomorHp: string | null;
  }): Promise<EwalletOpening>;
}

/** A card as the card provider knows it. */
export interface RegisteredCard {
  brand: CardBrand;
  /** Stable token of the card number at the provider (what the platform stores, never the number). */
  token: string;
}

export interface CardProvider {
  /** The card behind a typed number, or undefined when the provider does not accept it. */
  register(number: string): Promise<RegisteredCard | undefined>;
  /** Charges the card of `token` (after 3-D Secure): the issuer approves or declines. */
  charge(token: string, amount: number): Promise<'approved' | 'declined'>;
}

/** One step of opening a dedicated account at the bank, as the bank answered it. */
export interface RdlStepResult {
  step: 'CREATE_CIF' | 'CREATE_ACCOUNT';
  responseCode: string;
  responseMessage: string;
}

/** The bank that keeps the lenders' dedicated accounts (RDL at BNI). */
export interface RdlProvider {
  /** The bank's success response code. */
  readonly successCode: string;
  /** Registers the lender as the bank's customer: a CIF number when the identity is complete. */
  registerInvestor(
    lenderId: number,
    identity: { nama: string | null; identityNumber: string | null },
  ): Promise<{ result: RdlStepResult; cifNumber: string | null }>;
  /** Opens the dedicated account of a registered customer. */
  registerAccount(lenderId: number): Promise<{ result: RdlStepResult; accountNumber: string }>;
}

export interface PaymentProviders {
  ewallet: EwalletProvider;
  cards: CardProvider;
  rdl: RdlProvider;
}
