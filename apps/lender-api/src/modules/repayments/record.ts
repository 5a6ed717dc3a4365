import { sql } from 'kysely';
import { inBatches, lockWallets } from '../../shared/ledger/batch.ts';
import {
  addDays,
  isRowId,
  jakartaDate,
  lockedTime,
  timeBeforeLock,
  type MoneyTime,
} from '../../shared/ledger/ledger.ts';
import {
  FUNDING_STATUS,
  type Akad,
  type MoneyDb,
  type MoneyTrx,
  type ProjectStage,
} from '../../shared/ledger/tables.ts';
import { splitYield, taxesOf } from '../tax/index.ts';
import {
  RepaymentRefusedError,
  earlier,
  type RepaymentInput,
  type RepaymentResult,
} from './replay.ts';
import {
  moveStage,
  postFee,
  postShares,
  principalReturned,
  rupiah,
  type Share,
} from './posting.ts';
import { rowsPaid, writePayouts } from './payouts.ts';
import { firstUnpaid } from './late.ts';
import { largestRemainder, projectTerms, splitRepayment } from './split.ts';
import { recordRepaymentEvents } from '../notifications/index.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function validate(input: RepaymentInput, now: Date): void {
  if (!isRowId(input.projectId)) throw new RepaymentRefusedError('no such project');
  if (input.amount <= 0n) throw new RepaymentRefusedError('the amount must be positive rupiah');
  const day = new Date(`${input.paidOn}T00:00:00Z`);
  if (
    !DATE.test(input.paidOn) ||
    Number.isNaN(day.getTime()) ||
    !day.toISOString().startsWith(input.paidOn)
  )
    throw new RepaymentRefusedError(`not a date (YYYY-MM-DD): ${input.paidOn}`);
  // Money is recorded once it has arrived.
  if (input.paidOn > jakartaDate(now))
    throw new RepaymentRefusedError(`${input.paidOn} is after today (${jakartaDate(now)})`);
  if (input.payerReference.trim() === '' || input.provider.trim() === '')
    throw new RepaymentRefusedError('a repayment needs its provider and payer reference');
}

function openFundings(trx: MoneyTrx, projectId: number) {
  return trx
    .selectFrom('fundings')
    .select(['id', 'lender_id', 'jumlah_paket', 'nominal_awal'])
    .where('project_id', '=', projectId)
    .where('status', '=', FUNDING_STATUS.OPEN)
    .where('jumlah_paket', '>', 0)
    .orderBy('id')
    .execute();
}

/**
 * Records a borrower's repayment: split (split.ts), shared out to the project's open fundings with
 * each lender's tax withheld, posted, and — when it completes the project — the fundings ended and the
 * project repaid; all in one database transaction. Idempotent on (provider, payer reference): a second
 * call with the same reference changes nothing and answers the first result (`replayed`); the same
 * reference with other money is refused.
 *
 * A late project is running again once the repayment leaves no row unpaid more than `graceDays`
 * after its due day (late.ts's rule; a newer row still in its grace days does not keep it late).
 *
 * Locks, as every money mutation: the lenders' wallets (ascending id, so two repayments of projects
 * with shared lenders wait rather than deadlock), then the project row. The rows are stamped with the
 * database's time read after the last wallet lock (`lockedTime`), so postings follow commit order.
 */
