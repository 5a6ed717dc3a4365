import { ListManagedFundingsResponse } from '@pendana/api-sdk/zod';
import type { KyselyPlugin } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  advanceStagesByDates,
  declareDefault,
  markLateProjects,
} from '../../src/modules/repayments/index.ts';
import { endedDetails } from '../../src/modules/portfolio/ended-fundings.ts';
import { fundingReturns } from '../../src/modules/portfolio/returns.ts';
import { FUNDING_STATUS, moneyDb } from '../../src/shared/ledger/tables.ts';
import { hashToken, newToken } from '../../src/shared/session/tokens.ts';
import { money } from '../helpers/money-helpers.ts';
import { api, expectBody, post } from '../helpers/test-app.ts';
import {
  at,
  fund,
  ledgerFaults,
  lenderOf,
  newProject,
  repaymentsApp,
  STANDARD_PROJECT,
} from '../repayments/fixture.ts';
import { TEST_GRACE_DAYS } from '../helpers/grace-days.ts';

// Manage Funding's lists over the lending cycle: a late project's days late by the server's clock,
// a defaulted project's funding and a repaid one's under the ended list with their final figures.
const { t, clock, pay, setClock } = repaymentsApp();
let token: string;
/** One resident lender (PPh 23) funding all of three projects, Rp 10 000 000 each. */
let lender: number;
const projects = { repaid: 0, late: 0, defaulted: 0 };
const fundings = { repaid: 0, late: 0, defaulted: 0 };

async function list() {
  const response = await post(t.app, api('/newPendanaan/listKelolaInvestasiNewNew'), undefined, {
    token,
  });
  return expectBody(ListManagedFundingsResponse, response);
}

type Lists = Awaited<ReturnType<typeof list>>;
const openOf = (lists: Lists) => [
  ...lists.dataProyekAktif,
  ...lists.dataProyekFull,
  ...lists.dataProyekClosed,
];

beforeAll(async () => {
  lender = await lenderOf(t, 'PPh23', 30_000_000);
  // A session that outlives the months the clock moves through.
  token = newToken();
  await money(t)
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      lender_id: lender,
      created_at: clock.now(),
      expires_at: at('2027-01-01'),
    })
    .execute();
  for (const name of ['repaid', 'late', 'defaulted'] as const) {
    // 12 % a year paid monthly for 3 months, no ujrah: Rp 100 000 gross a month, Rp 85 000 net.
    projects[name] = await newProject(t, { ...STANDARD_PROJECT, start: '2026-01-15' });
    fundings[name] = await fund(t, projects[name], lender, 10, '2026-01-14');
  }
  await advanceStagesByDates(money(t), '2026-01-15', at('2026-01-15'));
});

