import { defineMessage, defineMessages } from 'react-intl';

// The older individual KYC flow (spec §4, §7). English translations in en.json.
export const legacyWizardMessages = {
  ...defineMessages({
    title: { id: 'kyc-legacy.wizard.title', defaultMessage: 'Lengkapi data diri' },
    stepsLabel: { id: 'kyc-legacy.wizard.stepsLabel', defaultMessage: 'Langkah pengisian data' },
    stepPersonal: { id: 'kyc-legacy.wizard.stepPersonal', defaultMessage: 'Data diri dan foto' },
    stepEducation: {
      id: 'kyc-legacy.wizard.stepEducation',
      defaultMessage: 'Pendidikan, pekerjaan dan bank',
    },
    stepHeir: { id: 'kyc-legacy.wizard.stepHeir', defaultMessage: 'Ahli waris' },
    completed: { id: 'kyc-legacy.wizard.completed', defaultMessage: 'selesai' },
    loadFailed: {
      id: 'kyc-legacy.wizard.loadFailed',
      defaultMessage: 'Data tidak dapat dimuat',
    },
    saveFailedTitle: {
      id: 'kyc-legacy.wizard.saveFailedTitle',
      defaultMessage: 'Data belum tersimpan',
    },
    next: { id: 'kyc-legacy.wizard.next', defaultMessage: 'Simpan dan lanjut' },
    saving: { id: 'kyc-legacy.wizard.saving', defaultMessage: 'Menyimpan…' },
    back: { id: 'kyc-legacy.wizard.back', defaultMessage: 'Kembali' },
    choose: { id: 'kyc-legacy.wizard.choose', defaultMessage: 'Pilih' },
    draftRestored: {
      id: 'kyc-legacy.wizard.draftRestored',
      defaultMessage: 'Isian Anda sebelumnya dipulihkan dari perangkat ini.',
    },
    photosFailed: {
      id: 'kyc-legacy.wizard.photosFailed',
      defaultMessage: 'Foto belum terkirim',
    },
    photosRetry: { id: 'kyc-legacy.wizard.photosRetry', defaultMessage: 'Kirim ulang foto' },
    photosSent: { id: 'kyc-legacy.wizard.photosSent', defaultMessage: 'Foto identitas terkirim.' },
    verifyPhone: { id: 'kyc-legacy.wizard.verifyPhone', defaultMessage: 'Verifikasi nomor HP' },
    finaliseFailed: {
      id: 'kyc-legacy.wizard.finaliseFailed',
      defaultMessage: 'Telah terjadi kesalahan!',
    },
  }),
  stepSummary: defineMessage<{ current: string; total: string; label: string }>({
    id: 'kyc-legacy.wizard.stepSummary',
    defaultMessage: 'Langkah {current} dari {total}: {label}',
  }),
};

