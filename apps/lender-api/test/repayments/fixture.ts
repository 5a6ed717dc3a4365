import { sql } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { checkout } from '../../src/modules/funding/index.ts';
import { managedFundings, transactions } from '../../src/modules/portfolio/index.ts';
import { openFundings as certificateFundings } from '../../src/modules/portfolio/certificate/certificate.ts';
import { portfolio } from '../../src/modules/portfolio/portfolio.ts';
import { allYields } from '../../src/modules/portfolio/yield.ts';
import type { Parts, Terms } from '../../src/modules/repayments/index.ts';
import { addDays, addMonths } from '../../src/shared/ledger/ledger.ts';
import type { Akad } from '../../src/shared/ledger/tables.ts';
import { daysLate, recordRepayment } from '../../src/modules/repayments/index.ts';
import { setTaxResidency } from '../../src/modules/tax/index.ts';
import { money, newLender, type MoneyContext } from '../helpers/money-helpers.ts';
import { createTestApp, TestClock, type TestApp } from '../helpers/test-app.ts';
import { TEST_GRACE_DAYS } from '../helpers/grace-days.ts';

/** Repayment fixtures: projects with dates of their own, lenders of each tax kind, fundings by checkout. */

export const at = (day: string) => new Date(`${day}T03:00:00Z`);

/**
 * The file's test app (its own database) on a test clock starting at `day`: `t` stands for the app
 * once `beforeAll` has started it (a stand-in, so tests read `t` as they would a variable), `pay`
 * records a borrower's repayment of a project, `setClock` moves the server's clock to a day.
 */
export function repaymentsApp(day = '2026-01-10') {
  const clock = new TestClock(at(day).getTime());
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await createTestApp({ clock });
  });
  afterAll(async () => {
    await started?.close();
  });
  const current = (): TestApp => {
    if (!started) throw new Error('the test app starts in beforeAll');
    return started;
  };
  const t = new Proxy({} as TestApp, {
    get: (_, key) => {
      const value: unknown = Reflect.get(current(), key);
      return typeof value === 'function' ? value.bind(current()) : value;
    },
  });
  const pay = (projectId: number, amount: bigint, paidOn: string, payerReference: string) =>
    recordRepayment(
      money(t),
      { projectId, amount, paidOn, payerReference, provider: 'uji' },
      at(paidOn),
      TEST_GRACE_DAYS,
    );
  const setClock = (to: string) =>
    clock.advanceMinutes((at(to).getTime() - clock.now().getTime()) / 60_000);
  return { t, clock, pay, setClock };
}

let serial = 0;

export interface ProjectTerms {
  akad: Akad;
  imbal: number;
  fee: number;
  tenor: number;
  interval: number;
  harga: number;
  totalPaket: number;
  /** The start; fundraising runs the 30 days before it. */
  start: string;
}

/**
 * The tests' standard project (add its `start`): murabahah at 12 % a year paid monthly for 3 months,
 * no ujrah, 10 packages of Rp 1 000 000 — Rp 100 000 gross yield a month on the whole of it.
 */
export const STANDARD_PROJECT = {
  akad: 'Murabahah',
  imbal: 12,
  fee: 0,
  tenor: 3,
  interval: 1,
  harga: 1_000_000,
  totalPaket: 10,
} as const satisfies Omit<ProjectTerms, 'start'>;

/** The standard project with the platform's ujrah of 2.4 % a year: Rp 20 000 a month on the whole. */
export const STANDARD_PROJECT_UJRAH = { ...STANDARD_PROJECT, fee: 2.4 } as const;

