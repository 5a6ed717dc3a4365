import type { Database } from '../db/database.ts';
import { VA_BANKS, virtualAccountNumber } from '../modules/wallet/index.ts';
import { checkout } from '../modules/funding/index.ts';
import { moneyDb } from '../shared/ledger/tables.ts';
import { allProjects, PROJECT_STATUS, projectStatus } from '../modules/projects/index.ts';
import { jakartaDate } from '../shared/ledger/ledger.ts';
import { creditVaPayment, virtualAccounts } from '../modules/wallet/index.ts';
import { payDueYields } from '../modules/repayments/index.ts';
import { createSandboxRepayments } from '../providers/repayments/sandbox.ts';

/** Demo wallets: a seeded VA top-up, then fundings bought through the real checkout. */
const DEMO_MONEY: ReadonlyArray<{
  username: string;
  topUp: number;
  fundings: ReadonlyArray<number>;
}> = [
  { username: 'demo.individu', topUp: 50_000_000, fundings: [10, 5, 3] },
  { username: 'demo.korporasi', topUp: 750_000_000, fundings: [100, 60, 40, 25] },
];

/**
 * Idempotent: top-ups have fixed provider references; fundings are bought only for a lender without any.
 * Each demo lender also has a funding bought (with its own top-up) during the fundraising of the running
 * project that started longest ago, whose borrower has paid what is due, so the portfolio shows paid and
 * upcoming yield.
 */
export async function seedDemoMoney(
  database: Database,
  graceDays: number,
  now: Date = new Date(),
): Promise<void> {
  const db = moneyDb(database.db);
  const today = jakartaDate(now);
  const projects = await allProjects(db, null);
  const active = projects
    .filter((p) => projectStatus(p, today) === PROJECT_STATUS.ACTIVE)
    .sort((a, b) => a.id - b.id);
  const running = projects
    .filter((p) => projectStatus(p, today) === PROJECT_STATUS.CLOSED && p.tgl_mulai <= today)
    .sort((a, b) => a.tgl_mulai.localeCompare(b.tgl_mulai))[0];
  for (const [index, demo] of DEMO_MONEY.entries()) {
    const lender = await db
      .selectFrom('lenders')
      .select(['id', 'nama', 'username'])
      .where('username', '=', demo.username)
      .executeTakeFirst();
    if (!lender) continue;
    await virtualAccounts(db, lender, now);
    const bni = VA_BANKS[0];
    if (!bni) continue;
    await creditVaPayment(
      db,
      {
        nomor_va: virtualAccountNumber(bni, lender.id),
        nominal: demo.topUp,
        reference: `SEED-TOPUP-${demo.username}`,
      },
      now,
    );
    const funded = await db
      .selectFrom('fundings')
      .select('id')
      .where('lender_id', '=', lender.id)
      .executeTakeFirst();
    if (funded) continue;
    if (running) {
      // Bought on the last day of that project's fundraising (noon in Jakarta).
      const then = new Date(`${running.tgl_selesai_penggalangan}T05:00:00Z`);
      await creditVaPayment(
        db,
        {
          nomor_va: virtualAccountNumber(bni, lender.id),
          nominal: 10_000_000,
          reference: `SEED-TOPUP-HIST-${demo.username}`,
        },
        then,
      );
      await checkout(
        {
          db,
          lang: 'id',
          lenderId: lender.id,
          now: then,
          idempotencyKey: `seed-${demo.username}-hist`,
        },
        { id_proyek: running.id, paket: Math.floor(10_000_000 / running.harga_paket) },
      );
    }
    for (const [n, paket] of demo.fundings.entries()) {
      const project = active[(index * 4 + n) % Math.max(1, active.length)];
      if (!project) continue;
      await checkout(
        { db, lang: 'id', lenderId: lender.id, now, idempotencyKey: `seed-${demo.username}-${n}` },
        { id_proyek: project.id, paket: Math.min(paket, project.total_paket - project.terjual) },
      );
    }
  }
  // Once every demo lender has its fundings, the borrowers pay what is due, shared out to the lenders
  // (a lender funding after a repayment would get no share of it).
  const repayments = createSandboxRepayments();
  const lenders = await db
    .selectFrom('lenders')
    .select('id')
    .where(
      'username',
      'in',
      DEMO_MONEY.map((demo) => demo.username),
    )
    .orderBy('id')
    .execute();
  for (const lender of lenders) await payDueYields(db, repayments, lender.id, now, graceDays);
}