export const legacyFieldMessages = defineMessages({
  nik: { id: 'kyc-legacy.field.nik', defaultMessage: 'NIK' },
  nama: { id: 'kyc-legacy.field.nama', defaultMessage: 'Nama lengkap sesuai KTP' },
  tempatLahir: { id: 'kyc-legacy.field.tempatLahir', defaultMessage: 'Tempat lahir' },
  tanggalLahir: {
    id: 'kyc-legacy.field.tanggalLahir',
    defaultMessage: 'Tanggal lahir (DD-MM-YYYY)',
  },
  jenisKelamin: { id: 'kyc-legacy.field.jenisKelamin', defaultMessage: 'Jenis kelamin' },
  agama: { id: 'kyc-legacy.field.agama', defaultMessage: 'Agama' },
  ibuKandung: { id: 'kyc-legacy.field.ibuKandung', defaultMessage: 'Nama ibu kandung' },
  statusPernikahan: {
    id: 'kyc-legacy.field.statusPernikahan',
    defaultMessage: 'Status pernikahan',
  },
  alamat: { id: 'kyc-legacy.field.alamat', defaultMessage: 'Alamat' },
  provinsi: { id: 'kyc-legacy.field.provinsi', defaultMessage: 'Provinsi' },
  kabupaten: { id: 'kyc-legacy.field.kabupaten', defaultMessage: 'Kabupaten/kota' },
  kecamatan: { id: 'kyc-legacy.field.kecamatan', defaultMessage: 'Kecamatan' },
  kelurahan: { id: 'kyc-legacy.field.kelurahan', defaultMessage: 'Kelurahan/desa' },
  kodePos: { id: 'kyc-legacy.field.kodePos', defaultMessage: 'Kode pos' },
  rt: { id: 'kyc-legacy.field.rt', defaultMessage: 'RT' },
  rw: { id: 'kyc-legacy.field.rw', defaultMessage: 'RW' },
  fotoKtp: { id: 'kyc-legacy.field.fotoKtp', defaultMessage: 'Foto KTP' },
  fotoProfileKtp: { id: 'kyc-legacy.field.fotoProfileKtp', defaultMessage: 'Foto diri dengan KTP' },
  fotoProfile: { id: 'kyc-legacy.field.fotoProfile', defaultMessage: 'Foto diri' },
  fotoHint: { id: 'kyc-legacy.field.fotoHint', defaultMessage: 'JPEG atau PNG, paling besar 5 MB' },
  pendidikan: { id: 'kyc-legacy.field.pendidikan', defaultMessage: 'Pendidikan terakhir' },
  pekerjaan: { id: 'kyc-legacy.field.pekerjaan', defaultMessage: 'Pekerjaan' },
  bidangPekerjaan: { id: 'kyc-legacy.field.bidangPekerjaan', defaultMessage: 'Bidang pekerjaan' },
  bidangOnline: { id: 'kyc-legacy.field.bidangOnline', defaultMessage: 'Bidang usaha online' },
  lamaKerja: { id: 'kyc-legacy.field.lamaKerja', defaultMessage: 'Lama bekerja' },
  estimasiPenghasilan: {
    id: 'kyc-legacy.field.estimasiPenghasilan',
    defaultMessage: 'Penghasilan per bulan',
  },
  sumberPenghasilan: {
    id: 'kyc-legacy.field.sumberPenghasilan',
    defaultMessage: 'Sumber penghasilan',
  },
  npwp: { id: 'kyc-legacy.field.npwp', defaultMessage: 'NPWP (opsional)' },
  fotoNpwp: { id: 'kyc-legacy.field.fotoNpwp', defaultMessage: 'Foto NPWP (opsional)' },
  bank: { id: 'kyc-legacy.field.bank', defaultMessage: 'Bank' },
  rekening: { id: 'kyc-legacy.field.rekening', defaultMessage: 'Nomor rekening' },
  namaPemilik: { id: 'kyc-legacy.field.namaPemilik', defaultMessage: 'Nama pemilik rekening' },
  ahliWaris: { id: 'kyc-legacy.field.ahliWaris', defaultMessage: 'Nama ahli waris' },
  nikAhliWaris: { id: 'kyc-legacy.field.nikAhliWaris', defaultMessage: 'NIK ahli waris' },
  hubungan: { id: 'kyc-legacy.field.hubungan', defaultMessage: 'Hubungan keluarga' },
  telp: { id: 'kyc-legacy.field.telp', defaultMessage: 'Nomor HP ahli waris' },
  alamatAhliWaris: { id: 'kyc-legacy.field.alamatAhliWaris', defaultMessage: 'Alamat ahli waris' },
});

export const legacyUploadMessages = {
  ...defineMessages({
    drop: { id: 'kyc-legacy.upload.drop', defaultMessage: 'Seret berkas ke sini' },
    choose: { id: 'kyc-legacy.upload.choose', defaultMessage: 'Pilih berkas' },
    invalidType: {
      id: 'kyc-legacy.upload.invalidType',
      defaultMessage: 'Jenis berkas tidak didukung',
    },
    tooMany: { id: 'kyc-legacy.upload.tooMany', defaultMessage: 'Hanya satu berkas' },
  }),
  remove: defineMessage<{ name: string }>({
    id: 'kyc-legacy.upload.remove',
    defaultMessage: 'Hapus {name}',
  }),
  tooLarge: defineMessage<{ size: string }>({
    id: 'kyc-legacy.upload.tooLarge',
    defaultMessage: 'Berkas lebih besar dari {size}',
  }),
  progress: defineMessage<{ percent: string }>({
    id: 'kyc-legacy.upload.progress',
    defaultMessage: 'Mengunggah {percent}%',
  }),
};

export const legacyPhoneMessages = {
  ...defineMessages({
    phoneIntro: {
      id: 'kyc-legacy.phone.phoneIntro',
      defaultMessage: 'Masukkan nomor HP Anda. Kami mengirim kode OTP lewat SMS.',
    },
    phoneInvalid: {
      id: 'kyc-legacy.phone.phoneInvalid',
      defaultMessage: 'Nomor HP tidak valid (contoh 081234567890)',
    },
    changePhone: { id: 'kyc-legacy.phone.changePhone', defaultMessage: 'Ganti nomor' },
    successTitle: { id: 'kyc-legacy.phone.successTitle', defaultMessage: 'Data terkirim' },
    successBody: {
      id: 'kyc-legacy.phone.successBody',
      defaultMessage: 'Data Anda lengkap dan sedang kami periksa.',
    },
    toDashboard: { id: 'kyc-legacy.phone.toDashboard', defaultMessage: 'Ke beranda' },
  }),
  otpSentTo: defineMessage<{ phone: string }>({
    id: 'kyc-legacy.phone.otpSentTo',
    defaultMessage: 'Kode dikirim ke +62 {phone}.',
  }),
};
