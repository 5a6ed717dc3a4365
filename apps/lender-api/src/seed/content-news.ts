import type { NewsInput } from '../modules/content/index.ts';

/** Platform news (written for Pendana; the figures are the platform's own rules, docs/lender-api.md "Server"). */
export const NEWS_SEED: ReadonlyArray<Omit<NewsInput, 'image'> & { image: boolean }> = [
  {
    slug: 'fitur-pemesanan-paket-24-jam',
    published_on: '2026-11-02',
    writer: 'Redaksi Pendana',
    image: true,
    title: {
      id: 'Pesan Paket Pendanaan Selama 24 Jam Sambil Menandatangani Akad',
      en: 'Hold Funding Packages for 24 Hours While You Sign the Agreement',
    },
    deskripsi: {
      id: '<p>Pemberi Dana kini dapat <strong>memesan paket</strong> sebuah proyek sebelum membayarnya. Paket yang dipesan ditahan untuk Anda selama 24 jam, sehingga tidak diambil Pemberi Dana lain selama Anda membaca dan menandatangani perjanjian pendanaan secara elektronik.</p><p>Pemesanan tidak memotong saldo. Dana Tersedia Anda tetap harus mencukupi harga paket yang dipesan, ditambah pesanan lain yang masih aktif, dan dana baru berpindah ke proyek ketika Anda menyelesaikan checkout. Jika Anda berubah pikiran, batalkan pesanan dan paket kembali tersedia bagi Pemberi Dana lain.</p><p>Pesanan yang tidak diselesaikan dalam 24 jam berakhir dengan sendirinya.</p>',
      en: '<p>Lenders can now <strong>hold packages</strong> of a project before paying for them. Held packages are kept for you for 24 hours, so other lenders cannot take them while you read and electronically sign the funding agreement.</p><p>A hold does not take money from your balance. Your Available Funds must still cover the held packages, together with your other active holds, and the money only moves into the project when you complete the checkout. If you change your mind, release the hold and the packages become available to other lenders again.</p><p>A hold that is not completed within 24 hours lapses on its own.</p>',
    },
  },
  {
    slug: 'top-up-qris-ovo-kartu',
    published_on: '2026-10-20',
    writer: 'Tim Produk',
    image: true,
    title: {
      id: 'Top Up Kini Bisa Lewat Dompet Digital, QRIS, dan Kartu Debit/Kredit',
      en: 'Top Up Now Works with E-Wallets, QRIS and Debit/Credit Cards',
    },
    deskripsi: {
      id: '<p>Selain transfer ke <strong>Virtual Account</strong> BNI, BSI, Mandiri, BRI, dan Permata, saldo Pendana kini dapat diisi melalui:</p><ul><li><strong>QRIS</strong> — pindai kode QR dari aplikasi bank atau dompet digital mana pun;</li><li>dompet digital <strong>OVO, DANA, dan ShopeePay</strong> — untuk OVO, masukkan nomor ponsel OVO Anda lalu setujui pembayaran di aplikasi OVO; untuk DANA dan ShopeePay, selesaikan pembayaran di halaman penyedianya;</li><li><strong>kartu debit/kredit</strong>, dengan verifikasi 3-D Secure dari bank penerbit kartu.</li></ul><p>Saldo bertambah satu kali, tepat saat penyedia pembayaran mengonfirmasi bahwa pembayaran berhasil. Batas minimum dan maksimum per transaksi berbeda untuk setiap metode dan ditampilkan di halaman top up. Total top up melalui dompet digital, QRIS, dan kartu paling banyak Rp 20.000.000 per hari dan Rp 100.000.000 per bulan. Top up dengan kartu dikenai biaya Rp 2.500 per transaksi. Metode ini dapat dipakai setelah verifikasi data Anda disetujui.</p>',
      en: "<p>Besides transfers to a <strong>virtual account</strong> at BNI, BSI, Mandiri, BRI and Permata, your Pendana balance can now be topped up with:</p><ul><li><strong>QRIS</strong> — scan the QR code from any bank or e-wallet app;</li><li>the <strong>OVO, DANA and ShopeePay</strong> e-wallets — for OVO, enter your OVO phone number and approve the payment in the OVO app; for DANA and ShopeePay, complete the payment on the provider's page;</li><li><strong>debit/credit cards</strong>, with 3-D Secure verification by the card issuer.</li></ul><p>Your balance is credited once, exactly when the payment provider confirms the payment. The minimum and maximum per transaction differ by method and are shown on the top-up page. Top-ups by e-wallet, QRIS and card are limited to Rp 20,000,000 a day and Rp 100,000,000 a month in total. Card top-ups carry a fee of Rp 2,500 per transaction. These methods are available once your data verification is approved.</p>",
    },
  },
  {
    slug: 'jadwal-imbal-hasil-per-pendanaan',
    published_on: '2026-10-06',
    writer: 'Tim Produk',
    image: false,
    title: {
      id: 'Jadwal Imbal Hasil Kini Tampil untuk Setiap Pendanaan',
      en: 'A Yield Schedule for Every Funding',
    },
    deskripsi: {
      id: '<p>Di menu Kelola Pendanaan, setiap pendanaan kini memiliki <strong>jadwal imbal hasil</strong> lengkap: tanggal pembayaran, nominal, dan statusnya (terjadwal, diproses, atau sudah masuk ke Dana Tersedia).</p><p>Jadwal dihitung ketika proyek mulai berjalan. Imbal hasil setiap periode = pokok pendanaan × tingkat imbal hasil per tahun × jumlah bulan periode ÷ 12, dibulatkan ke bawah ke kelipatan Rp 100. Sebelum proyek dimulai jadwal masih kosong, dan aplikasi menampilkan pesan bahwa proyek belum dimulai.</p>',
      en: '<p>In Manage Funding, every funding now has a complete <strong>yield schedule</strong>: the payout date, the amount and its status (scheduled, in process, or paid into Available Funds).</p><p>The schedule is computed when the project starts. The yield of each period = funding principal × yearly yield rate × months in the period ÷ 12, rounded down to a multiple of Rp 100. Before the project starts the schedule is empty, and the app says that the project has not started yet.</p>',
    },
  },
  {
    slug: 'pajak-imbal-hasil-2026',
    published_on: '2026-09-22',
    writer: 'Tim Edukasi',
    image: true,
    title: {
      id: 'Pajak atas Imbal Hasil Pendanaan: Yang Perlu Anda Ketahui',
      en: 'Tax on Funding Yield: What You Need to Know',
    },
    deskripsi: {
      id: '<p>Imbal hasil yang diterima Pemberi Dana dari layanan pendanaan berbasis teknologi informasi dikenai pajak penghasilan yang dipotong oleh penyelenggara, sebagaimana diatur dalam PMK Nomor 69/PMK.03/2022:</p><ul><li>Pemberi Dana dalam negeri: <strong>PPh Pasal 23 sebesar 15%</strong> dari jumlah bruto imbal hasil;</li><li>Pemberi Dana luar negeri: <strong>PPh Pasal 26 sebesar 20%</strong>, atau tarif sesuai perjanjian penghindaran pajak berganda bila syaratnya dipenuhi.</li></ul><p>Ketentuan ini berlaku sejak 1 Mei 2022. Potongan tersebut <strong>bukan pajak final</strong>: imbal hasil tetap dilaporkan dalam SPT Tahunan, dan bagi Pemberi Dana dalam negeri, PPh Pasal 23 yang telah dipotong dapat dikreditkan dengan bukti potong yang Anda terima. Pastikan NPWP atau NIK Anda di profil sudah benar agar bukti potong diterbitkan atas nama Anda.</p>',
      en: '<p>Yield that lenders receive from information-technology-based funding services is subject to income tax withheld by the platform, as set out in Minister of Finance Regulation (PMK) 69/PMK.03/2022:</p><ul><li>domestic lenders: <strong>Article 23 income tax of 15%</strong> of the gross yield;</li><li>foreign lenders: <strong>Article 26 income tax of 20%</strong>, or the tax-treaty rate when its conditions are met.</li></ul><p>These rules apply since 1 May 2022. The withholding is <strong>not a final tax</strong>: the yield is still reported in your annual tax return, and for domestic lenders the Article 23 tax withheld can be credited with the withholding slip you receive. Make sure the NPWP or NIK in your profile is correct so the slip is issued in your name.</p>',
    },
  },
  {
    slug: 'proyek-griya-asri-cileungsi-tahap-2',
    published_on: '2026-09-08',
    writer: 'Redaksi Pendana',
    image: true,
    title: {
      id: 'Proyek Pembangunan Perumahan Griya Asri Cileungsi Tahap 2 Dibuka',
      en: 'Griya Asri Cileungsi Housing, Phase 2, Opens for Funding',
    },
    deskripsi: {
      id: '<p>Proyek <strong>Pembangunan Perumahan Griya Asri Cileungsi Tahap 2</strong> di Kabupaten Bogor kini terbuka untuk pendanaan. Proyek ini menggunakan akad murabahah: dana Pemberi Dana dipakai untuk membeli material bangunan yang dibutuhkan pengembang untuk menyelesaikan unit rumah tapak, lalu material itu dijual kepada pengembang dengan margin yang disepakati di awal.</p><p>Seperti semua proyek di Pendana, informasi akad, tenor, tingkat imbal hasil, dan sisa paket ditampilkan di halaman detail proyek. Bacalah dokumen legalitas dan profil pemilik proyek sebelum mendanai, dan sebarkan dana Anda ke beberapa proyek. Tingkat imbal hasil yang ditampilkan tidak dijamin, dan risiko gagal bayar ditanggung Pemberi Dana.</p>',
      en: "<p>The <strong>Griya Asri Cileungsi Housing, Phase 2</strong> project in Bogor Regency is now open for funding. The project uses a murabahah: the lenders' money buys the building materials the developer needs to finish landed houses, and the materials are then sold to the developer at a margin agreed at the start.</p><p>As for every project on Pendana, the akad, tenor, yield rate and packages left are shown on the project page. Read the legal documents and the owner profile before funding, and spread your money over several projects. The yield rate shown is not guaranteed, and lenders bear the risk of default.</p>",
    },
  },
  {
    slug: 'tanda-tangan-elektronik-dua-penyedia',
    published_on: '2026-08-25',
    writer: 'Tim Produk',
    image: false,
    title: {
      id: 'Perjanjian Pendanaan Ditandatangani Secara Elektronik',
      en: 'Funding Agreements Are Signed Electronically',
    },
    deskripsi: {
      id: '<p>Setiap pendanaan dilandasi perjanjian yang Anda tandatangani dengan <strong>tanda tangan elektronik tersertifikasi</strong> melalui penyedia yang terdaftar di Kementerian Komunikasi dan Digital. Pendana bekerja sama dengan dua penyedia; Anda cukup mengikuti tautan penandatanganan dari aplikasi.</p><p>Status dokumen dapat dilihat di profil. Selama status belum selesai, aplikasi menampilkan pesan bahwa persetujuan dokumen masih diproses. Dokumen yang tidak ditandatangani dalam 7 hari kedaluwarsa. Salinan dokumen yang sudah ditandatangani dapat diunduh dalam format PDF.</p>',
      en: '<p>Every funding rests on an agreement that you sign with a <strong>certified electronic signature</strong> through a provider registered with the Ministry of Communication and Digital Affairs. Pendana works with two providers; you simply follow the signing link in the app.</p><p>The document status is shown in your profile. Until it is completed, the app says that the document approval is still in progress. A document that is not signed within 7 days expires. A copy of the signed document can be downloaded as a PDF.</p>',
    },
  },
  {
    slug: 'penarikan-dana-minimum-dan-proses',
    published_on: '2026-08-11',
    writer: 'Tim Layanan Pendana',
    image: true,
    title: {
      id: 'Penarikan Dana: Batas Minimum dan Cara Kerjanya',
      en: 'Withdrawals: The Minimum and How They Work',
    },
    deskripsi: {
      id: '<p>Dana Tersedia dapat ditarik ke rekening bank yang terdaftar atas nama Anda. Beberapa hal yang perlu diketahui:</p><ul><li>penarikan minimum <strong>Rp 100.000</strong>;</li><li>penarikan hanya ke rekening yang tercatat di data profil Anda;</li><li>sebelum mengajukan, Anda diminta memasukkan kata sandi kembali;</li><li>nominal yang diajukan langsung <strong>dicadangkan</strong>, sehingga tidak dapat dipakai untuk pendanaan selama diproses;</li><li>jika penarikan gagal, nominalnya kembali ke Dana Tersedia.</li></ul><p>Dana yang masih berada di proyek harus diambil terlebih dahulu sebelum dapat ditarik. Pengambilan hanya dapat dilakukan selama proyek berstatus Aktif, yaitu penggalangan dana masih berlangsung dan paketnya belum habis.</p>',
      en: '<p>Available Funds can be withdrawn to the bank account registered in your name. Good to know:</p><ul><li>the minimum withdrawal is <strong>Rp 100,000</strong>;</li><li>withdrawals only go to the account recorded in your profile;</li><li>you confirm your password before the request;</li><li>the requested amount is <strong>reserved</strong> at once, so it cannot be used for funding while it is processed;</li><li>if a withdrawal fails, the amount returns to Available Funds.</li></ul><p>Money that is still in a project must first be taken out before it can be withdrawn. That is only possible while the project is Active: its fundraising is running and packages are left.</p>',
    },
  },
  {
    slug: 'waspada-penipuan',
    published_on: '2026-07-28',
    writer: 'Tim Keamanan',
    image: true,
    title: {
      id: 'Waspada Penipuan yang Mengatasnamakan Pendana',
      en: 'Beware of Scams Using the Pendana Name',
    },
    deskripsi: {
      id: '<p>Pendana <strong>tidak pernah</strong> meminta kata sandi, kode OTP, atau transfer ke rekening pribadi melalui telepon, SMS, maupun media sosial. Top up hanya dilakukan ke nomor Virtual Account atas nama Anda yang tampil di aplikasi, atau melalui metode pembayaran di halaman top up.</p><p>Jika menerima pesan mencurigakan, jangan klik tautannya. Laporkan kepada layanan pelanggan melalui kontak resmi di menu aplikasi, dan segera ganti kata sandi jika Anda merasa telah membagikannya. Untuk memastikan suatu layanan pendanaan berizin, periksa daftar penyelenggara yang berizin dan diawasi Otoritas Jasa Keuangan (OJK) di situs resmi OJK.</p>',
      en: '<p>Pendana <strong>never</strong> asks for your password, OTP code or a transfer to a personal account by phone, text message or social media. Top-ups only go to the virtual account number in your name shown in the app, or through the payment methods on the top-up page.</p><p>If you receive a suspicious message, do not open its link. Report it to customer service through the official contact in the app menu, and change your password at once if you think you shared it. To check whether a funding service is licensed, look it up in the list of licensed platforms supervised by the Financial Services Authority (OJK) on the official OJK website.</p>',
    },
  },
  {
    slug: 'ekyc-liveness',
    published_on: '2026-07-14',
    writer: 'Tim Produk',
    image: false,
    title: {
      id: 'Verifikasi Data Lebih Cepat dengan eKYC dan Uji Liveness',
      en: 'Faster Verification with eKYC and a Liveness Check',
    },
    deskripsi: {
      id: '<p>Sesuai ketentuan Otoritas Jasa Keuangan, setiap Pemberi Dana wajib melalui proses <em>Know Your Customer</em> (KYC). Di Pendana prosesnya berlangsung dalam aplikasi: unggah foto KTP, swafoto, dan swafoto dengan KTP; lakukan uji <strong>liveness</strong> singkat di depan kamera; lalu data Anda dicocokkan dengan data kependudukan.</p><p>Setelah data pendidikan, pekerjaan, rekening bank, dan ahli waris dilengkapi, nomor ponsel diverifikasi dengan kode OTP. Setelah itu data Anda ditinjau petugas, dan akun dapat dipakai untuk mendanai setelah disetujui. Pemegang paspor dapat memilih jalur paspor; identitasnya diperiksa oleh petugas.</p>',
      en: '<p>Under Financial Services Authority (OJK) rules, every lender goes through <em>Know Your Customer</em> (KYC). At Pendana it happens in the app: upload a photo of your ID card (KTP), a selfie and a selfie holding the ID; take a short <strong>liveness</strong> check in front of the camera; then your data is matched against the population registry.</p><p>Once your education, work, bank account and heir data are complete, your phone number is verified with an OTP code. An officer then reviews your data, and the account can fund projects once it is approved. Passport holders can take the passport path; their identity is checked by an officer.</p>',
    },
  },
  {
    slug: 'pemberi-dana-badan-hukum',
    published_on: '2026-06-30',
    writer: 'Redaksi Pendana',
    image: true,
    title: {
      id: 'Pendana Terbuka untuk Pemberi Dana Badan Hukum',
      en: 'Pendana Welcomes Corporate Lenders',
    },
    deskripsi: {
      id: '<p>Perseroan terbatas, koperasi, dan badan hukum lain dapat mendaftar sebagai Pemberi Dana. Verifikasi badan hukum meliputi data perusahaan (akta pendirian dan perubahan, SK Kemenkumham, NPWP, laporan keuangan), data pengurus, pemegang saham, dan narahubung.</p><p>Setelah terverifikasi, badan hukum mendanai proyek dengan cara yang sama seperti Pemberi Dana individu, dan penarikan dilakukan ke rekening perusahaan yang terdaftar.</p>',
      en: '<p>Limited companies, cooperatives and other legal entities can register as lenders. Corporate verification covers the company data (deed of establishment and amendments, Ministry of Law decree, tax number, financial statements), the administrators, the shareholders and the contact persons.</p><p>Once verified, a company funds projects the same way as an individual lender, and withdrawals go to the company account on file.</p>',
    },
  },
  {
    slug: 'sertifikat-pendanaan-pdf',
    published_on: '2026-06-16',
    writer: 'Tim Produk',
    image: false,
    title: {
      id: 'Sertifikat Pendanaan Kini Tersedia dalam PDF',
      en: 'Funding Certificates Are Now Available as PDF',
    },
    deskripsi: {
      id: '<p>Anda kini dapat mengunduh <strong>sertifikat pendanaan</strong> berformat PDF. Sertifikat mencantumkan total aset Anda di Pendana (Dana Tersedia, dana yang sedang diproses penarikannya, dan dana yang teralokasi di proyek) dalam angka dan terbilang, rekening penarikan, nomor Virtual Account, serta daftar pendanaan yang masih berjalan. Sertifikat dapat diterbitkan bila total aset Anda paling sedikit Rp 1.000.000.</p><p>Perjanjian setiap pendanaan yang sudah ditandatangani dapat diunduh terpisah dalam format PDF. Sertifikat berguna sebagai catatan pribadi, tetapi bukan pengganti bukti potong pajak.</p>',
      en: '<p>You can now download a <strong>funding certificate</strong> as a PDF. It shows your total assets on Pendana (Available Funds, money being withdrawn and money allocated to projects) in figures and in words, your payout account, your virtual account number and your open fundings. A certificate can be issued when your total assets are at least Rp 1,000,000.</p><p>The signed agreement of each funding can be downloaded separately as a PDF. The certificate is useful for your own records, but it does not replace the tax withholding slip.</p>',
    },
  },
  {
    slug: 'simulasi-pembiayaan-rumah-syariah',
    published_on: '2026-06-02',
    writer: 'Tim Edukasi',
    image: true,
    title: {
      id: 'Coba Simulasi Pembiayaan Kepemilikan Rumah Syariah',
      en: 'Try the Sharia Home Financing Simulator',
    },
    deskripsi: {
      id: '<p>Menu Simulasi kini menghitung perkiraan angsuran pembiayaan kepemilikan rumah, apartemen, ruko, tanah kavling, atau renovasi dengan tiga akad: <strong>murabahah</strong> (harga jual dan margin tetap sejak awal), <strong>musyarakah mutanaqisah</strong> (kepemilikan bersama yang porsinya Anda beli bertahap), dan <strong>ijarah muntahiya bittamlik</strong> (sewa yang berakhir dengan kepemilikan).</p><p>Masukkan harga, uang muka, dan tenor untuk melihat angsuran per bulan, total angsuran, dan jadwal sisa pokok. Hasil simulasi bersifat perkiraan, bukan penawaran pembiayaan.</p>',
      en: '<p>The Simulation menu now estimates the instalments of financing a house, apartment, shophouse, land plot or renovation under three akad: <strong>murabahah</strong> (a sale price and margin fixed from the start), <strong>musyarakah mutanaqisah</strong> (joint ownership whose share you buy step by step) and <strong>ijarah muntahiya bittamlik</strong> (a lease that ends in ownership).</p><p>Enter the price, down payment and tenor to see the monthly instalment, the total of the instalments and the remaining-principal schedule. The result is an estimate, not a financing offer.</p>',
    },
  },
  {
    slug: 'jadwal-payout-akhir-pekan',
    published_on: '2026-05-19',
    writer: 'Tim Layanan Pendana',
    image: false,
    title: {
      id: 'Imbal Hasil yang Jatuh pada Akhir Pekan Dibayar Hari Senin',
      en: 'Yield Due on a Weekend Is Paid on Monday',
    },
    deskripsi: {
      id: '<p>Tanggal pembayaran imbal hasil yang jatuh pada hari <strong>Sabtu</strong> digeser dua hari, dan yang jatuh pada hari <strong>Minggu</strong> digeser satu hari, sehingga dibayarkan pada hari Senin. Keterangan pergeseran tanggal ditampilkan di jadwal imbal hasil setiap pendanaan.</p>',
      en: '<p>A yield payout date that falls on a <strong>Saturday</strong> moves two days and one on a <strong>Sunday</strong> moves one day, so it is paid on Monday. The yield schedule of each funding notes why the date moved.</p>',
    },
  },
];
