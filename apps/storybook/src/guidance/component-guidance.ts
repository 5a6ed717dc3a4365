// Usage guidance for designers, shown above the stories on each design-system docs page
// (.storybook/preview.tsx → guided-docs-page.tsx). Keyed by the story file's `title`; a test checks
// that every design-system story has an entry. Written for Pendana: a sharia P2P lending app for
// lenders in Indonesia (money, forms, eKYC), Indonesian first, phones at 360 px first.

export interface ComponentGuidance {
  whenToUse: string[];
  do: string[];
  dont: string[];
}

export const COMPONENT_GUIDANCE: Record<string, ComponentGuidance> = {
  'Design system/Accordion': {
    whenToUse: [
      'FAQ and help pages: questions about akad, fees and risks the lender reads one at a time.',
      'Long optional detail on a project page (business profile, collateral) below the key figures.',
    ],
    do: [
      'Write each header as the full question or topic, so a collapsed list reads as a table of contents.',
      'Keep figures a lender must see before funding (imbal hasil, tenor, risk grade) outside the accordion.',
      'Set the heading level to fit the page outline.',
    ],
    dont: [
      'Hide legal consent text or fees inside a collapsed section.',
      'Nest accordions or put a form with a submit button inside one.',
    ],
  },
  'Design system/Alert': {
    whenToUse: [
      'A message about the whole screen or form: KYC pending review, wallet below the minimum, a failed request.',
      'Information that must stay visible until the situation changes (unlike a toast).',
    ],
    do: [
      'Pick the status by meaning: info, success, warning (action needed soon), danger (blocked or failed).',
      'Start with what happened, then what to do next; add one action (e.g. "Lengkapi data").',
      'Place it above the content it concerns, at the top of a form for submit errors.',
    ],
    dont: [
      'Use an alert for field errors: put them under the field.',
      'Stack several alerts; combine them or show the most important one.',
      'Rely on the colour alone: the title and icon carry the meaning too.',
    ],
  },
  'Design system/AppShell': {
    whenToUse: [
      'The frame of every signed-in screen: header, bottom bar on phones, side navigation on desktop.',
    ],
    do: [
      'Keep 4–5 top destinations in the bottom bar (Beranda, Pendanaan, Portofolio, Dompet) and the rest under "Lainnya".',
      'Give every item a short label with its icon; mark the current section as active.',
      'Design screens to scroll under the sticky bars; the shell keeps focused fields clear of them.',
    ],
    dont: [
      'Add a second navigation bar inside a screen.',
      'Use icon-only navigation items.',
      'Put page actions (Danai, Tarik dana) in the shell header; they belong to the screen.',
    ],
  },
  'Design system/Avatar': {
    whenToUse: [
      'The lender in the profile header and account menu.',
      'A borrower or business owner next to their name on a project card.',
    ],
    do: [
      'Always pass the name: the initials are the fallback when there is no photo.',
      'Show the name as text beside the avatar where the person matters.',
    ],
    dont: [
      'Use an avatar as the only way to identify a person or an account.',
      'Show KYC selfies or ID photos as avatars.',
    ],
  },
  'Design system/Badge': {
    whenToUse: [
      'A short status on a row or card: transaction status (Berhasil, Diproses, Gagal), project state.',
      'A small category or label: akad type, risk grade.',
    ],
    do: [
      'Use the tone that matches the meaning: success done, warning waiting on someone, danger failed, neutral otherwise.',
      'Keep the text to one or two words, in the screen’s language.',
      'Use the shared transaction-status mapping so the same status always looks the same.',
    ],
    dont: [
      'Make a badge clickable; use a Button or Link.',
      'Put amounts or long sentences in a badge.',
      'Use accent (gold) for statuses; keep it for highlights such as a featured project.',
    ],
  },
  'Design system/Button': {
    whenToUse: [
      'An action: Danai sekarang, Tarik dana, Simpan, Kirim kode.',
      'Submitting a form or opening a dialog or drawer.',
    ],
    do: [
      'One solid (primary) button per screen or dialog, for the main action; outline or ghost for the rest.',
      'Write the label as a verb with its object ("Tarik dana"), not "OK" or "Ya".',
      'Use the loading state while a money action is sent, so it cannot be pressed twice.',
      'Use danger only for destructive actions (hapus rekening, batalkan pendanaan).',
    ],
    dont: [
      'Use a button to go to another page; use a Link.',
      'Disable the submit button to signal invalid fields; let it submit and show the errors.',
      'Place two solid buttons side by side.',
    ],
  },
  'Design system/CameraCapture': {
    whenToUse: [
      'eKYC: the selfie (face guide) and the KTP photo (ID-card guide) taken in the app.',
      'Any document photo that must be taken live, with a file fallback.',
    ],
    do: [
      'Tell the lender before the camera opens what to photograph and how (good light, whole card in the frame).',
      'Keep the file-picker fallback: permission denied or no camera must never block KYC.',
      'Show the captured photo with a clear "Ulangi" option before submitting.',
    ],
    dont: [
      'Open the camera without a button press.',
      'Store or show the photo anywhere outside the KYC flow.',
    ],
  },
  'Design system/Card': {
    whenToUse: [
      'A self-contained item in a list: a project, a funding, a news item.',
      'A summary block on the home screen: wallet balance, portfolio returns.',
    ],
    do: [
      'Lead with the most important figure (amount, imbal hasil) and keep the rest secondary.',
      'Use outline by default, elevated sparingly, accent for a single highlighted card.',
      'Put at most one primary action in the footer.',
    ],
    dont: [
      'Nest cards inside cards.',
      'Make the whole card and a button inside it clickable at the same time.',
    ],
  },
  'Design system/Chart': {
    whenToUse: [
      'Amounts or rates over months where the shape matters: yield per month, a trend against a target.',
    ],
    do: [
      'Import it from `@pendana/design-system/components/chart` in a lazily loaded component only.',
      'Pass the months and amounts formatted by the design system’s formatters in the page’s language.',
      'Give each series its own mark (solid, hatched, line) and a legend label.',
    ],
    dont: [
      'Chart a single figure or two; write them as text.',
      'Tell series apart by colour alone.',
    ],
  },
  'Design system/Checkbox': {
    whenToUse: [
      'Agreeing to terms, the akad or risk disclosure before funding or registering.',
      'Choosing several independent options (notification channels, filters).',
    ],
    do: [
      'Write the label as a statement the lender agrees to, linking the full document.',
      'Show a required-consent error under the checkbox when the form is submitted.',
    ],
    dont: [
      'Pre-tick consent or marketing boxes.',
      'Use a checkbox for a setting that applies at once; use a Switch.',
      'Use a single checkbox for one of two exclusive choices; use a RadioGroup.',
    ],
  },
  'Design system/Combobox': {
    whenToUse: [
      'Choosing from a long list the lender can type to filter: bank, city, occupation.',
      'More than about 10 options, or options loaded from the server.',
    ],
    do: [
      'Give a placeholder that says what to type ("Cari nama bank").',
      'Provide the empty text ("Bank tidak ditemukan") and a loading label.',
    ],
    dont: [
      'Use it for a handful of options; use a Select or RadioGroup.',
      'Accept free text that is not one of the options.',
    ],
  },
  'Design system/DateField': {
    whenToUse: [
      'A known date typed from a document: date of birth, KTP or company deed dates (DD-MM-YYYY).',
    ],
    do: [
      'Say the format in the hint ("DD-MM-YYYY") and let the field insert the dashes.',
      'Validate real dates and sensible ranges (age 17+ for lenders) with a clear message.',
    ],
    dont: [
      'Use it for choosing a date range or a future schedule; that needs a calendar picker.',
      'Split the date into three separate fields.',
    ],
  },
  'Design system/Dialog': {
    whenToUse: [
      'Confirming an important or irreversible step: fund a project, withdraw, remove a bank account.',
      'A short task that must be finished or cancelled before continuing.',
    ],
    do: [
      'Title the dialog with the question; repeat the key figures (amount, account) in the body.',
      'Label the buttons with the action ("Tarik Rp 1.500.000" / "Batal").',
      'Use the alertdialog role for destructive confirmations.',
    ],
    dont: [
      'Open a dialog on page load or for marketing.',
      'Put long forms or a dialog inside a dialog; use a screen or a Drawer.',
    ],
  },
  'Design system/Drawer': {
    whenToUse: [
      'Details and secondary tasks next to a list: transaction detail, filters, a project summary.',
      'A bottom sheet on phones for a short choice.',
    ],
    do: [
      'Keep the list behind it in place, so closing returns the lender where they were.',
      'Put the main action in the footer so it stays visible.',
    ],
    dont: [
      'Use a drawer for a confirmation; use a Dialog.',
      'Stack drawers or navigate to another page from inside one.',
    ],
  },
  'Design system/EmptyState': {
    whenToUse: [
      'A list or section with nothing yet: no fundings, no transactions, no news.',
      'A filter or search with no results.',
    ],
    do: [
      'Say why it is empty and give the next step as an action ("Lihat proyek", "Isi saldo").',
      'Write for a first-time lender: friendly and short.',
    ],
    dont: [
      'Use it for loading or errors: use Skeleton, or an Alert with "Coba lagi".',
      'Leave a blank area or a bare "Tidak ada data".',
    ],
  },
  'Design system/FileUpload': {
    whenToUse: [
      'Uploading documents: NPWP, company deed, proof of transfer.',
      'When the file already exists on the device; for photos taken now use CameraCapture.',
    ],
    do: [
      'State the accepted types and the maximum size in the hint ("JPG atau PDF, maks. 2 MB").',
      'Show each chosen file with its name, size, progress and a remove button.',
    ],
    dont: [
      'Accept any file type "just in case".',
      'Start the upload without showing which file was chosen.',
    ],
  },
  'Design system/IconButton': {
    whenToUse: [
      'A compact, well-known action where space is short: close, more options, show balance, copy.',
    ],
    do: [
      'Give every icon button a label: it is the accessible name and the tooltip.',
      'Use icons lenders already know (X for close, copy, eye for show/hide).',
    ],
    dont: [
      'Use it for the main action of a screen; use a Button with text.',
      'Use an unfamiliar icon without visible text for money actions.',
    ],
  },
  'Design system/Link': {
    whenToUse: [
      'Going to another page or document: terms, akad, project details, help.',
      'Inline in text and hints.',
    ],
    do: [
      'Write link text that makes sense alone ("Baca syarat dan ketentuan"), not "klik di sini".',
      'Mark links that leave the app with the external hint.',
    ],
    dont: [
      'Use a link for an action that changes data; use a Button.',
      'Remove the underline from links in running text.',
    ],
  },
  'Design system/Menu': {
    whenToUse: [
      'A short list of actions behind one trigger: account menu, row actions on a funding.',
    ],
    do: [
      'Keep to 3–7 items with short verb labels; put destructive actions last.',
      'Use a trigger that says it opens a menu (an icon button with a label, or a button with a chevron).',
    ],
    dont: [
      'Use a menu to choose a form value; use a Select.',
      'Hide the only way to do a common task (fund, withdraw) in a menu.',
    ],
  },
  'Design system/MoneyInput': {
    whenToUse: ['Every rupiah amount the lender types: funding amount, top-up, withdrawal.'],
    do: [
      'Show the limits in the hint ("Minimal Rp 100.000, saldo Rp 2.500.000").',
      'Let the field group the digits as they are typed (1.500.000); amounts are whole rupiah.',
      'Offer quick amounts as buttons next to it when lenders often pick round sums.',
    ],
    dont: [
      'Use a plain text or number field for money.',
      'Allow decimals or show "Rp" twice (the field has the prefix).',
    ],
  },
  'Design system/NumberField': {
    whenToUse: [
      'A whole number that is not money: tenor in months, number of units, postal code-like counts.',
    ],
    do: [
      'Put the unit in the end addon ("bulan", "unit").',
      'State the allowed range in the hint.',
    ],
    dont: [
      'Use it for rupiah amounts; use MoneyInput.',
      'Use it for phone, NIK or account numbers: they are identifiers, not quantities (use TextField).',
    ],
  },
  'Design system/OtpInput': {
    whenToUse: [
      'Verifying a phone number or email, and confirming money actions with a one-time code.',
    ],
    do: [
      'Say where the code was sent ("Kode dikirim ke +62 812-****-7890").',
      'Show the resend countdown and allow resending when it ends.',
      'Show a wrong or expired code as an error under the boxes, keeping the entered digits.',
    ],
    dont: [
      'Split the code into separate fields of your own; paste and SMS autofill must fill all boxes.',
      'Auto-submit a money action without a visible confirmation.',
    ],
  },
  'Design system/Pagination': {
    whenToUse: ['Long lists the lender browses page by page: news, transactions, statements.'],
    do: [
      'Place it below the list and keep the page size steady.',
      'Keep the filters and the current page when coming back from a detail screen.',
    ],
    dont: [
      'Use pagination for a handful of items.',
      'Combine it with infinite scrolling on the same list.',
    ],
  },
  'Design system/PasswordInput': {
    whenToUse: ['Creating, entering or changing a password.'],
    do: [
      'Show the password rules in the hint before the lender types.',
      'Keep the show/hide button so the lender can check what they typed on a phone.',
    ],
    dont: [
      'Block pasting (password managers paste).',
      'Ask for the password twice when show/hide is available.',
    ],
  },
  'Design system/Progress': {
    whenToUse: [
      'How much of a project’s target is funded.',
      'An upload or a long task with a known end.',
    ],
    do: [
      'Show the figures as text beside the bar ("Rp 75.000.000 dari Rp 100.000.000 · 75%").',
      'Use the primary tone by default and accent only to highlight.',
    ],
    dont: ['Use a progress bar for steps of a form; use Steps.', 'Show a bar with no label.'],
  },
  'Design system/QrCode': {
    whenToUse: ['A QRIS code for topping up the wallet, with a download.'],
    do: [
      'Show the amount and how long the code is valid next to the code.',
      'Keep the download button: many lenders pay from another phone.',
    ],
    dont: [
      'Shrink the code below its default size or put it on a coloured background.',
      'Show a QR code without saying what it pays and to whom.',
    ],
  },
  'Design system/RadioGroup': {
    whenToUse: [
      'One choice out of 2–5 visible options: lender type (individu/badan usaha), payout method.',
    ],
    do: [
      'Show all options at once with short labels, adding a hint where the choice has consequences.',
      'Pre-select an option only when it is a safe default.',
    ],
    dont: [
      'Use radios for more than about 6 options; use a Select or Combobox.',
      'Use radios for settings that apply at once; use a Switch.',
    ],
  },
  'Design system/RegionPicker': {
    whenToUse: [
      'An Indonesian address: province → regency/city → district → village, as KYC requires.',
    ],
    do: [
      'Keep the levels in order; a level opens once its parent is chosen.',
      'Keep the searchable levels for long lists (districts, villages).',
    ],
    dont: ['Ask for the region as free text.', 'Split the levels across different screens.'],
  },
  'Design system/NativeSelect': {
    whenToUse: [
      "A filter or simple choice of plain text options on a page that loads nothing else of Ark's popups: a statement's month, a tax year, a transaction kind.",
    ],
    do: [
      "Prefer it to Select where the options are plain text: the phone's own picker, and ≈ 35 kB less to load.",
      'Give a filter an explicit "all" option (value \'\') rather than a placeholder.',
    ],
    dont: [
      'Use it where a page already loads Select for another field: use the same control throughout a form.',
      'Use it for long lists the lender needs to search; use a Combobox.',
    ],
  },
  'Design system/Select': {
    whenToUse: [
      'One choice from a short, known list: education level, income range, source of funds.',
    ],
    do: [
      'Use a placeholder that asks ("Pilih pendidikan terakhir"), not an option that looks chosen.',
      'Order options logically (by size, by level) or alphabetically.',
    ],
    dont: [
      'Use a select for two or three options; use a RadioGroup.',
      'Use it for long lists the lender needs to search; use a Combobox.',
    ],
  },
  'Design system/Skeleton': {
    whenToUse: ['While a screen or card loads: balance, project list, transaction list.'],
    do: [
      'Match the shape of the content that will appear (lines of text, a card, an avatar circle).',
      'Announce loading elsewhere (a Spinner label or a status message): skeletons are decoration.',
    ],
    dont: [
      'Show a skeleton for more than a few seconds without an error and retry path.',
      'Use it for content that failed to load; show an Alert with "Coba lagi".',
    ],
  },
  'Design system/Spinner': {
    whenToUse: [
      'A short wait on an action: inside a button while sending, a small area refreshing.',
    ],
    do: [
      'Give it a label ("Memuat…", "Memproses pembayaran…") for screen readers.',
      'Prefer the button’s loading state for money actions.',
    ],
    dont: [
      'Block a whole screen with a spinner while its layout could be shown with Skeletons.',
      'Show several spinners at once.',
    ],
  },
  'Design system/Steps': {
    whenToUse: [
      'A multi-step flow: eKYC (data diri, pendidikan, ahli waris, dokumen), registration.',
    ],
    do: [
      'Name each step in a word or two and show "Langkah 2 dari 4".',
      'Let the lender go back to finished steps without losing data.',
    ],
    dont: [
      'Use Steps for a single form split only to look shorter.',
      'Use more than about 6 steps; group them.',
    ],
  },
  'Design system/Switch': {
    whenToUse: [
      'An on/off setting that takes effect at once: notifications, hide balance, auto-reinvest.',
    ],
    do: [
      'Write the label as the setting ("Notifikasi email"), so on and off read naturally.',
      'Save at once and confirm quietly; roll back with a message if saving fails.',
    ],
    dont: [
      'Use a switch inside a form that is saved with a submit button; use a Checkbox.',
      'Use a switch for consent to terms.',
    ],
  },
  'Design system/Table': {
    whenToUse: ['Comparing rows of data: transactions, repayment schedule, statement lines.'],
    do: [
      'Right-align amounts and keep the figures tabular; put the date and status in their own columns.',
      'Give it a caption and an empty text; on a phone each row becomes a card of label/value pairs.',
    ],
    dont: [
      'Use a table for layout or for a single record; use a Card or a description list.',
      'Put more than one action in a row; open a Drawer with details instead.',
    ],
  },
  'Design system/Tabs': {
    whenToUse: [
      'Switching between views of the same subject: active / finished fundings, project info / schedule.',
    ],
    do: [
      'Keep tab labels short (one or two words) and the number of tabs small (2–5).',
      'Keep the chosen tab when the lender comes back.',
    ],
    dont: [
      'Use tabs for steps in a sequence; use Steps.',
      'Hide information the lender needs to compare at the same time in different tabs.',
    ],
  },
  'Design system/TextField': {
    whenToUse: ['Short free text and identifiers: name, email, phone, NIK, bank account number.'],
    do: [
      'Always show a visible label; put the format in the hint ("16 digit sesuai KTP").',
      'Show errors under the field in plain words, saying how to fix them.',
      'Mark required fields consistently; ask only for what the regulation or the flow needs.',
    ],
    dont: [
      'Use the placeholder as the label.',
      'Use it for amounts (MoneyInput), dates (DateField) or passwords (PasswordInput).',
    ],
  },
  'Design system/Textarea': {
    whenToUse: ['Longer free text: a message to support, a reason, an address line.'],
    do: [
      'Size it for the expected length and say any limit in the hint.',
      'Keep the label visible above it.',
    ],
    dont: [
      'Use it for structured data (address region, amounts); use the matching fields.',
      'Use it for a single line.',
    ],
  },
  'Design system/Toast': {
    whenToUse: [
      'Brief feedback after an action that succeeded on the same screen: saved, copied, sent.',
    ],
    do: [
      'Keep it to one short sentence ("Nomor rekening disalin").',
      'Also show lasting results on the screen itself (the new balance, the new status).',
    ],
    dont: [
      'Use a toast for errors that need action or for money results; use an Alert or a result screen.',
      'Put the only link to something important in a toast; it disappears.',
    ],
  },
  'Design system/Tooltip': {
    whenToUse: [
      'A short explanation of a term or an icon: "imbal hasil", "TKB90", an icon button’s name.',
    ],
    do: [
      'Keep it to a sentence; it shows on hover and on keyboard focus.',
      'Put the trigger next to the term it explains.',
    ],
    dont: [
      'Put essential information, fees or risks only in a tooltip.',
      'Put links or buttons inside a tooltip.',
    ],
  },
};
