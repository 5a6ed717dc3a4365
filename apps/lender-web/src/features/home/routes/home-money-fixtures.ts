// getPortfolioAllocation and getPortfolioMonthly answers shared by home's tests and stories, as the
// server answers them: each split sums to `invested`, `total = available + reserved + invested`.
import type {
  NextPayout,
  PortfolioAllocationResponse,
  PortfolioMonthlyResponse,
} from '@pendana/api-sdk';

function allocation(
  money: { available: number; reserved?: number },
  stages: { fundraising?: number; funded?: number; running?: number; late?: number },
  akad: { Murabahah: number; Mudharabah: number },
  sector: { properti: number; modal_kerja: number },
): PortfolioAllocationResponse {
  const by_stage = (['fundraising', 'funded', 'running', 'late'] as const).map((stage) => ({
    stage,
    amount: stages[stage] ?? 0,
  }));
  const invested = by_stage.reduce((sum, part) => sum + part.amount, 0);
  const reserved = money.reserved ?? 0;
  return {
    data: {
      total: money.available + reserved + invested,
      available: money.available,
      reserved,
      invested,
      by_stage,
      by_akad: [
        { akad: 'Murabahah', amount: akad.Murabahah },
        { akad: 'Mudharabah', amount: akad.Mudharabah },
      ],
      by_sector: [
        { sector: 'properti', amount: sector.properti },
        { sector: 'modal_kerja', amount: sector.modal_kerja },
      ],
    },
  };
}

/** A new lender: nothing in the wallet, nothing invested. */
export const ALLOCATION_NONE = allocation(
  { available: 0 },
  {},
  { Murabahah: 0, Mudharabah: 0 },
  { properti: 0, modal_kerja: 0 },
);
/** One running project of Rp 5.000.000 (properti, Murabahah), Rp 1.250.000 in the wallet. */
export const ALLOCATION_ONE = allocation(
  { available: 1_250_000 },
  { running: 5_000_000 },
  { Murabahah: 5_000_000, Mudharabah: 0 },
  { properti: 5_000_000, modal_kerja: 0 },
);
/** Money in every stage and a withdrawal waiting. */
export const ALLOCATION_MANY = allocation(
  { available: 13_500_000, reserved: 1_500_000 },
  { fundraising: 1_000_000, funded: 2_000_000, running: 27_000_000 },
  { Murabahah: 18_000_000, Mudharabah: 12_000_000 },
  { properti: 21_000_000, modal_kerja: 9_000_000 },
);
/** A late project of Rp 4.000.000 beside a running one. */
export const ALLOCATION_LATE = allocation(
  { available: 750_000 },
  { running: 3_000_000, late: 4_000_000 },
  { Murabahah: 3_000_000, Mudharabah: 4_000_000 },
  { properti: 3_000_000, modal_kerja: 4_000_000 },
);

const payout = (id: number, name: string, date: string, amount: number): NextPayout => ({
  id_pendanaan: id,
  nama_proyek: name,
  date,
  yield: amount,
  principal: 0,
  amount,
});

const months = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => {
    const date = new Date(Date.UTC(2025, 11 + first + index, 1));
    return { month: date.toISOString().slice(0, 7), amount: 0 };
  });

/**
 * A getPortfolioMonthly answer as of 20 November 2026 (the stories' clock) with these next payouts
 * (home reads only them; the months are the yield page's).
 */
export function withPayouts(next_payouts: NextPayout[]): PortfolioMonthlyResponse {
  return {
    data: { as_of: '2026-11-20', received: months(0, 12), expected: months(12, 6), next_payouts },
  };
}

export const PAYOUTS_NONE = withPayouts([]);
export const PAYOUTS_ONE = withPayouts([payout(301, 'Proyek Ruko Margonda', '2026-12-01', 10_625)]);
export const PAYOUTS_MANY = withPayouts([
  payout(301, 'Proyek Ruko Margonda', '2026-12-01', 10_625),
  payout(302, 'Proyek Griya Cibubur', '2026-12-07', 31_875),
  payout(303, 'Proyek Cinere Residence', '2026-12-15', 21_250),
]);
/** A funding's last payout: the principal comes back with the yield. */
export const LAST_PAYOUT = {
  ...payout(304, 'Proyek Depok Mandiri', '2027-01-04', 5_010_625),
  yield: 10_625,
  principal: 5_000_000,
};