export async function newProject(t: MoneyContext, terms: ProjectTerms): Promise<number> {
  serial += 1;
  const row = await money(t)
    .insertInto('projects')
    .values({
      nama: `Uji Angsuran ${process.pid}-${serial}-${Math.random().toString(36).slice(2, 8)}`,
      alamat: 'Jl. Uji No. 2, Depok',
      kategori: 'modal_kerja',
      akad: terms.akad,
      imbal_hasil: terms.imbal,
      platform_fee_rate: terms.fee,
      harga_paket: terms.harga,
      total_paket: terms.totalPaket,
      tenor: terms.tenor,
      payout_interval: terms.interval,
      tgl_mulai_penggalangan: addDays(terms.start, -30),
      tgl_selesai_penggalangan: addDays(terms.start, -1),
      tgl_mulai: terms.start,
      tgl_selesai: addMonths(terms.start, terms.tenor),
      image_url: '/api/files/projects/uji/utama.jpg',
      deskripsi: '<p>Uji</p>',
      legalitas: '<p>Uji</p>',
      pemilik: '<p>Uji</p>',
      simulasi: '<p>Uji</p>',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type LenderKind = 'PPh23' | 'PPh26' | 'company';

/** A lender with `topUp` rupiah available whose yield is taxed as `kind` says. */
export async function lenderOf(t: MoneyContext, kind: LenderKind, topUp: number): Promise<number> {
  const lender = await newLender(t, { topUp, ...(kind === 'company' ? { lenderType: 2 } : {}) });
  if (kind === 'PPh26')
    await setTaxResidency(
      t.database.db,
      lender.id,
      { status: 'non_resident', basis: 'declaration' },
      new Date(),
    );
  return lender.id;
}

/** `paket` packages bought by checkout on `day` (during the fundraising); the funding's id. */
export async function fund(
  t: MoneyContext,
  projectId: number,
  lenderId: number,
  paket: number,
  day: string,
): Promise<number> {
  const answer = await checkout(
    {
      db: money(t),
      lang: 'en',
      lenderId,
      now: at(day),
      idempotencyKey: `uji-${Math.random().toString(36).slice(2)}`,
    },
    { id_proyek: projectId, paket },
  );
  if (!answer.id_pendanaan) throw new Error(`checkout refused: ${answer.error}`);
  return answer.id_pendanaan;
}

/** Postings whose entries do not sum to zero, and lender accounts below zero, anywhere. */
export async function ledgerFaults(t: MoneyContext) {
  const db = money(t);
  const unbalanced = await db
    .selectFrom('ledger_entries')
    .select(['transaction_id', 'posting'])
    .groupBy(['transaction_id', 'posting'])
    .having(sql<number>`sum(amount)`, '<>', 0)
    .execute();
  const negative = await db
    .selectFrom('ledger_entries')
    .select(['lender_id', 'account'])
    .where('lender_id', 'is not', null)
    .groupBy(['lender_id', 'account'])
    .having(sql<number>`sum(amount)`, '<', 0)
    .execute();
  return { unbalanced: unbalanced.length, negative: negative.length };
}

/** Sum of a project's entries on an account (platform accounts carry the project). */
export async function accountOfProject(t: MoneyContext, projectId: number, account: string) {
  const row = await money(t)
    .selectFrom('ledger_entries')
    .select(sql<string>`coalesce(sum(amount), 0)::text`.as('total'))
    .where('project_id', '=', projectId)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return BigInt(row.total);
}

/**
 * A project of `count` packages fully funded by `count` lenders, one package each, every funding a
 * real checkout (its ledger posting included); every fourth lender is non-resident (PPh 26), every
 * seventh a company. `parallel` checkouts at a time (they queue on the project's row lock, the lenders'
 * own work overlaps). The project's start is `start`, its fundraising day `day`.
 */
export async function projectWithManyFundings(
  t: MoneyContext,
  terms: Omit<ProjectTerms, 'totalPaket'>,
  count: number,
  day: string,
  parallel = 8,
): Promise<{ projectId: number; fundingIds: number[]; lenderIds: number[] }> {
  const projectId = await newProject(t, { ...terms, totalPaket: count });
  const fundingIds: number[] = new Array<number>(count);
  const lenderIds: number[] = new Array<number>(count);
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const kind: LenderKind = i % 4 === 3 ? 'PPh26' : i % 7 === 6 ? 'company' : 'PPh23';
      lenderIds[i] = await lenderOf(t, kind, terms.harga);
      fundingIds[i] = await fund(t, projectId, lenderIds[i]!, 1, day);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, count) }, worker));
  return { projectId, fundingIds, lenderIds };
}

