// The message ids the rules speak (react-intl ids). Their Indonesian and English texts live in ONE
// catalogue, lender-web's src/i18n/messages/{id,en}.json (declared in src/i18n/common-messages.ts);
// a test there fails when an id below has no text. The app formats them (`useErrorText`).
export const VALIDATION_IDS = {
  required: 'validation.required',
  nikLength: 'validation.nikLength',
  npwpInvalid: 'validation.npwpInvalid',
  phoneInvalid: 'validation.phoneInvalid',
  dateInvalid: 'validation.dateInvalid',
  digitsOnly: 'validation.digitsOnly',
  rtRwInvalid: 'validation.rtRwInvalid',
  postalCodeInvalid: 'validation.postalCodeInvalid',
  accountNumberInvalid: 'validation.accountNumberInvalid',
  telephoneInvalid: 'validation.telephoneInvalid',
  imageInvalid: 'validation.imageInvalid',
  cardExpiryFormat: 'validation.cardExpiryFormat',
  cardExpired: 'validation.cardExpired',
  email: 'validation.email',
  passwordRule: 'validation.passwordRule',
  passwordMismatch: 'validation.passwordMismatch',
  usernameRule: 'validation.usernameRule',
  referralCodeLength: 'validation.referralCodeLength',
  lenderTypeRequired: 'validation.lenderTypeRequired',
  termsRequired: 'validation.termsRequired',
  religionRequired: 'validation.religionRequired',
  motherNameRequired: 'validation.motherNameRequired',
  maritalStatusRequired: 'validation.maritalStatusRequired',
  postalCodeRequired: 'validation.postalCodeRequired',
  rtRequired: 'validation.rtRequired',
  rwRequired: 'validation.rwRequired',
  livenessRequired: 'validation.livenessRequired',
  otpInvalid: 'validation.otpInvalid',
  amountBelowMinimum: 'validation.amountBelowMinimum',
  amountAboveAvailable: 'validation.amountAboveAvailable',
  topUpOutsideLimits: 'validation.topUpOutsideLimits',
} as const;

/** Ids of the server-error fallbacks (spec §8 "otherwise 'Terjadi Kesalahan'"). */
export const ERROR_IDS = {
  generic: 'errors.generic',
  network: 'errors.network',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_IDS;
export type MessageId =
  (typeof VALIDATION_IDS)[ValidationMessageKey] | (typeof ERROR_IDS)[keyof typeof ERROR_IDS];

/** Every id this package can put on a field or return: the app's catalogue must have them all. */
export const FORM_MESSAGE_IDS: readonly MessageId[] = [
  ...Object.values(VALIDATION_IDS),
  ...Object.values(ERROR_IDS),
];
