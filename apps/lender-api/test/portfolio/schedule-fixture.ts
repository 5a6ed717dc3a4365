// What the portfolio's schedule tests share: the server's day (Monday 1 June 2026, noon in
// Jakarta), a monthly-paid test project put straight into the catalogue, a funding made by the
// real checkout on a given day, and the borrowers repaying what is due (the sandbox's pay-due).
import { randomUUID } from 'node:crypto';
import { checkout } from '../../src/modules/funding/funding.ts';
import { payDueYields as payDue } from '../../src/modules/repayments/index.ts';
import {
  createSandboxRepayments,
  type SandboxRepayments,
} from '../../src/providers/repayments/sandbox.ts';
import type { MoneyDb } from '../../src/shared/ledger/tables.ts';
import { TEST_GRACE_DAYS } from '../helpers/grace-days.ts';
import { money, type MoneyContext } from '../helpers/money-helpers.ts';
import { TestClock } from '../helpers/test-app.ts';

export const TODAY = '2026-06-01';
/** A clock at noon in Jakarta on TODAY. */
export const scheduleClock = () => new TestClock(Date.parse(`${TODAY}T05:00:00Z`));
/** 10:00 in Jakarta on a day. */
export const at = (day: string) => new Date(`${day}T03:00:00Z`);

/**
 * The payout days, to TODAY, of a project raised Sep–Nov 2025 that runs Dec 2025 – Dec 2026, paid
 * monthly (1 Feb and 1 Mar 2026 are Sundays: moved to Monday).
 */
export const MONTHLY_PAYOUT_DAYS = [
  '2026-01-01',
  '2026-02-02',
  '2026-03-02',
  '2026-04-01',
  '2026-05-01',
  '2026-06-01',
];

/** A Murabahah project of Rp 1 000 000 packages, paid monthly, straight into the catalogue: its id. */
export async function insertScheduleProject(
  t: MoneyContext,
  values: {
    nama: string;
    raise: [string, string];
    start: string;
    end: string;
    /** Percent a year; 12 by default (Rp 100 000 a month per Rp 10 000 000). */
    rate?: number;
    tenor?: number;
    alamat?: string;
  },
): Promise<number> {
  const row = await money(t)
    .insertInto('projects')
    .values({
      nama: values.nama,
      alamat: values.alamat ?? 'Jl. Uji No. 1, Depok',
      kategori: 'properti',
      akad: 'Murabahah',
      imbal_hasil: values.rate ?? 12,
      harga_paket: 1_000_000,
      total_paket: 10_000,
      tenor: values.tenor ?? 12,
      payout_interval: 1,
      tgl_mulai_penggalangan: values.raise[0],
      tgl_selesai_penggalangan: values.raise[1],
      tgl_mulai: values.start,
      tgl_selesai: values.end,
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

/** The lender funds `paket` packages of the project through the checkout, on `day`: the funding id. */
export async function fundOn(
  t: MoneyContext,
  lenderId: number,
  projectId: number,
  paket: number,
  day: string,
): Promise<number> {
  const answer = await checkout(
    { db: money(t), lang: 'en', lenderId, now: at(day), idempotencyKey: randomUUID() },
    { id_proyek: projectId, paket },
  );
  if (!answer.id_pendanaan) throw new Error(`checkout refused: ${answer.error}`);
  return answer.id_pendanaan;
}

/**
 * The sandbox collecting account of each test database, as the server keeps one per process. Never
 * one for the module: test files share a worker's modules (vitest.config.ts, isolate: false) and each
 * has its own database numbering projects from the same id, so a shared account would hand one
 * file's arrivals (keyed by project id and due day) to another file's project of the same id.
 */
const repaymentsOf = new WeakMap<MoneyDb, SandboxRepayments>();
function sandboxOf(db: MoneyDb): SandboxRepayments {
  let repayments = repaymentsOf.get(db);
  if (!repayments) {
    repayments = createSandboxRepayments();
    repaymentsOf.set(db, repayments);
  }
  return repayments;
}

/** The borrowers of the lender's projects repay what is due on the day (the sandbox's pay-due). */
export const payDueOn = (db: MoneyDb, lenderId: number, when: Date) =>
  payDue(db, sandboxOf(db), lenderId, when, TEST_GRACE_DAYS);
