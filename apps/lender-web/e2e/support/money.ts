// Money as the app shows it (spec §9: 'Rp' and dot thousands; the design system puts a no-break
// space after 'Rp'), for journeys that compare the screen with the server's figures.
export const rupiah = (amount: number) =>
  `Rp\u00a0${new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 }).format(amount)}`;

/** A rate as the app shows it (design system `formatRate`: Indonesian digits, 2 decimals unless whole). */
export const rate = (value: number) =>
  new Intl.NumberFormat('id-ID', {
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: Number.isInteger(value) ? 0 : 2,
  }).format(value);
