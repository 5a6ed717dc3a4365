// The funding simulator (spec §7 newSimulation/listAll, legacy §4.6): what `paket` packages of a
// project would earn, from the server's multipliers — `pmarginbulanan` (a month's yield as a fraction)
// for the months paid every `interval`, `psisamargin` for the months left over, paid at the end
// (docs/lender-api.md "Simulation"). An estimate: real payouts are rounded down to Rp 100 each.
import type { SimulationProject } from '@pendana/api-sdk';

export interface FundingEstimate {
  /** Packages × price. */
  amount: number;
  /** A month's yield, whole rupiah (rounded down). */
  monthly: number;
  /** Over the whole tenor, whole rupiah (rounded down). */
  total: number;
}

/** Rounds down to whole rupiah, forgiving the binary fractions of the multipliers (0.0125 …). */
const rupiahDown = (value: number) => Math.floor(value + 1e-6);

export function fundingEstimate(
  project: Pick<
    SimulationProject,
    'harga_paket' | 'tenor' | 'interval' | 'pmarginbulanan' | 'psisamargin'
  >,
  paket: number,
): FundingEstimate {
  const amount = paket * project.harga_paket;
  const leftOver = project.interval > 0 ? project.tenor % project.interval : project.tenor;
  const monthly = rupiahDown(amount * project.pmarginbulanan);
  const total = rupiahDown(
    amount * project.pmarginbulanan * (project.tenor - leftOver) + amount * project.psisamargin,
  );
  return { amount, monthly, total };
}
