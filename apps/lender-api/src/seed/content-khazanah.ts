import type { KhazanahInput } from '../modules/content/index.ts';

/** The knowledge library: sharia funding explained (written for Pendana). */
export const KHAZANAH_SEED: ReadonlyArray<Omit<KhazanahInput, 'gambar'> & { gambar: boolean }> = [
  {
    slug: 'mengenal-akad-murabahah',
    tgl_publish: '2026-10-27',
    author: 'Tim Edukasi Syariah Pendana',
    gambar: true,
    title: { id: 'Mengenal Akad Murabahah', en: 'Understanding Murabahah' },
    ringkasan: {
      id: 'Murabahah adalah jual beli dengan harga perolehan dan keuntungan yang disebutkan dan disepakati sejak awal.',
      en: 'Murabahah is a sale in which the cost price and the profit are stated and agreed from the start.',
    },
    keterangan: {
      id: '<p><strong>Murabahah</strong> adalah akad jual beli barang dengan menyebutkan harga perolehan dan keuntungan (margin) yang disepakati penjual dan pembeli. Ketentuannya diatur dalam Fatwa DSN-MUI No. 04/DSN-MUI/IV/2000.</p><h3>Bagaimana murabahah bekerja dalam pendanaan?</h3><p>Dana Pemberi Dana dipakai untuk membeli barang yang dibutuhkan pemilik proyek, misalnya material bangunan atau unit rumah. Barang itu lalu dijual kepada pemilik proyek dengan harga perolehan ditambah margin, dan dibayar secara bertahap atau pada akhir tenor. Margin inilah sumber imbal hasil Pemberi Dana.</p><ul><li>Barang harus ada dan dimiliki penjual sebelum dijual.</li><li>Harga jual tidak berubah setelah akad, meskipun pembayaran terlambat.</li><li>Denda keterlambatan hanya boleh dikenakan kepada pemilik proyek yang mampu tetapi menunda pembayaran; dananya tidak menjadi pendapatan Pemberi Dana, melainkan disalurkan sebagai dana sosial.</li></ul><p>Karena harga jual tetap, imbal hasil murabahah dapat diperkirakan sejak awal. Namun, imbal hasil itu tidak dijamin: risikonya terletak pada kemampuan pemilik proyek membayar, dan risiko gagal bayar ditanggung Pemberi Dana.</p>',
      en: "<p><strong>Murabahah</strong> is the sale of goods in which the seller states the cost price and the profit (margin) agreed with the buyer. Its rules are set out in DSN-MUI Fatwa No. 04/DSN-MUI/IV/2000.</p><h3>How does murabahah work in funding?</h3><p>The lenders' money buys goods that the project owner needs, such as building materials or a house. The goods are then sold to the project owner at the cost price plus the margin, paid in instalments or at the end of the tenor. The margin is the source of the lenders' yield.</p><ul><li>The goods must exist and be owned by the seller before they are sold.</li><li>The sale price does not change after the contract, even if payment is late.</li><li>A late-payment charge may only be imposed on a project owner who is able to pay but delays; it is not the lenders' income and goes to charity.</li></ul><p>Because the sale price is fixed, the yield of a murabahah can be estimated from the start. That yield is still not guaranteed: the risk lies in the project owner's ability to pay, and lenders bear the risk of default.</p>",
    },
  },
  {
    slug: 'musyarakah-kerja-sama-modal',
    tgl_publish: '2026-10-13',
    author: 'Tim Edukasi Syariah Pendana',
    gambar: true,
    title: {
      id: 'Musyarakah: Kerja Sama Modal dan Bagi Hasil',
      en: 'Musyarakah: Pooling Capital and Sharing Profit',
    },
    ringkasan: {
      id: 'Dalam musyarakah, para pihak sama-sama menyertakan modal; keuntungan dibagi sesuai nisbah dan kerugian sesuai porsi modal.',
      en: 'In a musyarakah every party brings capital; profit is shared by the agreed ratio and losses by the share of capital.',
    },
    keterangan: {
      id: '<p><strong>Musyarakah</strong> adalah kerja sama dua pihak atau lebih yang masing-masing menyertakan modal untuk suatu usaha (Fatwa DSN-MUI No. 08/DSN-MUI/IV/2000).</p><ul><li><strong>Keuntungan</strong> dibagi menurut nisbah yang disepakati di awal, bukan jumlah tetap.</li><li><strong>Kerugian</strong> ditanggung sesuai porsi modal masing-masing.</li><li>Imbal hasil tidak boleh dijanjikan sebagai angka pasti; yang ditampilkan adalah proyeksi.</li></ul><h3>Musyarakah mutanaqisah</h3><p>Varian yang banyak dipakai untuk pembiayaan rumah adalah <em>musyarakah mutanaqisah</em> (Fatwa DSN-MUI No. 73/DSN-MUI/XI/2008): bank atau pemodal dan nasabah memiliki rumah bersama-sama, nasabah menyewa porsi milik pemodal dan membelinya sedikit demi sedikit sampai rumah sepenuhnya menjadi milik nasabah.</p>',
      en: "<p><strong>Musyarakah</strong> is a partnership of two or more parties who each bring capital to a venture (DSN-MUI Fatwa No. 08/DSN-MUI/IV/2000).</p><ul><li><strong>Profit</strong> is shared by the ratio (nisbah) agreed at the start, not as a fixed amount.</li><li><strong>Losses</strong> are borne in proportion to each party's capital.</li><li>The yield may not be promised as a fixed figure; what is shown is a projection.</li></ul><h3>Musyarakah mutanaqisah</h3><p>A variant widely used for home financing is <em>musyarakah mutanaqisah</em> (DSN-MUI Fatwa No. 73/DSN-MUI/XI/2008): the financier and the customer own the house together, the customer rents the financier's share and buys it bit by bit until the house is entirely the customer's.</p>",
    },
  },
  {
    slug: 'mudharabah-modal-dan-keahlian',
    tgl_publish: '2026-09-29',
    author: 'Tim Edukasi Syariah Pendana',
    gambar: false,
    title: {
      id: 'Mudharabah: Modal dari Pemberi Dana, Keahlian dari Pengelola',
      en: 'Mudharabah: Capital from Lenders, Skill from the Manager',
    },
    ringkasan: {
      id: 'Mudharabah mempertemukan pemilik modal dan pengelola usaha; keuntungan dibagi sesuai nisbah.',
      en: 'Mudharabah brings together a capital owner and a business manager; profit is shared by the agreed ratio.',
    },
    keterangan: {
      id: '<p>Dalam akad <strong>mudharabah</strong>, pemilik modal (<em>shahibul maal</em>) menyerahkan seluruh modal kepada pengelola (<em>mudharib</em>) untuk dijalankan dalam usaha yang halal (Fatwa DSN-MUI No. 07/DSN-MUI/IV/2000).</p><ul><li>Keuntungan dibagi sesuai nisbah yang disepakati, misalnya 60:40.</li><li>Kerugian finansial ditanggung pemilik modal, <strong>kecuali</strong> kerugian itu akibat kelalaian, kesalahan disengaja, atau pelanggaran perjanjian oleh pengelola.</li><li>Pengelola menanggung kerugian tenaga dan waktu yang telah ia curahkan.</li><li>Pengelola tidak menjamin modal. Jaminan boleh diminta agar pengelola tidak menyimpang dari perjanjian, tetapi hanya dapat dicairkan bila pengelola terbukti melanggar perjanjian.</li></ul><p>Di Pendana, proyek modal kerja dengan akad mudharabah menampilkan proyeksi imbal hasil per tahun. Karena bergantung pada hasil usaha, imbal hasil yang terealisasi dapat lebih rendah atau lebih tinggi daripada proyeksi, dan modal dapat berkurang bila usaha merugi.</p>',
      en: "<p>Under a <strong>mudharabah</strong>, the capital owner (<em>shahibul maal</em>) hands all the capital to a manager (<em>mudharib</em>) who runs a lawful business with it (DSN-MUI Fatwa No. 07/DSN-MUI/IV/2000).</p><ul><li>Profit is shared by the agreed ratio, for example 60:40.</li><li>Financial losses are borne by the capital owner <strong>unless</strong> they result from the manager's negligence, wilful misconduct or breach of the agreement.</li><li>The manager loses the work and time put in.</li><li>The manager does not guarantee the capital. Collateral may be asked for so that the manager keeps to the agreement, but it can only be called on if the manager is proven to have breached it.</li></ul><p>On Pendana, working-capital projects under mudharabah show a projected yearly yield. Because it depends on the business result, the realised yield can be lower or higher than the projection, and capital can be lost if the business makes a loss.</p>",
    },
  },
  {
    slug: 'ijarah-dan-imbt',
    tgl_publish: '2026-09-15',
    author: 'Tim Edukasi Syariah Pendana',
    gambar: true,
    title: {
      id: 'Ijarah dan Ijarah Muntahiya Bittamlik',
      en: 'Ijarah and Ijarah Muntahiya Bittamlik',
    },
    ringkasan: {
      id: 'Ijarah adalah sewa atas manfaat barang atau jasa dengan imbalan ujrah; IMBT diakhiri dengan pemindahan kepemilikan.',
      en: 'Ijarah is the lease of the use of an asset or a service for a fee (ujrah); IMBT ends with a transfer of ownership.',
    },
    keterangan: {
      id: "<p><strong>Ijarah</strong> adalah akad pemindahan hak guna (manfaat) atas suatu barang atau jasa dalam waktu tertentu dengan pembayaran sewa (<em>ujrah</em>), tanpa memindahkan kepemilikan barang (Fatwa DSN-MUI No. 09/DSN-MUI/IV/2000).</p><p><strong>Ijarah muntahiya bittamlik</strong> (IMBT) adalah sewa yang diakhiri dengan pemindahan kepemilikan kepada penyewa, melalui hibah atau jual beli di akhir masa sewa (Fatwa DSN-MUI No. 27/DSN-MUI/III/2002). Di awal akad ijarah hanya ada janji (<em>wa'd</em>) pemindahan kepemilikan; pemindahannya sendiri dilakukan dengan akad terpisah setelah masa sewa selesai.</p><ul><li>Selama masa sewa, barang tetap milik pemberi sewa, termasuk kewajiban pemeliharaan pokoknya.</li><li>Besar ujrah disepakati di awal dan dapat ditinjau ulang sesuai perjanjian.</li></ul>",
      en: "<p><strong>Ijarah</strong> transfers the right to use an asset or a service for a set time in exchange for rent (<em>ujrah</em>), without transferring ownership of the asset (DSN-MUI Fatwa No. 09/DSN-MUI/IV/2000).</p><p><strong>Ijarah muntahiya bittamlik</strong> (IMBT) is a lease that ends with ownership passing to the lessee, by gift or sale at the end of the lease (DSN-MUI Fatwa No. 27/DSN-MUI/III/2002). At the start of the ijarah there is only a promise (<em>wa'd</em>) to transfer ownership; the transfer itself is a separate contract made after the lease has ended.</p><ul><li>During the lease the asset remains the lessor's, including the duty of its major maintenance.</li><li>The rent is agreed at the start and may be reviewed as the agreement allows.</li></ul>",
    },
  },
  {
    slug: 'wakalah-bil-ujrah-platform',
    tgl_publish: '2026-09-01',
    author: 'Tim Edukasi Syariah Pendana',
    gambar: false,
    title: {
      id: 'Peran Platform: Wakalah bil Ujrah',
      en: "The Platform's Role: Wakalah bil Ujrah",
    },
    ringkasan: {
      id: 'Platform bertindak sebagai wakil Pemberi Dana dengan imbalan (ujrah) yang transparan.',
      en: "The platform acts as the lenders' agent for a transparent fee (ujrah).",
    },
    keterangan: {
      id: '<p>Layanan Pendanaan Bersama Berbasis Teknologi Informasi (LPBBTI) diatur dan diawasi Otoritas Jasa Keuangan (OJK) melalui POJK Nomor 10/POJK.05/2022, yang menggantikan POJK Nomor 77/POJK.01/2016. Penyelenggara yang beroperasi berdasarkan prinsip syariah wajib memiliki Dewan Pengawas Syariah.</p><p>Dari sisi syariah, Fatwa DSN-MUI No. 117/DSN-MUI/II/2018 tentang Layanan Pembiayaan Berbasis Teknologi Informasi Berdasarkan Prinsip Syariah mengatur hubungan para pihak. Antara Pemberi Dana dan penyelenggara umumnya digunakan akad <strong>wakalah bil ujrah</strong>: penyelenggara menjadi wakil yang menyalurkan dana, menagih, dan menyerahkan hasil kepada Pemberi Dana, dengan imbalan yang disepakati.</p><p>Sementara itu, hubungan antara Pemberi Dana dan penerima dana memakai akad pembiayaan seperti murabahah, musyarakah, mudharabah, atau ijarah, sesuai kebutuhan proyek.</p><p>Platform tidak menjamin pengembalian dana, dan pendanaan tidak dijamin Lembaga Penjamin Simpanan (LPS). Kewajibannya adalah menyeleksi proyek dengan cermat, menyajikan informasi yang benar, dan menagih sesuai perjanjian.</p>',
      en: '<p>Information-technology-based joint funding services (LPBBTI, peer-to-peer funding) are regulated and supervised by the Financial Services Authority (OJK) under OJK Regulation (POJK) No. 10/POJK.05/2022, which replaced POJK No. 77/POJK.01/2016. A platform that operates under sharia principles must have a Sharia Supervisory Board.</p><p>On the sharia side, DSN-MUI Fatwa No. 117/DSN-MUI/II/2018 on information-technology-based financing services under sharia principles governs the relationships of the parties. Between the lender and the platform the usual contract is <strong>wakalah bil ujrah</strong>: the platform is the agent that channels the money, collects payments and hands the proceeds to the lenders, for an agreed fee.</p><p>Between the lenders and the fund recipient, a financing contract such as murabahah, musyarakah, mudharabah or ijarah is used, as the project requires.</p><p>The platform does not guarantee repayment, and funding is not covered by the Deposit Insurance Corporation (LPS). Its duty is to select projects carefully, present accurate information and collect as the agreement says.</p>',
    },
  },
  {
    slug: 'memahami-risiko-pendanaan',
    tgl_publish: '2026-08-18',
    author: 'Tim Manajemen Risiko Pendana',
    gambar: true,
    title: {
      id: 'Memahami Risiko Pendanaan: Gagal Bayar, Likuiditas, dan Konsentrasi',
      en: 'Understanding Funding Risk: Default, Liquidity and Concentration',
    },
    ringkasan: {
      id: 'Pendanaan bukan tabungan: dana tidak dijamin dan tidak dapat ditarik kapan saja.',
      en: 'Funding is not a savings account: the money is not guaranteed and cannot be taken out at any time.',
    },
    keterangan: {
      id: '<p>Sebelum mendanai, pahami tiga risiko utama berikut.</p><h3>1. Risiko gagal bayar</h3><p>Pemilik proyek dapat terlambat atau tidak mampu membayar. Pendanaan bukan simpanan: dana Pemberi Dana <strong>tidak dijamin</strong> oleh Lembaga Penjamin Simpanan (LPS) maupun oleh platform, dan risiko gagal bayar ditanggung sepenuhnya oleh Pemberi Dana. Agunan dan penagihan dapat mengurangi kerugian, tetapi tidak menghapus risikonya.</p><h3>2. Risiko likuiditas</h3><p>Dana di proyek hanya dapat diambil kembali selama proyek berstatus Aktif, yaitu penggalangan dana masih berlangsung dan paketnya belum habis. Setelah proyek berjalan, dana terikat sampai akhir tenor.</p><h3>3. Risiko konsentrasi</h3><p>Menaruh seluruh dana pada satu proyek atau satu sektor membuat hasil Anda bergantung pada satu pihak. Sebarkan dana ke beberapa proyek dengan akad, lokasi, dan tenor berbeda.</p><p>Tingkat imbal hasil yang ditampilkan adalah perkiraan, dan imbal hasil masa lalu tidak menjamin imbal hasil di masa mendatang. Danai hanya dengan uang yang tidak Anda perlukan dalam waktu dekat.</p>',
      en: "<p>Before funding, understand these three main risks.</p><h3>1. Default risk</h3><p>A project owner can pay late or be unable to pay. Funding is not a deposit: lenders' money is <strong>not guaranteed</strong> by the Deposit Insurance Corporation (LPS) nor by the platform, and lenders bear the full risk of default. Collateral and collection can reduce a loss but do not remove the risk.</p><h3>2. Liquidity risk</h3><p>Money in a project can only be taken back while the project is Active: its fundraising is running and packages are left. Once the project is running, the money stays in until the end of the tenor.</p><h3>3. Concentration risk</h3><p>Putting all your money in one project or one sector makes your result depend on one party. Spread your money over several projects with different akad, locations and tenors.</p><p>The yield rate shown is an estimate, and past yield does not guarantee future yield. Only fund with money you will not need soon.</p>",
    },
  },
  {
    slug: 'pajak-imbal-hasil-pendanaan',
    tgl_publish: '2026-08-04',
    author: 'Tim Edukasi Pendana',
    gambar: false,
    title: {
      id: 'Pajak atas Imbal Hasil Pendanaan',
      en: 'Tax on Funding Yield',
    },
    ringkasan: {
      id: 'Imbal hasil dipotong PPh Pasal 23 sebesar 15% untuk Pemberi Dana dalam negeri (PMK 69/PMK.03/2022).',
      en: 'Yield is subject to 15% Article 23 income tax for domestic lenders (PMK 69/PMK.03/2022).',
    },
    keterangan: {
      id: '<p>Sejak 1 Mei 2022, PMK Nomor 69/PMK.03/2022 mengatur pajak penghasilan atas imbal hasil yang diterima Pemberi Dana dalam layanan pendanaan berbasis teknologi informasi.</p><table><thead><tr><th>Pemberi Dana</th><th>Pajak</th></tr></thead><tbody><tr><td>Wajib pajak dalam negeri dan BUT</td><td>PPh Pasal 23, 15% dari bruto imbal hasil</td></tr><tr><td>Wajib pajak luar negeri</td><td>PPh Pasal 26, 20% atau tarif perjanjian pajak</td></tr></tbody></table><p>Pajak dipotong oleh penyelenggara saat imbal hasil dibayarkan, dan Anda menerima bukti potong. Potongan ini <strong>bukan pajak final</strong>: imbal hasil tetap dilaporkan dalam SPT Tahunan, dan bagi wajib pajak dalam negeri PPh Pasal 23 yang telah dipotong dapat dikreditkan.</p><p>Artikel ini bersifat informasi umum; untuk keadaan khusus, konsultasikan dengan konsultan pajak.</p>',
      en: '<p>Since 1 May 2022, Minister of Finance Regulation (PMK) 69/PMK.03/2022 governs the income tax on the yield lenders receive from information-technology-based funding services.</p><table><thead><tr><th>Lender</th><th>Tax</th></tr></thead><tbody><tr><td>Domestic taxpayers and permanent establishments</td><td>Article 23 income tax, 15% of the gross yield</td></tr><tr><td>Foreign taxpayers</td><td>Article 26 income tax, 20% or the tax-treaty rate</td></tr></tbody></table><p>The platform withholds the tax when the yield is paid, and you receive a withholding slip. The withholding is <strong>not a final tax</strong>: the yield is still reported in your annual return, and domestic taxpayers can credit the Article 23 tax withheld.</p><p>This article is general information; for special situations, ask a tax adviser.</p>',
    },
  },
  {
    slug: 'diversifikasi-pendanaan',
    tgl_publish: '2026-07-21',
    author: 'Tim Edukasi Pendana',
    gambar: true,
    title: {
      id: 'Diversifikasi: Jangan Taruh Semua Dana di Satu Proyek',
      en: 'Diversify: Do Not Put All Your Money in One Project',
    },
    ringkasan: {
      id: 'Membagi dana ke banyak proyek kecil mengurangi dampak satu proyek yang bermasalah.',
      en: 'Spreading money over many small fundings limits the damage of one troubled project.',
    },
    keterangan: {
      id: '<p>Harga paket yang terjangkau memungkinkan Anda membagi dana ke banyak proyek. Contoh: dengan Rp 10.000.000 Anda dapat mendanai sepuluh proyek masing-masing satu paket Rp 1.000.000, alih-alih satu proyek sepuluh paket.</p><ul><li>Campurkan proyek <strong>properti</strong> dan <strong>modal kerja</strong>.</li><li>Pilih tenor berbeda agar dana kembali secara bergiliran.</li><li>Perhatikan interval pembayaran imbal hasil: bulanan, beberapa bulan sekali, atau di akhir tenor.</li><li>Simpan sebagian Dana Tersedia untuk kebutuhan mendadak.</li></ul><p>Diversifikasi tidak menghilangkan risiko, tetapi membuat hasil keseluruhan tidak bergantung pada satu pemilik proyek.</p>',
      en: '<p>Affordable package prices let you spread your money over many projects. For example, with Rp 10,000,000 you can fund ten projects with one Rp 1,000,000 package each instead of one project with ten packages.</p><ul><li>Mix <strong>property</strong> and <strong>working-capital</strong> projects.</li><li>Choose different tenors so that money comes back in turns.</li><li>Look at the yield interval: monthly, every few months or at the end of the tenor.</li><li>Keep part of your Available Funds for emergencies.</li></ul><p>Diversification does not remove risk, but your overall result no longer depends on a single project owner.</p>',
    },
  },
  {
    slug: 'riba-gharar-maysir',
    tgl_publish: '2026-07-07',
    author: 'Tim Edukasi Syariah Pendana',
    gambar: false,
    title: {
      id: 'Riba, Gharar, dan Maysir: Tiga Hal yang Dihindari',
      en: 'Riba, Gharar and Maysir: Three Things to Avoid',
    },
    ringkasan: {
      id: 'Transaksi syariah menghindari tambahan yang tidak sah, ketidakjelasan berlebihan, dan untung-untungan.',
      en: 'Sharia transactions avoid unlawful increase, excessive uncertainty and gambling.',
    },
    keterangan: {
      id: '<ul><li><strong>Riba</strong>: tambahan yang disyaratkan atas pinjaman uang. Karena itu imbal hasil di Pendana lahir dari jual beli (margin), sewa (ujrah), atau bagi hasil usaha, bukan dari bunga pinjaman.</li><li><strong>Gharar</strong>: ketidakjelasan berlebihan tentang objek, harga, atau waktu. Akad harus menyebutkan barang, harga, nisbah, dan tenor dengan jelas.</li><li><strong>Maysir</strong>: untung-untungan atau spekulasi yang menyerupai judi.</li></ul><p>Selain itu, dana hanya disalurkan ke usaha yang halal. Kesesuaian syariah setiap produk diawasi oleh Dewan Pengawas Syariah.</p>',
      en: '<ul><li><strong>Riba</strong>: an increase stipulated on a loan of money. This is why yield on Pendana comes from a sale (margin), a lease (ujrah) or profit sharing, never from interest on a loan.</li><li><strong>Gharar</strong>: excessive uncertainty about the object, the price or the timing. A contract must state the goods, price, ratio and tenor clearly.</li><li><strong>Maysir</strong>: gambling or speculation that resembles it.</li></ul><p>Money also only goes to lawful (halal) businesses. The sharia compliance of every product is overseen by the Sharia Supervisory Board.</p>',
    },
  },
];
