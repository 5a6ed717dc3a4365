/** The lender terms shown on the registration screen, per language. */
export const TERMS = {
  id: {
    title: 'Syarat dan Ketentuan Pemberi Dana',
    writer: 'Tim Legal Pendana',
    deskripsi: [
      '<h2>1. Ketentuan Umum</h2>',
      '<p>Pendana adalah platform layanan pendanaan bersama berbasis teknologi informasi dengan prinsip syariah. Dengan mendaftar, Anda menyatakan telah membaca dan menyetujui syarat dan ketentuan ini.</p>',
      '<h2>2. Akun Pemberi Dana</h2>',
      '<p>Anda wajib memberikan data diri yang benar, lengkap dan terbaru, serta menyelesaikan verifikasi identitas (KYC) sebelum melakukan pendanaan. Kerahasiaan password menjadi tanggung jawab Anda.</p>',
      '<h2>3. Akad dan Risiko</h2>',
      '<p>Pendanaan dilakukan dengan akad syariah (antara lain murabahah, musyarakah, ijarah) yang dituangkan dalam dokumen akad elektronik. Setiap pendanaan memiliki risiko, termasuk risiko gagal bayar; imbal hasil tidak dijamin.</p>',
      '<h2>4. Dana dan Penarikan</h2>',
      '<p>Dana Anda ditempatkan pada rekening yang ditunjuk. Penarikan dana dikirim ke rekening bank atas nama Anda sendiri setelah konfirmasi password.</p>',
      '<h2>5. Perlindungan Data</h2>',
      '<p>Data pribadi Anda diproses hanya untuk keperluan layanan dan kewajiban hukum, sesuai peraturan perundang-undangan yang berlaku.</p>',
    ].join('\n'),
  },
  en: {
    title: 'Lender Terms and Conditions',
    writer: 'Pendana Legal Team',
    deskripsi: [
      '<h2>1. General</h2>',
      '<p>Pendana is an information-technology-based joint funding service that follows sharia principles. By registering you confirm that you have read and accept these terms.</p>',
      '<h2>2. Lender account</h2>',
      '<p>You must give true, complete and current personal data and finish the identity verification (KYC) before funding. You are responsible for keeping your password secret.</p>',
      '<h2>3. Contracts and risk</h2>',
      '<p>Funding uses sharia contracts (among them murabahah, musyarakah, ijarah) recorded in electronic agreements. Every funding carries risk, including the risk of default; yield is not guaranteed.</p>',
      '<h2>4. Funds and withdrawal</h2>',
      '<p>Your funds are kept in the designated account. Withdrawals go to a bank account in your own name after you confirm your password.</p>',
      '<h2>5. Data protection</h2>',
      '<p>Your personal data is processed only to provide the service and to meet legal obligations, under the applicable laws.</p>',
    ].join('\n'),
  },
} as const;