/**
 * Whether a schedule row due more than `graceDays` days before `today` is not covered by `paid` (its
 * yield and ujrah summed with the rows before it; the last row also the principal): the rule that makes
 * a project late, written out here apart from the module's own reading of it.
 */
export function overdue(terms: Terms, paid: Parts, today: string, graceDays: number): boolean {
  const before = addDays(today, -graceDays);
  let yieldDue = 0n;
  let feeDue = 0n;
  for (const [index, row] of terms.rows.entries()) {
    if (row.due >= before) return false;
    yieldDue += row.yield;
    feeDue += row.fee;
    if (paid.yield < yieldDue || paid.fee < feeDue) return true;
    if (index === terms.rows.length - 1 && paid.principal < terms.principal) return true;
  }
  return false;
}

/**
 * A lender's home figures (`homeLogin`'s rekening) next to the sums of the lists that show the same
 * money, as the server answers both on `now`: Dana Teralokasi = the managed fundings' amounts and
 * home's own fundings' amounts and the certificate's fundings; Dana Tersedia = the transaction history's money in less money out
 * (succeeded rows; a write-off is no movement of it); yield received = the history's yield rows and the yield payouts' total. Equal
 * objects when home and the lists agree.
 */
export async function homeAndLists(t: MoneyContext, lenderId: number, now: Date) {
  const db = money(t);
  const lender = await db
    .selectFrom('lenders')
    .select(['id', 'nama', 'username', 'email'])
    .where('id', '=', lenderId)
    .executeTakeFirstOrThrow();
  const late = (projectId: number, today: string) => daysLate(db, projectId, today);
  const { rekening, pendanaan } = (await portfolio(db, lender, now, late)).data;
  const managed = await managedFundings(db, lenderId, now, late);
  const fundings = [
    ...managed.dataProyekAktif,
    ...managed.dataProyekFull,
    ...managed.dataProyekClosed,
  ];
  const history = [];
  for (let page = 1; ; page += 1) {
    const answer = await transactions(db, lenderId, { page, per_page: 100 });
    history.push(...answer.data);
    if (page >= answer.meta.totalPage) break;
  }
  const succeeded = history.filter((row) => row.status === 3);
  const certificate = await certificateFundings(db, lenderId);
  const yields = await allYields(db, lenderId);
  const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
  return {
    home: {
      danaTeralokasi: rekening.dana_teralokasi,
      homeFundings: rekening.dana_teralokasi,
      certificateFundings: rekening.dana_teralokasi,
      danaTersedia: rekening.dana_tersedia,
      yieldInHistory: rekening.bagi_hasil,
      yieldPayouts: rekening.bagi_hasil,
      totalAset: rekening.dana_tersedia + rekening.dicadangkan_penarikan + rekening.dana_teralokasi,
    },
    lists: {
      danaTeralokasi: sum(fundings.map((f) => f.total_dana)),
      homeFundings: sum(pendanaan.map((f) => f.nominal)),
      certificateFundings: sum(certificate.map((f) => f.nominal)),
      // A write-off leaves the funded money, never the available balance.
      danaTersedia: sum(
        succeeded
          .filter((row) => row.kategori !== 'penghapusan_dana')
          .map((row) => (row.tipe === 'CREDIT' ? row.nominal : -row.nominal)),
      ),
      yieldInHistory: sum(
        succeeded.filter((row) => row.kategori === 'imbal_hasil').map((row) => row.nominal),
      ),
      yieldPayouts: yields.total_imbal,
      totalAset: rekening.total_aset,
    },
  };
}