describe('managed fundings over the lending cycle', () => {
  it("gives a late project's funding its days late, growing with the server's clock", async () => {
    await pay(projects.repaid, 100_000n, '2026-02-15', `mf-${projects.repaid}-1`);
    // Month 1 of the other two projects (due 15 Feb) is unpaid: late after the 3 grace days.
    const marked = await markLateProjects(money(t), at('2026-02-19'), TEST_GRACE_DAYS);
    expect(marked).toContain(projects.late);
    expect(marked).not.toContain(projects.repaid);
    setClock('2026-02-19');
    const lists = await list();
    const byId = new Map(openOf(lists).map((f) => [f.id, f]));
    expect(byId.get(fundings.late)?.hari_terlambat).toBe(4);
    expect(byId.get(fundings.repaid)?.hari_terlambat).toBeNull();
    expect(lists.dataProyekSelesai).toEqual([]);
    setClock('2026-02-22');
    const later = new Map(openOf(await list()).map((f) => [f.id, f]));
    expect(later.get(fundings.late)?.hari_terlambat).toBe(7);
  });

  it('moves a defaulted funding to the ended list, marked, with its recovery and write-off', async () => {
    await declareDefault(
      money(t),
      {
        projectId: projects.defaulted,
        recovery: 3_000_000n,
        date: '2026-03-01',
        reference: `mf-default-${projects.defaulted}`,
      },
      at('2026-03-01'),
    );
    setClock('2026-03-02');
    const lists = await list();
    expect(openOf(lists).map((f) => f.id)).not.toContain(fundings.defaulted);
    const ended = lists.dataProyekSelesai.find((f) => f.id === fundings.defaulted);
    expect(ended).toMatchObject({
      gagal_bayar: true,
      tanggal_selesai: '2026-03-01',
      status_proyek: 4,
      hari_terlambat: null,
      pokok_didanai: 10_000_000,
      pokok_kembali: 3_000_000,
      pokok_dihapus: 7_000_000,
      pembayaran: [{ tanggal: '2026-03-01', imbal_hasil: 0, pajak: 0, pokok: 3_000_000 }],
    });
    expect(ended?.hasil).toMatchObject({ id_pendanaan: fundings.defaulted, written_off: true });
  });

  it('lists a repaid funding as ended with all its principal back and its net yield', async () => {
    await pay(projects.repaid, 100_000n, '2026-03-15', `mf-${projects.repaid}-2`);
    await pay(projects.repaid, 10_100_000n, '2026-04-15', `mf-${projects.repaid}-3`);
    setClock('2026-05-01');
    const lists = await list();
    expect(openOf(lists).map((f) => f.id)).not.toContain(fundings.repaid);
    // The latest end first.
    expect(lists.dataProyekSelesai.map((f) => f.id)).toEqual([fundings.repaid, fundings.defaulted]);
    const ended = lists.dataProyekSelesai[0]!;
    expect(ended).toMatchObject({
      gagal_bayar: false,
      tanggal_selesai: '2026-04-15',
      pokok_didanai: 10_000_000,
      pokok_kembali: 10_000_000,
      pokok_dihapus: 0,
      nama_proyek: expect.stringContaining('Uji Angsuran'),
    });
    // Three months of Rp 100 000 gross less PPh 23 15 %: Rp 85 000 net each, Rp 255 000 in all.
    expect(ended.pembayaran).toEqual([
      { tanggal: '2026-02-15', imbal_hasil: 85_000, pajak: 15_000, pokok: 0 },
      { tanggal: '2026-03-15', imbal_hasil: 85_000, pajak: 15_000, pokok: 0 },
      { tanggal: '2026-04-15', imbal_hasil: 85_000, pajak: 15_000, pokok: 10_000_000 },
    ]);
    expect(ended.hasil).toMatchObject({
      id_pendanaan: fundings.repaid,
      realised_yield: 255_000,
      outstanding_principal: 0,
      written_off: false,
      reason: null,
    });
    // 0.85 % net a month compounds to 10.69 % a year.
    expect(ended.hasil.xirr_percent).toBeGreaterThan(10.5);
    expect(ended.hasil.xirr_percent).toBeLessThan(10.9);
    expect(await ledgerFaults(t)).toEqual({ unbalanced: 0, negative: 0 });
  });

  it("keeps a late funding listed after its project's end date, while its principal is still out", async () => {
    // The late project ended on 15 Apr without a repayment: its money is still out, so still shown.
    await markLateProjects(money(t), at('2026-05-01'), TEST_GRACE_DAYS);
    setClock('2026-05-01');
    const lists = await list();
    const late = lists.dataProyekClosed.find((f) => f.id === fundings.late);
    expect(late).toMatchObject({ nominal_awal: 10_000_000, sisa_periode: 0, status_proyek: 4 });
    expect(late?.hari_terlambat).toBeGreaterThan(60);
    expect(lists.dataProyekSelesai.map((f) => f.id)).not.toContain(fundings.late);
  });

  it("computes the ended fundings' returns from those fundings alone, as the whole portfolio's", async () => {
    const ended = [fundings.repaid, fundings.defaulted];
    const whole = await fundingReturns(money(t), lender, '2026-05-01');
    expect(whole.items.map((item) => item.id_pendanaan).sort()).toEqual(
      Object.values(fundings).sort(),
    );
    const only = await fundingReturns(money(t), lender, '2026-05-01', ended);
    expect(only.items.map((item) => item.id_pendanaan).sort()).toEqual([...ended].sort());
    for (const item of only.items)
      expect(item).toEqual(whole.items.find((w) => w.id_pendanaan === item.id_pendanaan));
    setClock('2026-05-01');
    const lists = await list();
    for (const funding of lists.dataProyekSelesai)
      expect(funding.hasil).toEqual(whole.items.find((w) => w.id_pendanaan === funding.id));

    // The rows the ended details read do not grow with the lender's other fundings.
    const rowsRead = async () => {
      let rows = 0;
      const plugin: KyselyPlugin = {
        transformQuery: (args) => args.node,
        transformResult: async (args) => {
          rows += args.result.rows.length;
          return args.result;
        },
      };
      const details = await endedDetails(
        moneyDb(t.database.db.withPlugin(plugin)),
        lender,
        [{ fundingId: fundings.repaid, projectId: projects.repaid }],
        '2026-05-01',
      );
      expect([...details.keys()]).toEqual([fundings.repaid]);
      return rows;
    };
    const before = await rowsRead();
    for (const start of ['2026-06-15', '2026-06-16']) {
      const another = await newProject(t, { ...STANDARD_PROJECT, start });
      await fund(t, another, lender, 1, '2026-05-20');
    }
    expect(await rowsRead()).toBe(before);
  });

  it('fails loudly on an ended funding whose project has no end', async () => {
    // Broken data no path writes: the late project's funding ended without a repayment or default.
    const ended = { fundingId: fundings.late, projectId: projects.late };
    await money(t)
      .updateTable('fundings')
      .set({ status: FUNDING_STATUS.ENDED })
      .where('id', '=', fundings.late)
      .execute();
    try {
      await expect(endedDetails(money(t), lender, [ended], '2026-05-01')).rejects.toThrow(
        `project ${projects.late} has no completing repayment nor default`,
      );
    } finally {
      await money(t)
        .updateTable('fundings')
        .set({ status: FUNDING_STATUS.OPEN })
        .where('id', '=', fundings.late)
        .execute();
    }
  });
});
