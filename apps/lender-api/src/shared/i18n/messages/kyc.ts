/** Texts of identity verification: eKYC, identity checks, corporate KYC, OTP and OCR. */
export const KYC_MESSAGES = {
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
} as const satisfies Record<string, { id: string; en: string }>;