export async function recordRepayment(
  db: MoneyDb,
  input: RepaymentInput,
  when: MoneyTime,
  /** The configured grace days (config `REPAYMENT_GRACE_DAYS`): no default, so no caller forgets it. */
  graceDays: number,
): Promise<RepaymentResult> {
  const before = timeBeforeLock(when);
  validate(input, before);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await db.transaction().execute(async (trx) => {
      const known = await earlier(trx, input);
      if (known) return known;
      const open = await openFundings(trx, input.projectId);
      const lenders = [...new Set(open.map((f) => f.lender_id))].sort((a, b) => a - b);
      const lockedAt = await lockWallets(trx, lenders);
      const project = await trx
        .selectFrom('projects')
        .select(['id', 'nama', 'akad', 'tenor', 'payout_interval', 'stage', 'platform_fee_rate'])
        .select([
          sql<string>`imbal_hasil::text`.as('imbal_hasil'),
          sql<string>`tgl_mulai::text`.as('tgl_mulai'),
          sql<string>`tgl_selesai_penggalangan::text`.as('tgl_selesai_penggalangan'),
        ])
        .where('id', '=', input.projectId)
        .forUpdate()
        .$narrowType<{ akad: Akad; stage: ProjectStage }>()
        .executeTakeFirst();
      if (!project) throw new RepaymentRefusedError(`no project ${input.projectId}`);
      // A reference recorded while this call waited for the locks.
      const raced = await earlier(trx, input);
      if (raced) return raced;
      const fundings = await openFundings(trx, input.projectId);
      if (fundings.some((f) => !lenders.includes(f.lender_id))) return null; // a new lender: again
      const now = lockedAt ? lockedTime(when, lockedAt) : before;
      return record(trx, input, project, fundings, now, graceDays);
    });
    if (result) return result;
  }
  throw new Error('the project kept gaining lenders while the repayment was recorded');
}

type LockedProject = {
  id: number;
  nama: string;
  akad: Akad;
  tenor: number;
  payout_interval: number;
  stage: ProjectStage;
  platform_fee_rate: string;
  imbal_hasil: string;
  tgl_mulai: string;
  tgl_selesai_penggalangan: string;
};
type OpenFunding = Awaited<ReturnType<typeof openFundings>>[number];

