/** Texts of refused requests: sessions, access, limits, malformed bodies and field validation. */
export const ERROR_MESSAGES = {
  'errors.unauthenticated': {
    id: 'Sesi Anda telah berakhir. Silakan login kembali.',
    en: 'Your session has ended. Please log in again.',
  },
  'errors.tokenPairIncomplete': {
    id: 'Permintaan harus membawa token sesi di Authorization dan Request-Access. Silakan login kembali.',
    en: 'The request must carry the session token in both Authorization and Request-Access. Please log in again.',
  },
  'errors.tokenPairMismatch': {
    id: 'Token di Authorization dan Request-Access tidak sama. Silakan login kembali.',
    en: 'The tokens in Authorization and Request-Access differ. Please log in again.',
  },
  'errors.rateLimited': {
    id: 'Terlalu banyak permintaan. Coba lagi dalam {minutes} menit.',
    en: 'Too many requests. Try again in {minutes} minutes.',
  },
  'errors.forbidden': {
    id: 'Anda tidak memiliki akses untuk tindakan ini.',
    en: 'You are not allowed to do this.',
  },
  'errors.notFound': { id: 'Data tidak ditemukan.', en: 'Not found.' },
  'errors.routeNotFound': {
    id: 'Alamat {method} {url} tidak ditemukan.',
    en: 'Route {method} {url} not found.',
  },
  'errors.malformed': {
    id: 'Format permintaan tidak valid.',
    en: 'The request is malformed.',
  },
  'errors.idempotencyKeyRequired': {
    id: 'Header Idempotency-Key wajib dikirim untuk transaksi uang.',
    en: 'Money calls require the Idempotency-Key header.',
  },
  'errors.idempotencyKeyMalformed': {
    id: 'Header Idempotency-Key harus berisi 1–100 karakter ASCII yang terlihat.',
    en: 'The Idempotency-Key header must be 1–100 visible ASCII characters.',
  },
  'errors.malformedJson': {
    id: 'Isi permintaan bukan JSON yang valid.',
    en: 'The request body is not valid JSON.',
  },
  'errors.tooLarge': {
    id: 'Ukuran data terlalu besar.',
    en: 'The request is too large.',
  },
  'errors.unsupportedMediaType': {
    id: 'Jenis konten tidak didukung.',
    en: 'This content type is not supported.',
  },
  'errors.methodNotAllowed': { id: 'Metode tidak diizinkan.', en: 'Method not allowed.' },
  'errors.validation': {
    id: 'Data yang diberikan tidak valid.',
    en: 'The given data was invalid.',
  },
  'errors.generic': { id: 'Terjadi Kesalahan', en: 'Something went wrong' },
  'errors.databaseUnavailable': {
    id: 'Layanan sedang tidak tersedia. Silakan coba lagi sebentar lagi.',
    en: 'The service is unavailable right now. Please try again shortly.',
  },
  'errors.notReady': {
    id: 'Server sedang disiapkan, coba lagi sebentar.',
    en: 'The server is starting, try again shortly.',
  },

  'validation.required': { id: 'Wajib diisi.', en: 'This field is required.' },
  'validation.invalidType': { id: 'Tipe data tidak valid.', en: 'Invalid data type.' },
  'validation.dateRangeOrder': {
    id: 'Tanggal akhir tidak boleh sebelum tanggal awal.',
    en: 'The last day cannot be before the first day.',
  },
  'validation.invalidEmail': { id: 'Format email tidak valid.', en: 'Invalid email address.' },
  'validation.tooShort': { id: 'Minimal {min} karakter.', en: 'At least {min} characters.' },
  'validation.tooLong': { id: 'Maksimal {max} karakter.', en: 'At most {max} characters.' },
  'validation.tooSmall': { id: 'Minimal {min}.', en: 'Must be at least {min}.' },
  'validation.tooBig': { id: 'Maksimal {max}.', en: 'Must be at most {max}.' },
  'validation.invalidFormat': { id: 'Format tidak valid.', en: 'Invalid format.' },
  'validation.forbiddenCharacter': {
    id: 'Isian berisi karakter yang tidak diizinkan.',
    en: 'The value holds a character that is not allowed.',
  },
  'validation.invalidValue': { id: 'Nilai tidak valid.', en: 'Invalid value.' },
  'validation.unknownField': { id: 'Kolom tidak dikenal.', en: 'Unknown field.' },
  'validation.password': {
    id: 'Password minimal 8 karakter dan harus mengandung huruf dan angka.',
    en: 'The password needs at least 8 characters with a letter and a digit.',
  },
  'validation.passwordConfirmation': {
    id: 'Konfirmasi password tidak sama.',
    en: 'The password confirmation does not match.',
  },
  'validation.usernameFormat': {
    id: 'Username hanya boleh berisi huruf, angka, titik dan garis bawah.',
    en: 'The username may only contain letters, digits, dots and underscores.',
  },
} as const satisfies Record<string, { id: string; en: string }>;
