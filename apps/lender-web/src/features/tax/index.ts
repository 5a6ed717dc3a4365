// Tax documents: the tax withheld from yield per month (one withholding slip each)
// and the annual summary, PDF and CSV. Reached from the menu and the yield screen.
export const lazyTaxRoute = () =>
  import('./routes/tax-route').then((m) => ({ Component: m.TaxRoute }));
