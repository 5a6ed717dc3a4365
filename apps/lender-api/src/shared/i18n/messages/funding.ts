/** Texts of funding: agreements, certificates, tax documents, holds, payments and the simulation. */
export const FUNDING_MESSAGES = {
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
    id: 'Tidak ada PPh yang dipotong dari imbal hasil pada masa {period}, jadi tidak ada bukti potong.',
    en: 'No tax was withheld from yield in {period}, so there is no withholding slip.',
  },
  'tax.treatyRate': {
    id: 'Tarif perjanjian pajak (P3B) harus lebih dari 0 dan paling tinggi 2000 basis poin (20%).',
    en: 'The treaty rate must be above 0 and at most 2000 basis points (20 %).',
  },
  'tax.treatyCountry': {
    id: 'Negara pada Surat Keterangan Domisili harus kode negara ISO dua huruf selain ID.',
    en: 'The country of the certificate of domicile must be a two-letter ISO code other than ID.',
  },
  'tax.slipKindNeeded': {
    id: 'Masa ini memiliki bukti potong PPh 23 dan PPh 26: pilih salah satu (tax_kind).',
    en: 'This month has a PPh 23 and a PPh 26 slip: choose one (tax_kind).',
  },
  'tax.badPeriod': {
    id: 'Periode tidak valid: YYYY-MM untuk bukti potong, YYYY untuk ringkasan tahunan, tidak di masa depan.',
    en: 'Invalid period: YYYY-MM for a slip, YYYY for the annual summary, not in the future.',
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
  'sandbox.lifeStage': {
    id: 'Proyek ini berstatus {stage}: tindakan ini tidak tersedia.',
    en: 'This project is {stage}: this action is not available.',
  },
  'sandbox.lifeNotNextDue': {
    id: 'Jatuh tempo {date} bukan jatuh tempo berikutnya dari proyek ini.',
    en: '{date} is not the next due of this project.',
  },
  'sandbox.lifeRefused': {
    id: 'Ditolak: {reason}',
    en: 'Refused: {reason}',
  },
} as const satisfies Record<string, { id: string; en: string }>;
