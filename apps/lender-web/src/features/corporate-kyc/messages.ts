import { defineMessage, defineMessages } from 'react-intl';

// The corporate KYC wizard (spec §2, §4). The spec's Indonesian texts are used verbatim where it
// gives them (§8); English translations in en.json.
export const corporateWizardMessages = {
  ...defineMessages({
    title: { id: 'corporate-kyc.wizard.title', defaultMessage: 'Verifikasi data badan hukum' },
    editTitle: { id: 'corporate-kyc.wizard.editTitle', defaultMessage: 'Ubah data badan hukum' },
    stepsLabel: { id: 'corporate-kyc.wizard.stepsLabel', defaultMessage: 'Langkah verifikasi' },
    stepCompany: { id: 'corporate-kyc.wizard.stepCompany', defaultMessage: 'Data perusahaan' },
    stepAdministrators: {
      id: 'corporate-kyc.wizard.stepAdministrators',
      defaultMessage: 'Pengurus',
    },
    stepShareholders: {
      id: 'corporate-kyc.wizard.stepShareholders',
      defaultMessage: 'Pemegang saham',
    },
    stepContacts: { id: 'corporate-kyc.wizard.stepContacts', defaultMessage: 'Kontak' },
    completed: { id: 'corporate-kyc.wizard.completed', defaultMessage: 'selesai' },
    loadFailed: {
      id: 'corporate-kyc.wizard.loadFailed',
      defaultMessage: 'Data verifikasi tidak dapat dimuat',
    },
    saveFailedTitle: {
      id: 'corporate-kyc.wizard.saveFailedTitle',
      defaultMessage: 'Data belum tersimpan',
    },
    next: { id: 'corporate-kyc.wizard.next', defaultMessage: 'Simpan dan lanjut' },
    save: { id: 'corporate-kyc.wizard.save', defaultMessage: 'Simpan' },
    saving: { id: 'corporate-kyc.wizard.saving', defaultMessage: 'Menyimpan…' },
    back: { id: 'corporate-kyc.wizard.back', defaultMessage: 'Kembali' },
    choose: { id: 'corporate-kyc.wizard.choose', defaultMessage: 'Pilih' },
    draftRestored: {
      id: 'corporate-kyc.wizard.draftRestored',
      defaultMessage: 'Isian Anda sebelumnya dipulihkan dari perangkat ini.',
    },
    draftFilesNote: {
      id: 'corporate-kyc.wizard.draftFilesNote',
      defaultMessage: 'Berkas dan foto tidak disimpan di perangkat: pilih kembali bila diperlukan.',
    },
    verifyPhone: { id: 'corporate-kyc.wizard.verifyPhone', defaultMessage: 'Verifikasi nomor HP' },
    serverError: { id: 'corporate-kyc.wizard.serverError', defaultMessage: 'Terjadi Kesalahan' },
    finaliseFailed: {
      id: 'corporate-kyc.wizard.finaliseFailed',
      defaultMessage: 'Telah terjadi kesalahan!',
    },
  }),
  stepSummary: defineMessage<{ current: string; total: string; label: string }>({
    id: 'corporate-kyc.wizard.stepSummary',
    defaultMessage: 'Langkah {current} dari {total}: {label}',
  }),
};