async function record(
  trx: MoneyTrx,
  input: RepaymentInput,
  project: LockedProject,
  fundings: OpenFunding[],
  now: Date,
  graceDays: number,
): Promise<RepaymentResult> {
  if (project.stage === 'repaid' || project.stage === 'defaulted')
    throw new RepaymentRefusedError(`project ${project.id} is ${project.stage}`);
  if (input.paidOn < project.tgl_mulai)
    throw new RepaymentRefusedError(`project ${project.id} starts on ${project.tgl_mulai}`);
  if (fundings.length === 0)
    throw new RepaymentRefusedError(`project ${project.id} has no open funding`);
  // The dates have moved the project on: fundraising closed, then it started.
  let stage = project.stage;
  if (stage === 'fundraising') {
    const cause = `fundraising closed on ${project.tgl_selesai_penggalangan}`;
    await moveStage(trx, project.id, stage, 'funded', cause, now);
    stage = 'funded';
  }
  if (stage === 'funded') {
    await moveStage(trx, project.id, stage, 'running', `started on ${project.tgl_mulai}`, now);
    stage = 'running';
  }
  const principals = fundings.map((f) => BigInt(f.nominal_awal));
  const terms = projectTerms({ ...project, imbal_hasil: Number(project.imbal_hasil) }, principals);
  const paidRow = await trx
    .selectFrom('repayments')
    .select([
      sql<string>`coalesce(sum(platform_fee), 0)::text`.as('fee'),
      sql<string>`coalesce(sum(yield), 0)::text`.as('yield'),
      sql<string>`coalesce(sum(principal), 0)::text`.as('principal'),
    ])
    .where('project_id', '=', project.id)
    .executeTakeFirstOrThrow();
  const returned = await principalReturned(
    trx,
    fundings.map((f) => f.id),
  );
  const split = splitRepayment(
    terms,
    {
      fee: BigInt(paidRow.fee),
      yield: BigInt(paidRow.yield),
      principal: BigInt(paidRow.principal),
    },
    input.amount,
    input.paidOn,
  );
  // Yield pro rata by packages; principal pro rata by principal still out (packages × price less
  // what came back), so the last repayment returns each funding exactly what it still has out.
  const yields = largestRemainder(
    split.yield,
    fundings.map((f) => BigInt(f.jumlah_paket)),
  );
  const outstanding = fundings.map((f, i) => (principals[i] ?? 0n) - (returned.get(f.id) ?? 0n));
  const back = largestRemainder(split.principal, outstanding);
  const residencies = await taxesOf(
    trx,
    fundings.map((f) => f.lender_id),
  );
  const shares: Share[] = fundings.map((f, i) => {
    const residency = residencies.get(f.lender_id);
    if (!residency) throw new Error(`no tax residency read for lender ${f.lender_id}`);
    const tax = splitYield(Number(yields[i] ?? 0n), residency);
    return {
      fundingId: f.id,
      lenderId: f.lender_id,
      packages: f.jumlah_paket,
      grossYield: BigInt(tax.bruto),
      tax: BigInt(tax.pajak),
      taxKind: tax.jenis_pajak,
      taxRateBp: tax.tarif_pajak_bp,
      netYield: BigInt(tax.neto),
      principal: back[i] ?? 0n,
    };
  });
  const feeTransactionId = await postFee(trx, project.id, project.nama, split.fee, now);
  const repayment = await trx
    .insertInto('repayments')
    .values({
      project_id: project.id,
      provider: input.provider,
      payer_reference: input.payerReference,
      amount: rupiah(input.amount),
      paid_on: input.paidOn,
      platform_fee: rupiah(split.fee),
      yield: rupiah(split.yield),
      principal: rupiah(split.principal),
      completes: split.completes,
      fee_transaction_id: feeTransactionId,
      recorded_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const paidRows = rowsPaid(terms, BigInt(paidRow.yield), split.yield);
  // Every share in a few multi-row statements (postings, shares, payouts), not a round trip each: a
  // project of a thousand fundings is shared out in about as many statements as one of ten.
  const paying = shares.filter((share) => share.grossYield > 0n || share.principal > 0n);
  const posted = await postShares(trx, project.id, project.nama, paying, now);
  const shareRows = paying.map((share, i) => ({
    repayment_id: repayment.id,
    funding_id: share.fundingId,
    lender_id: share.lenderId,
    gross_yield: rupiah(share.grossYield),
    tax: rupiah(share.tax),
    tax_kind: share.taxKind,
    tax_rate_bp: share.taxRateBp,
    net_yield: rupiah(share.netYield),
    principal: rupiah(share.principal),
    yield_transaction_id: posted[i]!.yieldTransactionId,
    principal_transaction_id: posted[i]!.principalTransactionId,
  }));
  for (const batch of inBatches(shareRows))
    await trx.insertInto('repayment_shares').values(batch).execute();
  await writePayouts(
    trx,
    paying.map((share, i) => ({
      repaymentId: repayment.id,
      project,
      share,
      paidRows,
      transactionId: posted[i]!.yieldTransactionId,
      now,
    })),
  );
  await recordRepaymentEvents(trx, { project, shares: paying, ended: split.completes, at: now });
  if (split.completes) {
    await trx
      .updateTable('fundings')
      .set({ status: FUNDING_STATUS.ENDED, updated_at: now })
      .where('project_id', '=', project.id)
      .where('status', '=', FUNDING_STATUS.OPEN)
      .execute();
    const cause = `repayment ${repayment.id} (${input.provider} ${input.payerReference}) completed it`;
    await moveStage(trx, project.id, stage, 'repaid', cause, now);
  } else if (stage === 'late') {
    // Back to running once no row is unpaid past its grace days (late.ts).
    const paid = {
      fee: BigInt(paidRow.fee) + split.fee,
      yield: BigInt(paidRow.yield) + split.yield,
      principal: BigInt(paidRow.principal) + split.principal,
    };
    if (!firstUnpaid(terms, paid, addDays(jakartaDate(now), -graceDays))) {
      const cause = `repayment ${repayment.id} (${input.provider} ${input.payerReference}) paid what was due`;
      await moveStage(trx, project.id, stage, 'running', cause, now);
    }
  }
  return {
    repaymentId: repayment.id,
    projectId: project.id,
    amount: input.amount,
    paidOn: input.paidOn,
    split,
    shares: shares.filter((s) => s.grossYield > 0n || s.principal > 0n),
    replayed: false,
  };
}
