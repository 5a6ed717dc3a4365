// Managed-fundings answers shared by the my-funding route's tests: an open funding shaped like the
// generated example under its own id and name, and the four lists holding only what a test names.
import type { FundingItem, ManagedFundings } from '@pendana/api-sdk';
import { getListManagedFundingsResponseMock } from '@pendana/api-sdk/msw';

const example = getListManagedFundingsResponseMock().dataProyekAktif[0]!;

/** An open funding like the generated example, named `Proyek <id>`, with `patch` on top. */
export const openFunding = (id: number, patch: Partial<FundingItem> = {}): FundingItem => ({
  ...example,
  id,
  nama_proyek: `Proyek ${id}`,
  ...patch,
});

/** The lender's fundings: every list empty but those in `patch`. */
export const fundingLists = (patch: Partial<ManagedFundings>): ManagedFundings => ({
  dataProyekAktif: [],
  dataProyekFull: [],
  dataProyekClosed: [],
  dataProyekSelesai: [],
  ...patch,
});
