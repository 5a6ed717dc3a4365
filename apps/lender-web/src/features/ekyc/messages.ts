import { defineMessage, defineMessages } from 'react-intl';

// The spec's Indonesian texts are used verbatim (spec §5, §8); English translations in en.json.
export const ekycCheckMessages = defineMessages({
  imageNotBase64: {
    id: 'ekyc.submitCheck.imageNotBase64',
    defaultMessage: 'Gambar gagal diproses!',
  },
});

export const ekycOcrMessages = {
  ...defineMessages({
    processingFailed: {
      id: 'ekyc.ocr.processingFailed',
      defaultMessage: 'Gagal mengolah gambar KTP',
    },
    success: { id: 'ekyc.ocr.success', defaultMessage: 'OCR Berhasil' },
    notFound: { id: 'ekyc.ocr.notFound', defaultMessage: 'OCR Gagal KTP Tidak Ditemukan' },
  }),
  failed: defineMessage<{ reason: string }>({
    id: 'ekyc.ocr.failed',
    defaultMessage: 'OCR Gagal, {reason}',
  }),
};

export const ekycFlowMessages = defineMessages({
  finaliseFailed: {
    id: 'ekyc.phoneFlow.finaliseFailed',
    defaultMessage: 'Telah terjadi kesalahan!',
  },
  idImageConversionFailed: {
    id: 'ekyc.identityVerification.idImageConversionFailed',
    defaultMessage: 'Terdapat kesalahan, coba lagi!',
  },
  verificationFailedTitle: { id: 'ekyc.identityVerification.failedTitle', defaultMessage: 'Gagal' },
});

export const wizardMessages = {
  ...defineMessages({
    title: { id: 'ekyc.wizard.title', defaultMessage: 'Verifikasi data diri' },
    stepsLabel: { id: 'ekyc.wizard.stepsLabel', defaultMessage: 'Langkah verifikasi' },
    stepPersonal: { id: 'ekyc.wizard.stepPersonal', defaultMessage: 'Identitas dan data diri' },
    stepEducation: {
      id: 'ekyc.wizard.stepEducation',
      defaultMessage: 'Pendidikan, pekerjaan dan bank',
    },
    stepHeir: { id: 'ekyc.wizard.stepHeir', defaultMessage: 'Ahli waris' },
    completed: { id: 'ekyc.wizard.completed', defaultMessage: 'selesai' },
    loadFailed: {
      id: 'ekyc.wizard.loadFailed',
      defaultMessage: 'Data verifikasi tidak dapat dimuat',
    },
    saveFailedTitle: { id: 'ekyc.wizard.saveFailedTitle', defaultMessage: 'Data belum tersimpan' },
    next: { id: 'ekyc.wizard.next', defaultMessage: 'Simpan dan lanjut' },
    saving: { id: 'ekyc.wizard.saving', defaultMessage: 'Menyimpan…' },
    back: { id: 'ekyc.wizard.back', defaultMessage: 'Kembali' },
    choose: { id: 'ekyc.wizard.choose', defaultMessage: 'Pilih' },
    draftRestored: {
      id: 'ekyc.wizard.draftRestored',
      defaultMessage: 'Isian Anda sebelumnya dipulihkan dari perangkat ini.',
    },
    checkTitle: { id: 'ekyc.wizard.checkTitle', defaultMessage: 'Lengkapi data berikut' },
    verifyPhone: { id: 'ekyc.wizard.verifyPhone', defaultMessage: 'Verifikasi nomor HP' },
  }),
  stepSummary: defineMessage<{ current: string; total: string; label: string }>({
    id: 'ekyc.wizard.stepSummary',
    defaultMessage: 'Langkah {current} dari {total}: {label}',
  }),
};

