// The four lists of listKelolaInvestasiNewNew as tabs (spec §2: active, full and closed; ended ones
// after them), and the funding a drawer's `id` names, wherever it is listed.
import type { EndedFunding, FundingItem, ManagedFundings } from '@pendana/api-sdk';
import { FUNDING_TABS, fundingsOf, type FundingTab } from '../../../capabilities/funding-pages';

export {
  FUNDING_TABS,
  LIST_OF,
  fundingsOf,
  type FundingTab,
} from '../../../capabilities/funding-pages';

/** A tab from the URL; anything else is the active list. */
export const tabOf = (value: string): FundingTab =>
  (FUNDING_TABS as readonly string[]).includes(value) ? (value as FundingTab) : 'active';

export function findFunding(data: ManagedFundings, id: string | null): FundingItem | undefined {
  if (id === null) return undefined;
  return FUNDING_TABS.flatMap((tab) => fundingsOf(data, tab)).find((f) => String(f.id) === id);
}

/** The ended funding a drawer's `id` names, or undefined when it is not an ended one. */
export function findEnded(data: ManagedFundings, id: string | null): EndedFunding | undefined {
  if (id === null) return undefined;
  return data.dataProyekSelesai.find((f) => String(f.id) === id);
}

/**
 * The lender's funding in a project (`?project=<id>`, as an inbox item links it) and its tab: the
 * first listed, active before full, closed and ended.
 */
export function findProjectFunding(
  data: ManagedFundings,
  projectId: string,
): { funding: FundingItem; tab: FundingTab } | undefined {
  for (const tab of FUNDING_TABS) {
    const funding = fundingsOf(data, tab).find((f) => String(f.proyek_id) === projectId);
    if (funding) return { funding, tab };
  }
  return undefined;
}
