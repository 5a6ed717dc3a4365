// What docs/spec-coverage.md says beside the row table (scripts/spec-coverage.mjs renders it): the
// one rule for the spec's fixed texts, which of them are English, and every deliberate departure
// from the spec with its reason. Edit here, then `node scripts/spec-coverage.mjs --write`.

/** The rule for the fixed texts of §8 and §9, and why (rendered as written, one paragraph each). */
export const FIXED_TEXT_RULE = [
  'Every fixed text of §8 and §9 is shown character for character in the language it is written in, and translated in the other: an Indonesian text verbatim under `/…` (id) and translated under `/en/…`; an English text verbatim under `/en/…` and translated under `/…`.',
  "Why: the spec quotes the texts of an app that already spoke both languages (§9 gives a date format for each), so each text is that app's text in one of them, not a text for every language. Pendana is Indonesian-first: an English sentence inside an Indonesian screen reads as a fault and is lost on a lender who reads no English, and keeping English texts verbatim in Indonesian (the earlier practice for 'Something went wrong', while 'Document approval is still in progress' was already translated) gave two rules for one kind of text. Keeping each text verbatim in its own language keeps it traceable: `--check` below finds each one in its catalogue.",
  "A mixed text counts as the language of its sentence: 'Ups something went wrong' is English ('Ups' is the Indonesian spelling of the interjection), so English shows it verbatim and Indonesian says 'Ups, terjadi masalah'. 'Something went wrong' is 'Terjadi masalah' in Indonesian, apart from §8.6's fallback 'Terjadi Kesalahan', a different situation.",
  '`node scripts/spec-coverage.mjs --check` fails when a text breaks the rule: not verbatim in its language, or the same text shown in the other language.',
];

/** The fixed texts written in English; every other quoted text of §8 and §9 is Indonesian. */
export const ENGLISH_TEXTS = new Set([
  'Something went wrong',
  'Ups something went wrong',
  'Document approval is still in progress',
  'Pagination',
  'Previous',
  'Next',
  'Page {page}',
]);

/** Fixed texts a row names without quoting them: §9.19's "English defaults" of the pagination. */
export const UNQUOTED_TEXTS = [
  { id: '§9.19', texts: ['Pagination', 'Previous', 'Next', 'Page {page}'] },
];

/**
 * Deliberate departures from the spec, one row each: the row, what the spec says, what Pendana does,
 * and why (the decision behind it is in docs/decisions.md).
 */
export const DEPARTURES = [
  {
    id: '§9.6',
    spec: 'Search shows only the projects at positions 2 to 5 of the list (slice 1 to 5).',
    app: 'Search features positions 2 to 5 of the first unfiltered page, then lists every active project, paged and filterable.',
    why: 'A lender must be able to reach every project open for funding; the featured slice alone hides the first project and everything after the fifth. A filtered or later page has nothing to feature.',
  },
  {
    id: '§9.14',
    spec: 'Other notifications last 1.5 seconds.',
    app: 'Error toasts stay 5 seconds (the OCR duration); successes and information keep 1.5 seconds.',
    why: 'An error gone in 1.5 s is missed on a phone, and losing the reason a thing failed is worse than a toast that stays.',
  },
  {
    id: '§8.1',
    spec: "A non-200 of the portfolio, imbal or certificate call shows 'Something went wrong'.",
    app: "Indonesian pages show 'Terjadi masalah'; English pages show 'Something went wrong'. The home page's returns card (XIRR, a call the spec does not have) shows the server's or the network's text.",
    why: 'The fixed-text rule above; the returns card is its own section with its own Retry, so its failure never hides the balances.',
  },
  {
    id: '§8.2',
    spec: "A non-200 of the withdrawal list, history or reasons shows 'Ups something went wrong'.",
    app: "English pages show it verbatim; Indonesian pages show 'Ups, terjadi masalah'.",
    why: 'The fixed-text rule above.',
  },
  {
    id: '§9.19',
    spec: 'Pagination labels are English defaults.',
    app: "English pages show Pagination, Previous, Next, Page n; Indonesian pages show 'Navigasi halaman', 'Sebelumnya', 'Berikutnya', 'Halaman n'.",
    why: 'The fixed-text rule above.',
  },
  {
    id: '§8.3',
    spec: "The Indonesian fixed texts of §8 ('Ups terjadi kesalahan {status}' to 'Profile Berhasil di Ubah') are given in Indonesian only.",
    app: 'English pages show each in English (the table above); Indonesian pages show them verbatim.',
    why: 'The fixed-text rule above: an English page says its errors in English.',
  },
  {
    id: '§9.17',
    spec: 'Transaction status numbers: BARU 1, MENUNGGU 2, BERHASIL 3, GAGAL 4, BATAL 8.',
    app: 'The status is named in sentence case (Baru, Menunggu, Berhasil, Gagal, Batal) in Indonesian and translated in English (New, Waiting, Succeeded, Failed, Cancelled); the numbers are as the spec gives them.',
    why: 'The capitals name the statuses in the spec; on screen a status sits in running text and tables, where capitals read as shouting, and English readers need English names.',
  },
];
