import { messageGroup } from '../../i18n/message-group';

export const homeMessages = messageGroup('dashboard.home', {
  greeting: ['name'],
  notActiveBody: ['email'],
  packages: ['count'],
  yieldRate: ['rate'],
  fundingDetail: ['name'],
  allFundings: ['count'],
});

/** The honest-return card (getPortfolioReturns). */
export const returnsMessages = messageGroup('dashboard.returns', {
  percent: ['percent'],
  asOf: ['date'],
  cashDragValue: ['percent', 'idle'],
  writtenOff: ['amount'],
});

/** The concentration meter (getFundingConcentration): the largest project's share of the money invested. */
export const concentrationMessages = messageGroup('concentration.meter', {
  meterLabel: ['share', 'name'],
  valueText: ['amount', 'invested'],
  above: ['threshold'],
  within: ['threshold'],
});

/** Where the lender's money is (getPortfolioAllocation): the chart, its figures and the splits. */
export const allocationMessages = messageGroup('home-money.allocation');

/** The next repayments due to the lender (getPortfolioMonthly's `next_payouts`). */
export const payoutsMessages = messageGroup('home-money.payouts');
