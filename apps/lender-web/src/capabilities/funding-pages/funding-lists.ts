// The four lists of listKelolaInvestasiNewNew by name (spec §2: active, full and closed; ended ones
// after them) and each one's key in the answer.
import type { FundingItem, ManagedFundings } from '@pendana/api-sdk';

export const FUNDING_TABS = ['active', 'full', 'closed', 'ended'] as const;
export type FundingTab = (typeof FUNDING_TABS)[number];

export const LIST_OF = {
  active: 'dataProyekAktif',
  full: 'dataProyekFull',
  closed: 'dataProyekClosed',
  ended: 'dataProyekSelesai',
} as const satisfies Record<FundingTab, keyof ManagedFundings>;

export const fundingsOf = (data: ManagedFundings, tab: FundingTab): FundingItem[] =>
  data[LIST_OF[tab]];