export const personalFieldMessages = defineMessages({
  isPassport: { id: 'ekyc.personalStep.isPassport', defaultMessage: 'Identitas yang digunakan' },
  ktp: { id: 'ekyc.personalStep.ktp', defaultMessage: 'KTP (warga negara Indonesia)' },
  passport: { id: 'ekyc.personalStep.passport', defaultMessage: 'Paspor (warga negara asing)' },
  nik: { id: 'ekyc.personalStep.nik', defaultMessage: 'NIK' },
  nikHint: { id: 'ekyc.personalStep.nikHint', defaultMessage: '16 digit sesuai KTP' },
  noPaspor: { id: 'ekyc.personalStep.noPaspor', defaultMessage: 'Nomor paspor' },
  noPasporRequired: {
    id: 'ekyc.personalStep.noPasporRequired',
    defaultMessage: 'Nomor paspor harap diisi',
  },
  nama: { id: 'ekyc.personalStep.nama', defaultMessage: 'Nama lengkap sesuai identitas' },
  namaRequired: { id: 'ekyc.personalStep.namaRequired', defaultMessage: 'Nama harap diisi' },
  tempatLahir: { id: 'ekyc.personalStep.tempatLahir', defaultMessage: 'Tempat lahir' },
  tanggalLahir: {
    id: 'ekyc.personalStep.tanggalLahir',
    defaultMessage: 'Tanggal lahir (DD-MM-YYYY)',
  },
  datePlaceholder: { id: 'ekyc.personalStep.datePlaceholder', defaultMessage: 'DD-MM-YYYY' },
  jenisKelamin: { id: 'ekyc.personalStep.jenisKelamin', defaultMessage: 'Jenis kelamin' },
  agama: { id: 'ekyc.personalStep.agama', defaultMessage: 'Agama' },
  ibuKandung: { id: 'ekyc.personalStep.ibuKandung', defaultMessage: 'Nama ibu kandung' },
  statusPernikahan: {
    id: 'ekyc.personalStep.statusPernikahan',
    defaultMessage: 'Status pernikahan',
  },
  wargaNegara: { id: 'ekyc.personalStep.wargaNegara', defaultMessage: 'Negara asal' },
  alamat: { id: 'ekyc.personalStep.alamat', defaultMessage: 'Alamat' },
  provinsi: { id: 'ekyc.personalStep.provinsi', defaultMessage: 'Provinsi' },
  kabupaten: { id: 'ekyc.personalStep.kabupaten', defaultMessage: 'Kabupaten/kota' },
  kecamatan: { id: 'ekyc.personalStep.kecamatan', defaultMessage: 'Kecamatan' },
  kelurahan: { id: 'ekyc.personalStep.kelurahan', defaultMessage: 'Kelurahan/desa' },
  kodePos: { id: 'ekyc.personalStep.kodePos', defaultMessage: 'Kode pos' },
  rt: { id: 'ekyc.personalStep.rt', defaultMessage: 'RT' },
  rw: { id: 'ekyc.personalStep.rw', defaultMessage: 'RW' },
});

export const educationFieldMessages = defineMessages({
  pendidikan: { id: 'ekyc.educationStep.pendidikan', defaultMessage: 'Pendidikan terakhir' },
  pekerjaan: { id: 'ekyc.educationStep.pekerjaan', defaultMessage: 'Pekerjaan' },
  bidangPekerjaan: { id: 'ekyc.educationStep.bidangPekerjaan', defaultMessage: 'Bidang pekerjaan' },
  bidangOnline: { id: 'ekyc.educationStep.bidangOnline', defaultMessage: 'Bidang usaha online' },
  lamaKerja: { id: 'ekyc.educationStep.lamaKerja', defaultMessage: 'Lama bekerja' },
  estimasiPenghasilan: {
    id: 'ekyc.educationStep.estimasiPenghasilan',
    defaultMessage: 'Penghasilan per bulan',
  },
  sumberPenghasilan: {
    id: 'ekyc.educationStep.sumberPenghasilan',
    defaultMessage: 'Sumber penghasilan',
  },
  npwp: { id: 'ekyc.educationStep.npwp', defaultMessage: 'NPWP (opsional)' },
  bank: { id: 'ekyc.educationStep.bank', defaultMessage: 'Bank' },
  rekening: { id: 'ekyc.educationStep.rekening', defaultMessage: 'Nomor rekening' },
  namaPemilik: { id: 'ekyc.educationStep.namaPemilik', defaultMessage: 'Nama pemilik rekening' },
});

export const heirFieldMessages = defineMessages({
  ahliWaris: { id: 'ekyc.heirStep.ahliWaris', defaultMessage: 'Nama ahli waris' },
  ahliWarisRequired: {
    id: 'ekyc.heirStep.ahliWarisRequired',
    defaultMessage: 'Nama ahli waris harap diisi',
  },
  nik: { id: 'ekyc.heirStep.nik', defaultMessage: 'NIK ahli waris' },
  hubungan: { id: 'ekyc.heirStep.hubungan', defaultMessage: 'Hubungan keluarga' },
  hubunganRequired: {
    id: 'ekyc.heirStep.hubunganRequired',
    defaultMessage: 'Hubungan keluarga harap diisi',
  },
  telp: { id: 'ekyc.heirStep.telp', defaultMessage: 'Nomor HP ahli waris' },
  alamat: { id: 'ekyc.heirStep.alamat', defaultMessage: 'Alamat ahli waris' },
  alamatRequired: {
    id: 'ekyc.heirStep.alamatRequired',
    defaultMessage: 'Alamat ahli waris harap diisi',
  },
});

export const phoneModalMessages = {
  ...defineMessages({
    phoneIntro: {
      id: 'ekyc.phoneModal.phoneIntro',
      defaultMessage: 'Kami akan mengirim kode OTP lewat SMS ke nomor HP Anda.',
    },
    phoneInvalid: {
      id: 'ekyc.phoneModal.phoneInvalid',
      defaultMessage: 'Nomor HP tidak valid (contoh 081234567890)',
    },
    changePhone: { id: 'ekyc.phoneModal.changePhone', defaultMessage: 'Ganti nomor HP' },
    successTitle: { id: 'ekyc.phoneModal.successTitle', defaultMessage: 'Data berhasil dikirim' },
    successBody: {
      id: 'ekyc.phoneModal.successBody',
      defaultMessage: 'Nomor HP Anda terverifikasi. Data Anda akan kami periksa.',
    },
    toDashboard: { id: 'ekyc.phoneModal.toDashboard', defaultMessage: 'Ke Beranda' },
  }),
  otpSentTo: defineMessage<{ phone: string }>({
    id: 'ekyc.phoneModal.otpSentTo',
    defaultMessage: 'Kode OTP telah dikirim ke {phone}.',
  }),
};

