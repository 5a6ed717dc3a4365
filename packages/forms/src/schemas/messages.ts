// Validation messages: the spec's Indonesian texts (spec §5, §8) with English translations.
export type FormLocale = 'id' | 'en';

export const VALIDATION_MESSAGES = {
  id: {
    required: 'Harus diisi',
    nikLength: 'NIK harus 16 digit',
    npwpInvalid: 'NPWP harus 15 atau 16 digit',
    phoneInvalid: 'Nomor HP tidak valid',
    dateInvalid: 'Format tanggal DD-MM-YYYY',
    digitsOnly: 'Hanya boleh angka',
    rtRwInvalid: 'RT/RW maksimal 3 digit',
    imageInvalid: 'Gambar gagal diproses!',
    cardExpiryFormat: 'Format masa berlaku MM/YYYY',
    cardExpired: 'Kartu sudah kedaluwarsa',
    emailInvalid: 'Email tidak valid',
    passwordRule: 'Kata sandi minimal 8 karakter dengan huruf dan angka',
    passwordMismatch: 'Konfirmasi kata sandi tidak sama',
    religionRequired: 'Agama harap diisi',
    motherNameRequired: 'Ibu kandung harap diisi',
    maritalStatusRequired: 'Status pernikahan harap diisi',
    postalCodeRequired: 'Kode pos harap diisi',
    rtRequired: 'RT harap diisi',
    rwRequired: 'RW harap diisi',
    livenessRequired: 'Mohon melakukan test liveness',
    otpInvalid: 'Kode OTP yg kamu masukan salah!',
  },
  en: {
    required: 'This field is required',
    nikLength: 'NIK must be 16 digits',
    npwpInvalid: 'NPWP must be 15 or 16 digits',
    phoneInvalid: 'Invalid mobile number',
    dateInvalid: 'Date format DD-MM-YYYY',
    digitsOnly: 'Digits only',
    rtRwInvalid: 'RT/RW is at most 3 digits',
    imageInvalid: 'The image could not be processed!',
    cardExpiryFormat: 'Expiry format MM/YYYY',
    cardExpired: 'The card has expired',
    emailInvalid: 'Invalid email address',
    passwordRule: 'Password needs at least 8 characters with a letter and a digit',
    passwordMismatch: 'Password confirmation does not match',
    religionRequired: 'Religion is required',
    motherNameRequired: "Mother's maiden name is required",
    maritalStatusRequired: 'Marital status is required',
    postalCodeRequired: 'Postal code is required',
    rtRequired: 'RT is required',
    rwRequired: 'RW is required',
    livenessRequired: 'Please take the liveness test',
    otpInvalid: 'The OTP code you entered is wrong!',
  },
} as const satisfies Record<FormLocale, Record<string, string>>;

export type ValidationMessageKey = keyof (typeof VALIDATION_MESSAGES)['id'];

export function validationMessage(key: ValidationMessageKey, locale: FormLocale = 'id'): string {
  return VALIDATION_MESSAGES[locale][key];
}
