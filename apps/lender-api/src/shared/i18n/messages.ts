/**
 * The server's message catalogue. `id` is the source language; every key has an `en` text.
 * Placeholders are `{name}`. Texts the spec or the older backend name are kept word for word
 * ('Username Sudah Terdaftar', 'Email Sudah Terdaftar', 'Anda berhasil keluar').
 */
export const MESSAGES = {
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

  'auth.invalidCredentials': {
    id: 'Username atau password salah.',
    en: 'Wrong username or password.',
  },
  'auth.throttled': {
    id: 'Terlalu banyak percobaan login. Coba lagi dalam {minutes} menit.',
    en: 'Too many login attempts. Try again in {minutes} minutes.',
  },
  'auth.suspended': {
    id: 'Akun Anda sudah kami suspend. Silahkan hubungi admin untuk mengaktifkan kembali.',
    en: 'Your account has been suspended. Please contact the admin to reactivate it.',
  },
  'auth.usernameTaken': { id: 'Username Sudah Terdaftar', en: 'Username Already Registered' },
  'auth.emailTaken': { id: 'Email Sudah Terdaftar', en: 'Email Already Registered' },
  'auth.registered': {
    id: 'Registrasi berhasil. Silakan cek email Anda untuk mengaktifkan akun.',
    en: 'Registration successful. Please check your email to activate your account.',
  },
  'auth.emailVerified': {
    id: 'Email berhasil diverifikasi. Silakan login.',
    en: 'Your email has been verified. Please log in.',
  },
  'auth.verifyCodeInvalid': {
    id: 'Kode verifikasi tidak valid atau sudah digunakan.',
    en: 'The verification code is invalid or has already been used.',
  },
  'auth.resendSent': {
    id: 'Jika email terdaftar dan belum aktif, email aktivasi telah dikirim ulang.',
    en: 'If the email is registered and not yet active, the activation email has been sent again.',
  },
  'auth.forgotSent': {
    id: 'Jika email terdaftar, tautan untuk mengatur ulang password telah dikirim.',
    en: 'If the email is registered, a link to reset the password has been sent.',
  },
  'auth.resetTokenInvalid': {
    id: 'Tautan atur ulang password tidak valid atau sudah kedaluwarsa.',
    en: 'The password reset link is invalid or has expired.',
  },
  'auth.passwordReset': {
    id: 'Password berhasil diubah. Silakan login dengan password baru.',
    en: 'Your password has been changed. Please log in with the new password.',
  },
  'auth.passwordConfirmed': { id: 'Kata sandi benar', en: 'Password confirmed' },
  'auth.passwordWrong': {
    id: 'Kata sandi yang Anda masukkan salah',
    en: 'The password you entered is wrong',
  },
  'auth.loggedOut': { id: 'Anda berhasil keluar', en: 'You have logged out' },

  'errors.individualOnly': {
    id: 'Fitur ini hanya untuk pemberi dana perorangan.',
    en: 'This is only for individual lenders.',
  },
  'ekyc.required.agama': { id: 'Agama harap diisi', en: 'Religion is required' },
  'ekyc.required.ibuKandung': {
    id: 'Ibu kandung harap diisi',
    en: "Mother's maiden name is required",
  },
  'ekyc.required.statusPernikahan': {
    id: 'Status pernikahan harap diisi',
    en: 'Marital status is required',
  },
  'ekyc.required.kodePos': { id: 'Kode pos harap diisi', en: 'Postcode is required' },
  'ekyc.required.rt': { id: 'RT harap diisi', en: 'RT is required' },
  'ekyc.required.rw': { id: 'RW harap diisi', en: 'RW is required' },
  'ekyc.imageInvalid': { id: 'Gambar gagal diproses!', en: 'The image could not be processed!' },
  'ekyc.imageTooLarge': {
    id: 'Ukuran gambar maksimal {mb} MB.',
    en: 'The image may be at most {mb} MB.',
  },
  'ekyc.regionMismatch': {
    id: 'Wilayah tidak sesuai dengan wilayah di atasnya.',
    en: 'The region does not belong to the region above it.',
  },
  'ekyc.unknownOption': { id: 'Pilihan tidak dikenal.', en: 'Unknown option.' },
  'ekyc.birthDateInvalid': { id: 'Tanggal lahir tidak valid.', en: 'Invalid date of birth.' },
  'ekyc.nikTaken': { id: 'NIK sudah terdaftar.', en: 'This NIK is already registered.' },
  'ekyc.savedPersonal': { id: 'Data diri berhasil disimpan', en: 'Personal data saved' },
  'ekyc.savedPhotos': { id: 'Foto berhasil diunggah', en: 'Photos uploaded' },
  'ekyc.savedEducation': {
    id: 'Data pendidikan dan pekerjaan berhasil disimpan',
    en: 'Education and work data saved',
  },
  'ekyc.savedHeir': { id: 'Data ahli waris berhasil disimpan', en: 'Heir data saved' },
  'ekyc.heirNotFound': {
    id: 'Data ahli waris belum diisi.',
    en: 'The heir has not been filled in yet.',
  },
  'ekyc.reverification': {
    id: 'Silakan lakukan verifikasi ulang',
    en: 'Please verify your identity again',
  },
  'ekyc.reverificationNotAllowed': {
    id: 'Verifikasi ulang hanya dapat dilakukan setelah verifikasi gagal.',
    en: 'Re-verification is only possible after a failed verification.',
  },
  'ekyc.livenessStored': {
    id: 'Hasil liveness berhasil disimpan',
    en: 'The liveness result has been saved',
  },
  'identity.verified': { id: 'Verifikasi identitas berhasil', en: 'Identity verified' },
  'identity.alreadyVerified': {
    id: 'Identitas sudah terverifikasi',
    en: 'Your identity is already verified',
  },
  'identity.failed': { id: 'Data identitas tidak sesuai', en: 'The identity data does not match' },
  'identity.reverifyFirst': {
    id: 'Verifikasi sebelumnya gagal. Silakan lakukan verifikasi ulang terlebih dahulu.',
    en: 'The previous verification failed. Please start a re-verification first.',
  },
  'identity.detail.nikUnknown': {
    id: 'NIK tidak terdaftar dalam data kependudukan',
    en: 'The NIK is not in the population registry',
  },
  'identity.detail.name': {
    id: 'Nama tidak sesuai dengan data kependudukan',
    en: 'The name does not match the population registry',
  },
  'identity.detail.dob': {
    id: 'Tanggal lahir tidak sesuai dengan data kependudukan',
    en: 'The date of birth does not match the population registry',
  },
  'identity.detail.liveness': {
    id: 'Mohon melakukan test liveness',
    en: 'Please take the liveness test',
  },
  'identity.detail.personalData': {
    id: 'NIK tidak sesuai dengan data diri yang disimpan',
    en: 'The NIK does not match the saved personal data',
  },
  'errors.corporateOnly': {
    id: 'Fitur ini hanya untuk pemberi dana badan hukum.',
    en: 'This is only for corporate lenders.',
  },
  'corporate.savedCompany': { id: 'Data perusahaan berhasil disimpan', en: 'Company data saved' },
  'corporate.savedAdmins': { id: 'Data pengurus berhasil disimpan', en: 'Administrators saved' },
  'corporate.savedShareholders': {
    id: 'Data pemegang saham berhasil disimpan',
    en: 'Shareholders saved',
  },
  'corporate.savedContacts': { id: 'Data kontak berhasil disimpan', en: 'Contacts saved' },
  'corporate.fileInvalid': {
    id: 'File harus berupa PDF atau gambar.',
    en: 'The file must be a PDF or an image.',
  },
  'corporate.unknownRow': { id: 'Data tidak ditemukan.', en: 'This row does not exist.' },
  'kyc.submitted': { id: 'Data Anda sedang ditinjau', en: 'Your data is being reviewed' },
  'kyc.incomplete': { id: 'Data KYC belum lengkap', en: 'The KYC data is not complete' },
  'kyc.sectionIncomplete': { id: 'Bagian ini belum lengkap', en: 'This section is not complete' },
  'kyc.phoneNotVerified': {
    id: 'Nomor telepon belum diverifikasi',
    en: 'The phone number is not verified',
  },
  'kyc.identityNotVerified': {
    id: 'Identitas belum terverifikasi',
    en: 'The identity is not verified',
  },
  'otp.sent': {
    id: 'Kode OTP telah dikirim ke +{phone}',
    en: 'The OTP code has been sent to +{phone}',
  },
  'otp.sms': {
    id: 'Kode OTP : {code} Silahkan masukan kode ini untuk melanjutkan proses pendaftaran anda.',
    en: 'OTP code: {code} Enter this code to continue your registration.',
  },
  'otp.resendTooSoon': {
    id: 'Tunggu {seconds} detik sebelum meminta kode baru.',
    en: 'Wait {seconds} seconds before asking for a new code.',
  },
  'otp.verified': {
    id: 'Nomor telepon berhasil diverifikasi',
    en: 'Your phone number has been verified',
  },
  'otp.wrong': { id: 'Kode OTP yg kamu masukan salah!', en: 'The OTP code you entered is wrong!' },
  'otp.expired': {
    id: 'Kode OTP sudah kedaluwarsa. Silakan kirim ulang kode.',
    en: 'The OTP code has expired. Please send a new code.',
  },
  'otp.locked': {
    id: 'Terlalu banyak kode OTP salah. Silakan minta kode baru.',
    en: 'Too many wrong OTP codes. Please ask for a new code.',
  },
  'otp.phoneTaken': {
    id: 'Nomer Telpon Sudah Pernah Terdaftar',
    en: 'This phone number is already registered',
  },
  'signing.sent': { id: 'Dokumen akad berhasil dikirim', en: 'The agreement has been sent' },
  'signing.notVerified': {
    id: 'Akun Anda belum terverifikasi. Dokumen akad dapat ditandatangani setelah verifikasi selesai.',
    en: 'Your account is not verified yet. Agreements can be signed once the verification is done.',
  },
  'signing.fundingClosed': {
    id: 'Pendanaan ini sudah tidak aktif.',
    en: 'This funding is no longer active.',
  },
  'signing.alreadySigned': {
    id: 'Dokumen akad pendanaan ini sudah ditandatangani.',
    en: 'This funding agreement is already signed.',
  },
  'signing.projectRefused': { id: '{reason}', en: '{reason}' },
  'signing.noAgreement': {
    id: 'Dokumen akad belum dikirim untuk pendanaan ini.',
    en: 'No agreement has been sent for this funding yet.',
  },
  'signing.notFunded': {
    id: 'Dokumen akad ini belum terhubung ke pendanaan. Selesaikan pendanaan terlebih dahulu.',
    en: 'This agreement is not linked to a funding yet. Complete the funding first.',
  },
  'signing.tteFuture': {
    id: 'Waktu tanda tangan tidak boleh di masa depan.',
    en: 'The signing time cannot be in the future.',
  },
  'signing.tteNoSignature': {
    id: 'Belum ada dokumen akad yang Anda tandatangani.',
    en: 'You have not signed any agreement yet.',
  },
  'certificate.belowMinimum': {
    id: 'Total aset Anda kurang dari Rp 1.000.000. Sertifikat belum tersedia.',
    en: 'Your total assets are below Rp 1.000.000. No certificate is available yet.',
  },
  'tax.noPaymentInMonth': {
    id: 'Tidak ada pembayaran imbal hasil pada masa {period}, jadi tidak ada bukti potong.',
    en: 'No yield was paid in {period}, so there is no withholding slip.',
  },
  'tax.badPeriod': {
    id: 'Periode tidak valid: YYYY-MM untuk bukti potong, YYYY untuk ringkasan tahunan, tidak di masa depan.',
    en: 'Invalid period: YYYY-MM for a slip, YYYY for the annual summary, not in the future.',
  },

  'profile.updated': { id: 'Profil berhasil diubah', en: 'Profile updated' },
  'profile.nameLocked': {
    id: 'Nama sudah terverifikasi dan tidak dapat diubah.',
    en: 'The name is verified and cannot be changed.',
  },
  'ocr.success': { id: 'OCR Berhasil', en: 'OCR succeeded' },
  'ocr.notFound': { id: 'OCR Gagal KTP Tidak Ditemukan', en: 'OCR failed: no ID card found' },
  'ocr.failed': { id: 'OCR Gagal, {reason}', en: 'OCR failed, {reason}' },
  'ocr.reason.unreadable': {
    id: 'Gambar buram atau tidak terbaca',
    en: 'the image is blurred or unreadable',
  },
  'ocr.reason.incomplete': {
    id: 'NIK atau nama pada KTP tidak terbaca',
    en: 'the NIK or the name on the ID card cannot be read',
  },
  'ocr.quotaExhausted': {
    id: 'Kuota OCR Anda sudah habis.',
    en: 'Your OCR quota is used up.',
  },

  'booking.held': { id: 'Paket berhasil dipesan', en: 'The packages are held for you' },
  'booking.released': { id: 'Pesanan paket dibatalkan', en: 'The hold was released' },
  'booking.noActiveHold': {
    id: 'Tidak ada pesanan paket aktif untuk proyek ini.',
    en: 'You hold no packages of this project.',
  },
  'booking.projectFull': { id: 'Proyek Sudah Penuh', en: 'The project is fully funded' },
  'booking.projectClosed': {
    id: 'Penggalangan Dana Proyek Sudah Selesai',
    en: 'Fundraising for this project has ended',
  },
  'booking.projectFinished': { id: 'Proyek Tutup', en: 'The project is closed' },
  'booking.notEnoughSlots': {
    id: 'Sisa paket proyek ini tinggal {n}',
    en: 'Only {n} packages of this project are left',
  },
  'booking.insufficientFunds': {
    id: 'Maaf Dana Anda Tidak Mencukupi. Silahkan Top up terlebih dahulu',
    en: 'Sorry, your available funds are not enough. Please top up first',
  },
  'payments.badSignature': {
    id: 'Tanda tangan notifikasi tidak valid.',
    en: 'The notification signature is not valid.',
  },
  'payments.amountMismatch': {
    id: 'Nominal {amount} tidak sama dengan nominal transaksi ({expected}).',
    en: 'The amount {amount} does not match the transaction ({expected}).',
  },
  'payments.vaPaidOnly': {
    id: 'Transfer virtual account hanya dinotifikasi saat dibayar.',
    en: 'Virtual-account transfers are only notified when paid.',
  },
  'payments.vaNumberRequired': {
    id: 'Nomor virtual account wajib diisi.',
    en: 'The virtual account number is required.',
  },
  'simulation.unknownOption': { id: 'Pilihan tidak dikenal.', en: 'Unknown option.' },
  'simulation.downPaymentTooLow': {
    id: 'Uang muka minimal {percent}% dari harga ({amount}).',
    en: 'The down payment must be at least {percent}% of the price ({amount}).',
  },
  'simulation.financingTooSmall': {
    id: 'Pokok pembiayaan (harga dikurangi uang muka) minimal {amount}.',
    en: 'The financed amount (price minus down payment) must be at least {amount}.',
  },
  'simulation.tenorTooLong': {
    id: 'Tenor maksimal {max} bulan untuk tujuan ini.',
    en: 'The tenor is at most {max} months for this purpose.',
  },
  'mail.verify.subject': { id: 'Aktivasi akun Pendana', en: 'Activate your Pendana account' },
  'mail.verify.body': {
    id: 'Halo {username},\n\nTerima kasih telah mendaftar di Pendana. Buka tautan berikut untuk mengaktifkan akun Anda:\n{link}\n\nTautan berlaku {hours} jam.',
    en: 'Hello {username},\n\nThank you for registering at Pendana. Open this link to activate your account:\n{link}\n\nThe link is valid for {hours} hours.',
  },
  'mail.reset.subject': { id: 'Atur ulang password Pendana', en: 'Reset your Pendana password' },
  'mail.reset.body': {
    id: 'Halo {username},\n\nKami menerima permintaan untuk mengatur ulang password Anda. Buka tautan berikut:\n{link}\n\nTautan berlaku {minutes} menit. Abaikan email ini jika Anda tidak memintanya.',
    en: 'Hello {username},\n\nWe received a request to reset your password. Open this link:\n{link}\n\nThe link is valid for {minutes} minutes. Ignore this mail if you did not ask for it.',
  },
} as const satisfies Record<string, { id: string; en: string }>;

export type MessageKey = keyof typeof MESSAGES;