export const companyFieldMessages = defineMessages({
  nama: { id: 'corporate-kyc.company.nama', defaultMessage: 'Nama perusahaan' },
  namaRequired: {
    id: 'corporate-kyc.company.namaRequired',
    defaultMessage: 'Nama perusahaan harap diisi',
  },
  noSuratIzin: {
    id: 'corporate-kyc.company.noSuratIzin',
    defaultMessage: 'Nomor surat izin usaha',
  },
  npwp: { id: 'corporate-kyc.company.npwp', defaultMessage: 'NPWP perusahaan' },
  deedSection: { id: 'corporate-kyc.company.deedSection', defaultMessage: 'Akta pendirian' },
  amendmentSection: {
    id: 'corporate-kyc.company.amendmentSection',
    defaultMessage: 'Akta perubahan terakhir',
  },
  addressSection: { id: 'corporate-kyc.company.addressSection', defaultMessage: 'Alamat kantor' },
  bankSection: { id: 'corporate-kyc.company.bankSection', defaultMessage: 'Rekening dan keuangan' },
  noAkta: { id: 'corporate-kyc.company.noAkta', defaultMessage: 'Nomor akta' },
  tanggalAkta: { id: 'corporate-kyc.company.tanggalAkta', defaultMessage: 'Tanggal akta' },
  namaNotaris: { id: 'corporate-kyc.company.namaNotaris', defaultMessage: 'Nama notaris' },
  kedudukanNotaris: {
    id: 'corporate-kyc.company.kedudukanNotaris',
    defaultMessage: 'Kedudukan notaris',
  },
  noSk: { id: 'corporate-kyc.company.noSk', defaultMessage: 'Nomor SK Kemenkumham' },
  tanggalSk: { id: 'corporate-kyc.company.tanggalSk', defaultMessage: 'Tanggal SK Kemenkumham' },
  telepon: { id: 'corporate-kyc.company.telepon', defaultMessage: 'Telepon kantor' },
  berkedudukan: { id: 'corporate-kyc.company.berkedudukan', defaultMessage: 'Berkedudukan di' },
  bidangPekerjaan: { id: 'corporate-kyc.company.bidangPekerjaan', defaultMessage: 'Bidang usaha' },
  bank: { id: 'corporate-kyc.company.bank', defaultMessage: 'Bank' },
  rekening: { id: 'corporate-kyc.company.rekening', defaultMessage: 'Nomor rekening perusahaan' },
  namaPemilik: { id: 'corporate-kyc.company.namaPemilik', defaultMessage: 'Nama pemilik rekening' },
  omset: { id: 'corporate-kyc.company.omset', defaultMessage: 'Omset tahun terakhir' },
  totalAset: { id: 'corporate-kyc.company.totalAset', defaultMessage: 'Total aset tahun terakhir' },
  fotoNpwp: { id: 'corporate-kyc.company.fotoNpwp', defaultMessage: 'Foto NPWP perusahaan' },
  laporanKeuangan: {
    id: 'corporate-kyc.company.laporanKeuangan',
    defaultMessage: 'Laporan keuangan terakhir',
  },
  laporanHint: {
    id: 'corporate-kyc.company.laporanHint',
    defaultMessage: 'PDF atau gambar, paling besar 5 MB',
  },
  fotoHint: {
    id: 'corporate-kyc.company.fotoHint',
    defaultMessage: 'JPEG atau PNG, paling besar 5 MB',
  },
  npwpPhotoNotImage: {
    id: 'corporate-kyc.company.npwpPhotoNotImage',
    defaultMessage: 'Foto NPWP harus berupa gambar',
  },
  savedFile: {
    id: 'corporate-kyc.company.savedFile',
    defaultMessage: 'Sudah diunggah sebelumnya',
  },
});

export const regionFieldMessages = defineMessages({
  alamat: { id: 'corporate-kyc.region.alamat', defaultMessage: 'Alamat' },
  provinsi: { id: 'corporate-kyc.region.provinsi', defaultMessage: 'Provinsi' },
  kabupaten: { id: 'corporate-kyc.region.kabupaten', defaultMessage: 'Kabupaten/kota' },
  kecamatan: { id: 'corporate-kyc.region.kecamatan', defaultMessage: 'Kecamatan' },
  kelurahan: { id: 'corporate-kyc.region.kelurahan', defaultMessage: 'Kelurahan/desa' },
  kodePos: { id: 'corporate-kyc.region.kodePos', defaultMessage: 'Kode pos' },
});

