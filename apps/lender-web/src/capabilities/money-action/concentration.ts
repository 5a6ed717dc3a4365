// Whether a checkout or add funds would leave one project holding too much of the lender's invested
// money (getFundingConcentration's figures): the share after the funding, in basis points, and
// whether it is above the server's threshold. The one place this is computed for both drawers.

export interface ConcentrationFacts {
  /** The lender's principal in the project now, rupiah (0 when none). */
  projectAmount: number;
  /** The lender's invested money now (principal in open fundings, every project), rupiah. */
  invested: number;
  /** Warn above this share, basis points (1 % = 100). */
  thresholdBps: number;
}

export interface ConcentrationAfter {
  /** (project + amount) ÷ (invested + amount) in basis points, rounded down (integer division). */
  shareBps: number;
  /** The share is above the threshold (at it exactly: not). */
  over: boolean;
}

/**
 * The project's share of the invested money after `amount` more goes into it. Null when nothing is
 * invested yet (a first funding is always all of it: there is nothing to spread against) or the
 * amount is not positive. Compared on the rounded-down basis points, the figure the lender is
 * shown, so a warning never names a share equal to the threshold. BigInt: exact at any amount.
 */
export function concentrationAfter(
  facts: ConcentrationFacts,
  amount: number,
): ConcentrationAfter | null {
  if (facts.invested <= 0 || amount <= 0) return null;
  const part = BigInt(facts.projectAmount) + BigInt(amount);
  const whole = BigInt(facts.invested) + BigInt(amount);
  const shareBps = Number((part * 10_000n) / whole);
  return { shareBps, over: shareBps > facts.thresholdBps };
}
