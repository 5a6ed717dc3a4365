// Managed-fundings answers shared by the tests and stories of the screens that list the lender's
// fundings (Manage Funding, the portfolio): an open funding shaped like the generated example under
// its own id and name, the four lists holding only what a test names, and a handler that pages them
// as the server does (`tab`, `page`, `per_page`, `id`, `proyek_id`); funding 20's handlers for
// adding funds.
import { http, HttpResponse } from 'msw';
import type { FundingItem, ManagedFundings, ManagedFundingsTab } from '@pendana/api-sdk';
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

type Lists = Omit<ManagedFundings, 'meta'>;

const LISTS = {
  aktif: 'dataProyekAktif',
  full: 'dataProyekFull',
  closed: 'dataProyekClosed',
  selesai: 'dataProyekSelesai',
} as const satisfies Record<ManagedFundingsTab, keyof Lists>;

/** The first page's `meta` of `lists` (each whole list on one page of 10 when it has ≤ 10). */
const metaOf = (lists: Lists, page = 1, perPage = 10): ManagedFundings['meta'] => ({
  page,
  per_page: perPage,
  total: {
    dataProyekAktif: lists.dataProyekAktif.length,
    dataProyekFull: lists.dataProyekFull.length,
    dataProyekClosed: lists.dataProyekClosed.length,
    dataProyekSelesai: lists.dataProyekSelesai.length,
  },
});

/** The lender's fundings: every list empty but those in `patch`. */
export const fundingLists = (patch: Partial<Lists>): ManagedFundings => {
  const lists: Lists = {
    dataProyekAktif: [],
    dataProyekFull: [],
    dataProyekClosed: [],
    dataProyekSelesai: [],
    ...patch,
  };
  return { ...lists, meta: metaOf(lists) };
};

/**
 * Answers listKelolaInvestasiNewNew over `all` like the server: the page asked of each list (of
 * `tab` only when named), narrowed to `id` or `proyek_id`, with every list's total. `asked` records
 * each request's query.
 */
export function pagedFundingsHandler(all: ManagedFundings, asked: URLSearchParams[] = []) {
  return http.post('*/api/newPendanaan/listKelolaInvestasiNewNew', ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(query);
    const page = Number(query.get('page') ?? 1);
    const perPage = Number(query.get('per_page') ?? 10);
    const tab = query.get('tab');
    const id = query.get('id');
    const project = query.get('proyek_id');
    const pageOf = <T extends FundingItem>(key: ManagedFundingsTab, list: T[]): T[] =>
      tab !== null && tab !== key
        ? []
        : list
            .filter(
              (f) =>
                (id === null || String(f.id) === id) &&
                (project === null || String(f.proyek_id) === project),
            )
            .slice((page - 1) * perPage, page * perPage);
    return HttpResponse.json({
      dataProyekAktif: pageOf('aktif', all[LISTS.aktif]),
      dataProyekFull: pageOf('full', all[LISTS.full]),
      dataProyekClosed: pageOf('closed', all[LISTS.closed]),
      dataProyekSelesai: pageOf('selesai', all[LISTS.selesai]),
      meta: metaOf(all, page, perPage),
    } satisfies ManagedFundings);
  });
}

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