export const personFieldMessages = {
  ...defineMessages({
    nama: { id: 'corporate-kyc.person.nama', defaultMessage: 'Nama lengkap' },
    namaRequired: { id: 'corporate-kyc.person.namaRequired', defaultMessage: 'Nama harap diisi' },
    jenisKelamin: { id: 'corporate-kyc.person.jenisKelamin', defaultMessage: 'Jenis kelamin' },
    identitas: { id: 'corporate-kyc.person.identitas', defaultMessage: 'Nomor KTP (NIK)' },
    tempatLahir: { id: 'corporate-kyc.person.tempatLahir', defaultMessage: 'Tempat lahir' },
    tanggalLahir: {
      id: 'corporate-kyc.person.tanggalLahir',
      defaultMessage: 'Tanggal lahir (DD-MM-YYYY)',
    },
    telepon: { id: 'corporate-kyc.person.telepon', defaultMessage: 'Nomor HP' },
    agama: { id: 'corporate-kyc.person.agama', defaultMessage: 'Agama' },
    pendidikan: { id: 'corporate-kyc.person.pendidikan', defaultMessage: 'Pendidikan terakhir' },
    npwp: { id: 'corporate-kyc.person.npwp', defaultMessage: 'NPWP (opsional)' },
    jabatan: { id: 'corporate-kyc.person.jabatan', defaultMessage: 'Jabatan' },
    jabatanRequired: {
      id: 'corporate-kyc.person.jabatanRequired',
      defaultMessage: 'Jabatan harap diisi',
    },
    fotoKtp: { id: 'corporate-kyc.person.fotoKtp', defaultMessage: 'Foto KTP' },
    fotoNpwp: { id: 'corporate-kyc.person.fotoNpwp', defaultMessage: 'Foto NPWP' },
    fotoProfile: { id: 'corporate-kyc.person.fotoProfile', defaultMessage: 'Foto diri' },
    fotoProfileKtp: {
      id: 'corporate-kyc.person.fotoProfileKtp',
      defaultMessage: 'Foto diri dengan KTP',
    },
    savedPhoto: {
      id: 'corporate-kyc.person.savedPhoto',
      defaultMessage: 'Sudah diunggah sebelumnya',
    },
    jabatanFixed: {
      id: 'corporate-kyc.person.jabatanFixed',
      defaultMessage: 'Pengurus pertama selalu memegang jabatan ini.',
    },
    jenisPemegangSaham: {
      id: 'corporate-kyc.person.jenisPemegangSaham',
      defaultMessage: 'Jenis pemegang saham',
    },
    nilaiSaham: { id: 'corporate-kyc.person.nilaiSaham', defaultMessage: 'Nilai saham' },
    lembarSaham: { id: 'corporate-kyc.person.lembarSaham', defaultMessage: 'Jumlah lembar saham' },
    required: { id: 'corporate-kyc.person.required', defaultMessage: 'Harap diisi' },
    addAdministrator: {
      id: 'corporate-kyc.person.addAdministrator',
      defaultMessage: 'Tambah pengurus',
    },
    addShareholder: {
      id: 'corporate-kyc.person.addShareholder',
      defaultMessage: 'Tambah pemegang saham',
    },
    addContact: { id: 'corporate-kyc.person.addContact', defaultMessage: 'Tambah kontak' },
    atLeastOne: {
      id: 'corporate-kyc.person.atLeastOne',
      defaultMessage: 'Minimal satu orang harus diisi.',
    },
  }),
  administrator: defineMessage<{ number: string }>({
    id: 'corporate-kyc.person.administrator',
    defaultMessage: 'Pengurus {number}',
  }),
  shareholder: defineMessage<{ number: string }>({
    id: 'corporate-kyc.person.shareholder',
    defaultMessage: 'Pemegang saham {number}',
  }),
  contact: defineMessage<{ number: string }>({
    id: 'corporate-kyc.person.contact',
    defaultMessage: 'Kontak {number}',
  }),
  remove: defineMessage<{ name: string }>({
    id: 'corporate-kyc.person.remove',
    defaultMessage: 'Hapus {name}',
  }),
};

export const fileUploadMessages = {
  ...defineMessages({
    drop: { id: 'corporate-kyc.upload.drop', defaultMessage: 'Seret berkas ke sini' },
    choose: { id: 'corporate-kyc.upload.choose', defaultMessage: 'Pilih berkas' },
    invalidType: {
      id: 'corporate-kyc.upload.invalidType',
      defaultMessage: 'Jenis berkas tidak didukung',
    },
    tooMany: { id: 'corporate-kyc.upload.tooMany', defaultMessage: 'Hanya satu berkas' },
  }),
  remove: defineMessage<{ name: string }>({
    id: 'corporate-kyc.upload.remove',
    defaultMessage: 'Hapus {name}',
  }),
  tooLarge: defineMessage<{ size: string }>({
    id: 'corporate-kyc.upload.tooLarge',
    defaultMessage: 'Berkas lebih besar dari {size}',
  }),
  progress: defineMessage<{ percent: string }>({
    id: 'corporate-kyc.upload.progress',
    defaultMessage: 'Mengunggah {percent}%',
  }),
};

export const corporatePhoneMessages = {
  ...defineMessages({
    phoneIntro: {
      id: 'corporate-kyc.phone.phoneIntro',
      defaultMessage: 'Masukkan nomor HP perusahaan. Kami mengirim kode OTP lewat SMS.',
    },
    phoneInvalid: {
      id: 'corporate-kyc.phone.phoneInvalid',
      defaultMessage: 'Nomor HP tidak valid (contoh 81234567890)',
    },
    changePhone: { id: 'corporate-kyc.phone.changePhone', defaultMessage: 'Ganti nomor' },
    successTitle: {
      id: 'corporate-kyc.phone.successTitle',
      defaultMessage: 'Verifikasi berhasil',
    },
    successBody: {
      id: 'corporate-kyc.phone.successBody',
      defaultMessage: 'Data badan hukum Anda lengkap dan sedang kami periksa.',
    },
    toDashboard: { id: 'corporate-kyc.phone.toDashboard', defaultMessage: 'Ke beranda' },
  }),
  otpSentTo: defineMessage<{ phone: string }>({
    id: 'corporate-kyc.phone.otpSentTo',
    defaultMessage: 'Kode dikirim ke +62 {phone}.',
  }),
};