export const photoMessages = {
  ...defineMessages({
    heading: { id: 'ekyc.photos.heading', defaultMessage: 'Foto identitas' },
    ktp: { id: 'ekyc.photos.ktp', defaultMessage: 'Foto KTP' },
    ktpHint: {
      id: 'ekyc.photos.ktpHint',
      defaultMessage: 'Ambil foto KTP dengan kamera belakang atau unggah gambar.',
    },
    profileKtp: { id: 'ekyc.photos.profileKtp', defaultMessage: 'Swafoto dengan KTP' },
    profileKtpHint: {
      id: 'ekyc.photos.profileKtpHint',
      defaultMessage: 'Pegang KTP di samping wajah Anda.',
    },
    profile: { id: 'ekyc.photos.profile', defaultMessage: 'Swafoto' },
    profileHint: {
      id: 'ekyc.photos.profileHint',
      defaultMessage: 'Wajah terlihat jelas, tanpa kacamata gelap.',
    },
    passportPlaceholder: {
      id: 'ekyc.photos.passportPlaceholder',
      defaultMessage: 'Pemegang paspor tidak perlu foto KTP.',
    },
    required: { id: 'ekyc.photos.required', defaultMessage: 'Foto harap diunggah' },
  }),
  preview: defineMessage<{ label: string }>({
    id: 'ekyc.photos.preview',
    defaultMessage: 'Pratinjau {label}',
  }),
};

/** Texts naming the photo they are about: whole sentences with `{label}`. */
export const cameraLabelMessages = {
  chooseFile: defineMessage<{ label: string }>({
    id: 'ekyc.camera.chooseFile',
    defaultMessage: 'Unggah {label} dari galeri',
  }),
  videoLabel: defineMessage<{ label: string }>({
    id: 'ekyc.camera.videoLabel',
    defaultMessage: 'Pratinjau kamera untuk {label}',
  }),
};

export const cameraMessages = defineMessages({
  start: { id: 'ekyc.camera.start', defaultMessage: 'Buka kamera' },
  capture: { id: 'ekyc.camera.capture', defaultMessage: 'Ambil foto' },
  retake: { id: 'ekyc.camera.retake', defaultMessage: 'Foto ulang' },
  notAllowed: {
    id: 'ekyc.camera.notAllowed',
    defaultMessage: 'Izin kamera ditolak. Izinkan kamera di pengaturan peramban, atau unggah foto.',
  },
  notFound: {
    id: 'ekyc.camera.notFound',
    defaultMessage: 'Kamera tidak ditemukan. Unggah foto dari galeri.',
  },
  notSupported: {
    id: 'ekyc.camera.notSupported',
    defaultMessage: 'Peramban ini tidak mendukung kamera. Unggah foto dari galeri.',
  },
  inUse: {
    id: 'ekyc.camera.inUse',
    defaultMessage: 'Kamera sedang dipakai aplikasi lain. Tutup aplikasi itu lalu coba lagi.',
  },
  failed: { id: 'ekyc.camera.failed', defaultMessage: 'Kamera gagal dibuka. Coba lagi.' },
  ocrReading: { id: 'ekyc.camera.ocrReading', defaultMessage: 'Membaca data KTP…' },
});

export const identityMessages = {
  ...defineMessages({
    heading: { id: 'ekyc.identity.heading', defaultMessage: 'Verifikasi identitas' },
    intro: {
      id: 'ekyc.identity.intro',
      defaultMessage: 'Data diri, swafoto dan foto KTP Anda dicocokkan dengan data kependudukan.',
    },
    phoneLabel: { id: 'ekyc.identity.phoneLabel', defaultMessage: 'Nomor HP yang terverifikasi' },
    verify: { id: 'ekyc.identity.verify', defaultMessage: 'Verifikasi identitas' },
    verifying: { id: 'ekyc.identity.verifying', defaultMessage: 'Memeriksa identitas…' },
    failedIntro: {
      id: 'ekyc.identity.failedIntro',
      defaultMessage: 'Verifikasi identitas sebelumnya tidak berhasil.',
    },
    reverify: { id: 'ekyc.identity.reverify', defaultMessage: 'Ulangi verifikasi' },
    close: { id: 'ekyc.identity.close', defaultMessage: 'Tutup' },
    passportPending: {
      id: 'ekyc.identity.passportPending',
      defaultMessage:
        'Data paspor Anda sedang diperiksa oleh tim kami. Kami akan mengabari Anda setelah selesai.',
    },
    toDashboard: { id: 'ekyc.identity.toDashboard', defaultMessage: 'Ke Beranda' },
  }),
  failedReverifyError: defineMessage<{ error: string }>({
    id: 'ekyc.identity.failedReverifyError',
    defaultMessage:
      'Verifikasi identitas sebelumnya tidak berhasil. Verifikasi ulang belum dapat dimulai: {error}',
  }),
};
