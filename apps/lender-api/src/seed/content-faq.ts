import type { FaqInput } from '../modules/content/index.ts';

/** FAQ: categories → groups → questions (written for Pendana; rules as in docs/lender-api.md "Server"). */
export const FAQ_SEED: readonly FaqInput[] = [
  {
    slug: 'akun',
    nama: { id: 'Pendaftaran dan Akun', en: 'Registration and Account' },
    groups: [
      {
        slug: 'akun-pendaftaran',
        nama: { id: 'Pendaftaran', en: 'Registration' },
        items: [
          {
            slug: 'akun-cara-daftar',
            pertanyaan: {
              id: 'Bagaimana cara mendaftar sebagai Pemberi Dana?',
              en: 'How do I register as a lender?',
            },
            jawaban: {
              id: '<p>Pilih <strong>Daftar</strong>, isi nama pengguna, email, dan kata sandi, lalu pilih jenis Pemberi Dana (individu atau badan hukum). Kami mengirim tautan aktivasi ke email Anda; buka tautan itu untuk mengaktifkan akun, kemudian lengkapi verifikasi data.</p>',
              en: '<p>Choose <strong>Register</strong>, enter a username, email and password, and pick the lender type (individual or corporate). We send an activation link to your email; open it to activate the account, then complete the data verification.</p>',
            },
          },
          {
            slug: 'akun-email-tidak-masuk',
            pertanyaan: {
              id: 'Email aktivasi tidak masuk. Apa yang harus saya lakukan?',
              en: 'The activation email did not arrive. What should I do?',
            },
            jawaban: {
              id: '<p>Periksa folder spam atau promosi. Jika tetap tidak ada, gunakan tombol <strong>Kirim ulang email</strong> di halaman verifikasi email. Tautan aktivasi memiliki masa berlaku; tautan yang kedaluwarsa dapat diganti dengan mengirim ulang.</p>',
              en: '<p>Check your spam or promotions folder. If it is still missing, use <strong>Resend email</strong> on the email verification page. Activation links expire; an expired link is replaced by resending.</p>',
            },
          },
          {
            slug: 'akun-syarat-usia',
            pertanyaan: {
              id: 'Siapa saja yang boleh menjadi Pemberi Dana?',
              en: 'Who can become a lender?',
            },
            jawaban: {
              id: '<p>Warga negara Indonesia atau asing yang cakap hukum dan memiliki rekening bank atas nama sendiri, serta badan hukum yang terdaftar. Setiap Pemberi Dana wajib menyelesaikan verifikasi data (KYC) sebelum dapat mendanai.</p>',
              en: '<p>Indonesian or foreign citizens with full legal capacity and a bank account in their own name, and registered legal entities. Every lender must complete the data verification (KYC) before funding.</p>',
            },
          },
        ],
      },
      {
        slug: 'akun-keamanan',
        nama: { id: 'Keamanan Akun', en: 'Account Security' },
        items: [
          {
            slug: 'akun-lupa-kata-sandi',
            pertanyaan: { id: 'Saya lupa kata sandi.', en: 'I forgot my password.' },
            jawaban: {
              id: '<p>Pilih <strong>Lupa kata sandi</strong> di halaman masuk dan masukkan email Anda. Tautan untuk membuat kata sandi baru dikirim ke email dan berlaku terbatas.</p>',
              en: '<p>Choose <strong>Forgot password</strong> on the login page and enter your email. A link to set a new password is sent to your email and is valid for a limited time.</p>',
            },
          },
          {
            slug: 'akun-konfirmasi-kata-sandi',
            pertanyaan: {
              id: 'Mengapa saya diminta memasukkan kata sandi lagi?',
              en: 'Why am I asked for my password again?',
            },
            jawaban: {
              id: '<p>Untuk tindakan penting — checkout pendanaan, penarikan dana, dan membuka data pribadi — kami meminta kata sandi sekali lagi. Ini melindungi akun Anda jika perangkat dipakai orang lain.</p>',
              en: '<p>For important actions — funding checkout, withdrawals and opening personal data — we ask for your password once more. This protects your account if someone else uses your device.</p>',
            },
          },
          {
            slug: 'akun-terkunci',
            pertanyaan: {
              id: 'Mengapa saya tidak bisa masuk setelah beberapa kali salah kata sandi?',
              en: 'Why can I not log in after several wrong passwords?',
            },
            jawaban: {
              id: '<p>Setelah lima kali gagal dalam 15 menit, percobaan masuk ditahan selama 15 menit untuk mencegah penebakan kata sandi. Tunggu sebentar atau atur ulang kata sandi Anda.</p>',
              en: '<p>After five failed attempts within 15 minutes, logins are paused for 15 minutes to stop password guessing. Wait a little or reset your password.</p>',
            },
          },
        ],
      },
    ],
  },
  {
    slug: 'kyc',
    nama: { id: 'Verifikasi Data (KYC)', en: 'Data Verification (KYC)' },
    groups: [
      {
        slug: 'kyc-individu',
        nama: { id: 'Pemberi Dana Individu', en: 'Individual Lenders' },
        items: [
          {
            slug: 'kyc-mengapa',
            pertanyaan: {
              id: 'Mengapa saya harus melakukan verifikasi data?',
              en: 'Why do I have to verify my data?',
            },
            jawaban: {
              id: '<p>Penyelenggara pendanaan wajib mengenali penggunanya (<em>Know Your Customer</em>) sesuai ketentuan OJK serta aturan antipencucian uang dan pencegahan pendanaan terorisme. Tanpa verifikasi, Anda belum dapat mendanai proyek.</p>',
              en: '<p>Funding platforms must know their users (<em>Know Your Customer</em>) under OJK rules and the anti-money-laundering and counter-terrorist-financing rules. Until you are verified you cannot fund projects.</p>',
            },
          },
          {
            slug: 'kyc-dokumen',
            pertanyaan: {
              id: 'Data dan dokumen apa saja yang diperlukan?',
              en: 'Which data and documents are needed?',
            },
            jawaban: {
              id: '<ul><li>Foto KTP (atau paspor bagi warga negara asing), swafoto, dan swafoto dengan KTP;</li><li>data diri dan alamat sesuai KTP;</li><li>pendidikan, pekerjaan, penghasilan, dan NPWP bila ada;</li><li>rekening bank atas nama sendiri untuk penarikan;</li><li>data ahli waris;</li><li>nomor ponsel yang diverifikasi dengan OTP.</li></ul>',
              en: '<ul><li>A photo of your ID card (or passport for foreign citizens), a selfie and a selfie holding the ID;</li><li>personal data and the address on the ID card;</li><li>education, work, income and tax number if you have one;</li><li>a bank account in your own name for withdrawals;</li><li>heir data;</li><li>a phone number verified by OTP.</li></ul>',
            },
          },
          {
            slug: 'kyc-liveness',
            pertanyaan: { id: 'Apa itu uji liveness?', en: 'What is the liveness check?' },
            jawaban: {
              id: '<p>Uji liveness memastikan bahwa yang mendaftar adalah orang sungguhan di depan kamera, bukan foto atau video. Ikuti petunjuk di layar, gunakan pencahayaan yang cukup, dan lepaskan masker atau kacamata hitam.</p>',
              en: '<p>The liveness check makes sure that a real person is in front of the camera, not a photo or a video. Follow the instructions on screen, use enough light and take off masks or sunglasses.</p>',
            },
          },
          {
            slug: 'kyc-lama-verifikasi',
            pertanyaan: {
              id: 'Berapa lama proses verifikasi?',
              en: 'How long does verification take?',
            },
            jawaban: {
              id: '<p>Pencocokan dengan data kependudukan berlangsung otomatis begitu Anda mengirim data. Setelah semua data lengkap dan nomor ponsel terverifikasi, data Anda ditinjau petugas; selama peninjauan, status akun Anda <em>pending</em>. Setelah disetujui, akun menjadi aktif dan Anda dapat mendanai proyek. Pemegang paspor selalu diperiksa oleh petugas.</p>',
              en: '<p>Matching against the population registry is automatic as soon as you send your data. Once all data is complete and your phone number is verified, an officer reviews it; during the review your account status is <em>pending</em>. Once approved, the account becomes active and you can fund projects. Passport holders are always checked by an officer.</p>',
            },
          },
        ],
      },
      {
        slug: 'kyc-badan-hukum',
        nama: { id: 'Pemberi Dana Badan Hukum', en: 'Corporate Lenders' },
        items: [
          {
            slug: 'kyc-badan-hukum-dokumen',
            pertanyaan: {
              id: 'Dokumen apa yang diperlukan badan hukum?',
              en: 'Which documents does a company need?',
            },
            jawaban: {
              id: '<p>Data perusahaan (akta pendirian dan perubahan terakhir beserta SK Kemenkumham, nomor izin usaha, NPWP perusahaan, laporan keuangan terakhir, rekening perusahaan), data pengurus, data pemegang saham, dan narahubung.</p>',
              en: '<p>The company data (deed of establishment and the latest amendment with their Ministry of Law decrees, business licence number, company tax number, latest financial statements, company bank account), the administrators, the shareholders and the contact persons.</p>',
            },
          },
          {
            slug: 'kyc-badan-hukum-ubah',
            pertanyaan: {
              id: 'Bagaimana jika pengurus atau pemegang saham berubah?',
              en: 'What if the administrators or shareholders change?',
            },
            jawaban: {
              id: '<p>Perbarui data di halaman Akun Saya untuk badan hukum, termasuk nomor dan tanggal akta perubahan beserta SK-nya, agar data pengurus dan pemegang saham selalu sesuai dengan dokumen terbaru perusahaan.</p>',
              en: '<p>Update the data on the corporate My Account page, including the number and date of the amendment deed and its decree, so that the administrators and shareholders always match the latest company documents.</p>',
            },
          },
        ],
      },
    ],
  },
  {
    slug: 'pendanaan',
    nama: { id: 'Pendanaan', en: 'Funding' },
    groups: [
      {
        slug: 'pendanaan-proyek-akad',
        nama: { id: 'Proyek dan Akad', en: 'Projects and Akad' },
        items: [
          {
            slug: 'pendanaan-minimal',
            pertanyaan: { id: 'Berapa minimal pendanaan?', en: 'What is the minimum funding?' },
            jawaban: {
              id: '<p>Satu paket. Harga per paket berbeda antarproyek dan ditampilkan di halaman setiap proyek.</p>',
              en: '<p>One package. The price per package differs from project to project and is shown on each project page.</p>',
            },
          },
          {
            slug: 'pendanaan-status-proyek',
            pertanyaan: {
              id: 'Apa arti status Aktif, Penuh, dan Tutup?',
              en: 'What do Active, Full and Closed mean?',
            },
            jawaban: {
              id: '<ul><li><strong>Aktif</strong>: penggalangan dana berlangsung dan masih ada paket;</li><li><strong>Penuh</strong>: semua paket sudah terjual atau sedang dipesan Pemberi Dana lain;</li><li><strong>Tutup</strong>: masa penggalangan dana sudah lewat atau belum dimulai.</li></ul><p>Proyek yang telah selesai tidak lagi ditampilkan di daftar.</p>',
              en: '<ul><li><strong>Active</strong>: fundraising is running and packages are left;</li><li><strong>Full</strong>: every package is sold or held by other lenders;</li><li><strong>Closed</strong>: the fundraising period is over or has not started.</li></ul><p>Finished projects are no longer listed.</p>',
            },
          },
          {
            slug: 'pendanaan-beda-akad',
            pertanyaan: {
              id: 'Apa beda murabahah dan mudharabah di halaman proyek?',
              en: 'What is the difference between murabahah and mudharabah on a project?',
            },
            jawaban: {
              id: '<p><strong>Murabahah</strong> adalah jual beli dengan margin tetap, sehingga imbal hasilnya dapat diperkirakan sejak awal. <strong>Mudharabah</strong> adalah kerja sama usaha dengan bagi hasil menurut nisbah; angka imbal hasil yang ditampilkan adalah proyeksi dan hasil nyata mengikuti kinerja usaha. Kerugian usaha yang bukan akibat kelalaian atau pelanggaran pengelola ditanggung pemilik modal, yaitu Pemberi Dana. Baca artikel Khazanah untuk penjelasan lengkap.</p>',
              en: "<p><strong>Murabahah</strong> is a sale with a fixed margin, so its yield can be estimated from the start. <strong>Mudharabah</strong> is a business partnership with profit sharing by ratio; the yield shown is a projection and the real result follows the business. A business loss that is not caused by the manager's negligence or breach is borne by the capital owners, that is, the lenders. Read the Khazanah articles for the full explanation.</p>",
            },
          },
          {
            slug: 'pendanaan-simulasi',
            pertanyaan: {
              id: 'Bagaimana cara memperkirakan imbal hasil sebelum mendanai?',
              en: 'How can I estimate the yield before funding?',
            },
            jawaban: {
              id: '<p>Halaman detail proyek menampilkan tingkat imbal hasil per tahun, tenor, dan interval pembayarannya. Imbal hasil setahun ≈ nilai pendanaan × tingkat imbal hasil per tahun; untuk tenor lain, kalikan dengan jumlah bulan lalu bagi 12. Angka ini perkiraan sebelum pajak, bukan jaminan. (Menu <strong>Simulasi</strong> menghitung angsuran pembiayaan rumah syariah, bukan imbal hasil pendanaan.)</p>',
              en: '<p>The project page shows the yearly yield rate, the tenor and the payout interval. A year of yield ≈ amount funded × yearly yield rate; for another tenor, multiply by the number of months and divide by 12. The figure is an estimate before tax, not a guarantee. (The <strong>Simulation</strong> menu estimates sharia home-financing instalments, not funding yield.)</p>',
            },
          },
        ],
      },
      {
        slug: 'pendanaan-checkout',
        nama: { id: 'Pemesanan dan Checkout', en: 'Holds and Checkout' },
        items: [
          {
            slug: 'pendanaan-cara-checkout',
            pertanyaan: { id: 'Bagaimana cara mendanai proyek?', en: 'How do I fund a project?' },
            jawaban: {
              id: '<p>Pastikan Dana Tersedia mencukupi, buka proyek, pilih jumlah paket, konfirmasi dengan kata sandi, lalu checkout. Dana berpindah dari Dana Tersedia ke Dana Teralokasi dan pendanaan tampil di Kelola Pendanaan.</p>',
              en: '<p>Make sure your Available Funds are enough, open the project, choose the number of packages, confirm with your password and check out. The money moves from Available Funds to Allocated Funds and the funding appears in Manage Funding.</p>',
            },
          },
          {
            slug: 'pendanaan-pesan-paket',
            pertanyaan: {
              id: 'Apa itu memesan paket?',
              en: 'What does holding packages mean?',
            },
            jawaban: {
              id: '<p>Memesan paket menahan paket proyek untuk Anda selama <strong>24 jam</strong> sambil Anda menandatangani perjanjian. Pesanan tidak memotong saldo, tetapi Dana Tersedia harus mencukupi pesanan ini ditambah pesanan lain yang masih aktif. Checkout proyek yang sama menyelesaikan pesanan; pesanan yang dibatalkan atau lewat 24 jam melepaskan paket.</p>',
              en: '<p>A hold keeps packages of a project for you for <strong>24 hours</strong> while you sign the agreement. It does not take money from your balance, but your Available Funds must cover it together with your other active holds. Checking out the same project completes the hold; a released hold, or one older than 24 hours, frees the packages.</p>',
            },
          },
          {
            slug: 'pendanaan-ambil-dana',
            pertanyaan: {
              id: 'Bisakah saya membatalkan pendanaan?',
              en: 'Can I cancel a funding?',
            },
            jawaban: {
              id: '<p>Selama proyek berstatus <strong>Aktif</strong> (penggalangan dana masih berlangsung dan paketnya belum habis), Anda dapat <strong>mengambil</strong> sebagian atau seluruh paket; dananya kembali ke Dana Tersedia. Setelah proyek penuh atau penggalangan dana berakhir, dana tetap di proyek sampai akhir tenor.</p>',
              en: '<p>While the project is <strong>Active</strong> (its fundraising is running and packages are left) you can <strong>take back</strong> some or all packages; the money returns to Available Funds. Once the project is full or its fundraising has ended, the money stays in the project until the end of the tenor.</p>',
            },
          },
        ],
      },
      {
        slug: 'pendanaan-imbal-hasil',
        nama: { id: 'Imbal Hasil', en: 'Yield' },
        items: [
          {
            slug: 'imbal-kapan-dibayar',
            pertanyaan: {
              id: 'Kapan imbal hasil dibayarkan?',
              en: 'When is the yield paid?',
            },
            jawaban: {
              id: '<p>Sesuai interval proyek: setiap bulan, setiap beberapa bulan, atau sekali di akhir tenor. Jadwal dihitung saat proyek dimulai dan dapat dilihat di Kelola Pendanaan. Tanggal yang jatuh pada Sabtu atau Minggu digeser ke hari Senin.</p>',
              en: "<p>At the project's interval: every month, every few months or once at the end of the tenor. The schedule is computed when the project starts and is shown in Manage Funding. Dates on a Saturday or Sunday move to Monday.</p>",
            },
          },
          {
            slug: 'imbal-cara-hitung',
            pertanyaan: {
              id: 'Bagaimana imbal hasil dihitung?',
              en: 'How is the yield computed?',
            },
            jawaban: {
              id: '<p>Imbal hasil satu periode = pokok pendanaan × tingkat imbal hasil per tahun × jumlah bulan periode ÷ 12, dibulatkan ke bawah ke kelipatan Rp 100. Contoh: Rp 10.000.000 dengan 12% per tahun, dibayar bulanan, menghasilkan Rp 100.000 per bulan sebelum pajak.</p>',
              en: '<p>The yield of one period = funding principal × yearly yield rate × months in the period ÷ 12, rounded down to a multiple of Rp 100. Example: Rp 10,000,000 at 12% a year, paid monthly, gives Rp 100,000 a month before tax.</p>',
            },
          },
          {
            slug: 'imbal-kosong',
            pertanyaan: {
              id: 'Mengapa jadwal imbal hasil saya kosong?',
              en: 'Why is my yield schedule empty?',
            },
            jawaban: {
              id: '<p>Karena proyek belum dimulai. Jadwal dibuat pada tanggal mulai proyek, setelah penggalangan dana selesai.</p>',
              en: '<p>Because the project has not started yet. The schedule is made on the project start date, after the fundraising ends.</p>',
            },
          },
        ],
      },
    ],
  },
  {
    slug: 'dompet',
    nama: { id: 'Top Up dan Penarikan', en: 'Top-Up and Withdrawal' },
    groups: [
      {
        slug: 'dompet-top-up',
        nama: { id: 'Top Up', en: 'Top-Up' },
        items: [
          {
            slug: 'topup-cara',
            pertanyaan: { id: 'Bagaimana cara top up?', en: 'How do I top up?' },
            jawaban: {
              id: '<p>Transfer ke nomor <strong>Virtual Account</strong> atas nama Anda (BNI, BSI, Mandiri, BRI, atau Permata) melalui ATM, mobile banking, atau internet banking; atau gunakan QRIS, dompet digital (OVO, DANA, ShopeePay), atau kartu debit/kredit di halaman top up. Langkah per bank ditampilkan di aplikasi.</p>',
              en: '<p>Transfer to the <strong>virtual account</strong> number in your name (BNI, BSI, Mandiri, BRI or Permata) by ATM, mobile or internet banking; or use QRIS, an e-wallet (OVO, DANA, ShopeePay) or a debit/credit card on the top-up page. The steps for each bank are shown in the app.</p>',
            },
          },
          {
            slug: 'topup-kapan-masuk',
            pertanyaan: {
              id: 'Kapan saldo top up masuk?',
              en: 'When does a top-up reach my balance?',
            },
            jawaban: {
              id: '<p>Segera setelah bank atau penyedia pembayaran mengonfirmasi pembayaran, biasanya dalam beberapa menit. Setiap pembayaran dikreditkan tepat satu kali.</p>',
              en: '<p>As soon as the bank or payment provider confirms the payment, usually within minutes. Every payment is credited exactly once.</p>',
            },
          },
          {
            slug: 'topup-kartu-ditolak',
            pertanyaan: {
              id: 'Mengapa kartu saya ditolak?',
              en: 'Why was my card refused?',
            },
            jawaban: {
              id: '<p>Kartu ditolak bila nomornya tidak terdaftar, masa berlakunya (MM/YYYY) sudah lewat, verifikasi 3-D Secure gagal, atau bank penerbit menolak transaksi. Periksa nomor dan masa berlaku kartu, hubungi bank penerbit, atau gunakan metode top up lain. Top up dengan kartu minimal Rp 50.000.</p>',
              en: '<p>A card is refused when its number is not registered, its expiry (MM/YYYY) has passed, the 3-D Secure verification fails or the issuing bank declines the payment. Check the card number and expiry, contact your bank, or use another top-up method. Card top-ups start at Rp 50,000.</p>',
            },
          },
        ],
      },
      {
        slug: 'dompet-penarikan',
        nama: { id: 'Penarikan Dana', en: 'Withdrawal' },
        items: [
          {
            slug: 'penarikan-minimum',
            pertanyaan: {
              id: 'Berapa minimal penarikan dana?',
              en: 'What is the minimum withdrawal?',
            },
            jawaban: {
              id: '<p>Rp 100.000 per pengajuan. Penarikan dikirim ke rekening bank yang terdaftar di profil Anda.</p>',
              en: '<p>Rp 100,000 per request. Withdrawals go to the bank account registered in your profile.</p>',
            },
          },
          {
            slug: 'penarikan-dicadangkan',
            pertanyaan: {
              id: 'Mengapa Dana Tersedia berkurang setelah mengajukan penarikan?',
              en: 'Why did my Available Funds drop after a withdrawal request?',
            },
            jawaban: {
              id: '<p>Nominal penarikan langsung <strong>dicadangkan</strong> agar tidak terpakai untuk pendanaan lain selama diproses. Jika penarikan berhasil, dana dikirim ke rekening Anda; jika gagal, nominalnya kembali ke Dana Tersedia.</p>',
              en: '<p>The amount is <strong>reserved</strong> at once so that it cannot be used for another funding while it is processed. If the withdrawal succeeds the money is sent to your account; if it fails, the amount returns to Available Funds.</p>',
            },
          },
          {
            slug: 'penarikan-dana-di-proyek',
            pertanyaan: {
              id: 'Bisakah saya menarik dana yang masih ada di proyek?',
              en: 'Can I withdraw money that is still in a project?',
            },
            jawaban: {
              id: '<p>Tidak secara langsung. Selama proyek masih berstatus Aktif, ambil dulu paket dari proyek agar dana kembali ke Dana Tersedia, lalu ajukan penarikan. Setelah proyek penuh atau penggalangan dana berakhir, dana tetap di proyek sampai akhir tenor.</p>',
              en: '<p>Not directly. While the project is still Active, first take the packages back so that the money returns to Available Funds, then request the withdrawal. Once the project is full or its fundraising has ended, the money stays in the project until the end of the tenor.</p>',
            },
          },
        ],
      },
    ],
  },
  {
    slug: 'risiko-pajak',
    nama: { id: 'Risiko dan Pajak', en: 'Risk and Tax' },
    groups: [
      {
        slug: 'risiko',
        nama: { id: 'Risiko', en: 'Risk' },
        items: [
          {
            slug: 'risiko-dijamin',
            pertanyaan: {
              id: 'Apakah dana saya dijamin?',
              en: 'Is my money guaranteed?',
            },
            jawaban: {
              id: '<p><strong>Tidak.</strong> Pendanaan bukan simpanan dan tidak dijamin Lembaga Penjamin Simpanan maupun platform. Risiko gagal bayar ditanggung Pemberi Dana, dan imbal hasil masa lalu tidak menjamin imbal hasil di masa mendatang. Karena itu, sebarkan dana ke beberapa proyek.</p>',
              en: '<p><strong>No.</strong> Funding is not a deposit and is guaranteed neither by the Deposit Insurance Corporation nor by the platform. Lenders bear the risk of default, and past yield does not guarantee future yield. Spread your money over several projects.</p>',
            },
          },
          {
            slug: 'risiko-terlambat',
            pertanyaan: {
              id: 'Apa yang terjadi jika pemilik proyek terlambat membayar?',
              en: 'What happens if a project owner pays late?',
            },
            jawaban: {
              id: '<p>Kami menagih sesuai perjanjian dan memberi tahu Pemberi Dana perkembangannya. Pada akad murabahah, harga jual tidak bertambah karena keterlambatan; denda hanya dikenakan kepada pemilik proyek yang mampu tetapi menunda pembayaran, dan dananya disalurkan sebagai dana sosial, bukan menjadi imbal hasil Pemberi Dana.</p>',
              en: '<p>We collect as the agreement says and keep lenders informed. Under murabahah the sale price does not increase because of a delay; a late charge is only imposed on an owner who is able to pay but delays, and it goes to charity, not to the lenders as yield.</p>',
            },
          },
          {
            slug: 'risiko-likuiditas',
            pertanyaan: {
              id: 'Bisakah dana saya ditarik sebelum proyek selesai?',
              en: 'Can I get my money out before the project ends?',
            },
            jawaban: {
              id: '<p>Hanya selama proyek berstatus Aktif, yaitu penggalangan dana masih berlangsung dan paketnya belum habis. Setelah proyek berjalan, dana terikat sampai akhir tenor, jadi danai hanya dengan uang yang tidak segera Anda perlukan.</p>',
              en: '<p>Only while the project is Active: its fundraising is running and packages are left. Once the project runs, the money stays in until the end of the tenor, so only fund with money you do not need soon.</p>',
            },
          },
        ],
      },
      {
        slug: 'pajak',
        nama: { id: 'Pajak', en: 'Tax' },
        items: [
          {
            slug: 'pajak-tarif',
            pertanyaan: {
              id: 'Berapa pajak atas imbal hasil?',
              en: 'How much tax is due on the yield?',
            },
            jawaban: {
              id: '<p>Menurut PMK 69/PMK.03/2022, yang berlaku sejak 1 Mei 2022: PPh Pasal 23 sebesar 15% dari bruto imbal hasil bagi Pemberi Dana dalam negeri, dan PPh Pasal 26 sebesar 20% (atau tarif perjanjian pajak) bagi Pemberi Dana luar negeri. Pajak dipotong saat imbal hasil dibayarkan dan <strong>bukan pajak final</strong>: imbal hasil tetap dilaporkan dalam SPT Tahunan.</p>',
              en: '<p>Under PMK 69/PMK.03/2022, in force since 1 May 2022: Article 23 income tax of 15% of the gross yield for domestic lenders, and Article 26 income tax of 20% (or the tax-treaty rate) for foreign lenders. The tax is withheld when the yield is paid and is <strong>not a final tax</strong>: the yield is still reported in your annual tax return.</p>',
            },
          },
          {
            slug: 'pajak-bukti-potong',
            pertanyaan: {
              id: 'Di mana saya mendapatkan bukti potong pajak?',
              en: 'Where do I get the withholding slip?',
            },
            jawaban: {
              id: '<p>Bukti potong diterbitkan atas nama dan NPWP/NIK di profil Anda, dan dapat Anda gunakan untuk mengisi SPT Tahunan; bagi Pemberi Dana dalam negeri, PPh Pasal 23 yang telah dipotong dapat dikreditkan. Pastikan data identitas Anda benar.</p>',
              en: '<p>The slip is issued in the name and tax number/NIK in your profile, and you can use it for your annual tax return; domestic lenders can credit the Article 23 tax withheld. Make sure your identity data is correct.</p>',
            },
          },
        ],
      },
    ],
  },
];
