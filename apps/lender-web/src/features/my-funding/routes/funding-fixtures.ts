// Managed-fundings answers shared by the my-funding route's tests: an open funding shaped like the
// generated example under its own id and name, and the four lists holding only what a test names.
import { http, HttpResponse } from 'msw';
import type { FundingItem, ManagedFundings } from '@pendana/api-sdk';
import {
  getGetProjectDetailMockHandler,
  getGetProjectDetailResponseMock,
  getListManagedFundingsMockHandler,
  getListManagedFundingsResponseMock,
  getVerifyPasswordMockHandler,
} from '@pendana/api-sdk/msw';

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

/**
 * Handlers of funding 20 (3 packages of Rp 1.000.000, its project raising funds with 5 left): the list,
 * the project, a right password and add funds answering without a success text; `onAdd` sees each body.
 */
export function addFundsHandlers(onAdd: (body: unknown) => void = () => undefined) {
  return [
    getListManagedFundingsMockHandler(
      fundingLists({
        dataProyekAktif: [
          openFunding(20, { status_proyek: 1, jumlah_paket: 3, harga_paket: 1_000_000 }),
        ],
      }),
    ),
    getGetProjectDetailMockHandler({
      data: {
        ...getGetProjectDetailResponseMock().data,
        status: 1,
        harga_paket: 1_000_000,
        sisa_paket: 5,
        tidak_teralokasi: 10_000_000,
      },
    }),
    getVerifyPasswordMockHandler({ success: 'Kata sandi benar' }),
    http.post('*/api/newPendanaan/tambah-pendanaan-new', async ({ request }) => {
      onAdd(await request.json());
      return HttpResponse.json({ nominal: 1_000_000, id_pendanaan: 20 });
    }),
  ];
}
