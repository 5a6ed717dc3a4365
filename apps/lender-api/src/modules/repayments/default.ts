import { sql } from 'kysely';
import { inBatches, lockWallets, postTransactions } from '../../shared/ledger/batch.ts';
import {
  formatRupiah,
  isRowId,
  jakartaDate,
  reference,
  type PostingInput,
} from '../../shared/ledger/ledger.ts';
import {
  FUNDING_STATUS,
  type MoneyDb,
  type MoneyTrx,
  type ProjectStage,
} from '../../shared/ledger/tables.ts';
import { splitYield, taxesOf } from '../tax/index.ts';
import { moveStage, postShares, principalReturned, rupiah, type Share } from './posting.ts';
import { RepaymentRefusedError } from './replay.ts';
import { largestRemainder } from './split.ts';
import { recordDefaultEvents } from '../notifications/index.ts';

/**
 * A declared default (operator `declare-default`): in one DB transaction, once per project and
 * idempotent on its reference,
 * - the recovery is shared out as principal first (pro rata by each open funding's principal still
 *   out, largest remainder), posted as any repayment's principal and recorded as a `repayments` row
 *   of provider `default` with its shares; a recovery above the principal still out is refused;
 * - the rest of each funding's principal is written off: a `penghapusan_dana` transaction of the
 *   lender, `lender_invested` −rest, `platform_write_offs` +rest (the borrower's debt stays on
 *   `platform_projects` for collection);
 * - the fundings end (status 2) and the project moves to `defaulted` (from running or late).
 */
export interface DefaultInput {
  projectId: number;
  recovery: bigint;
  /** The day the default is declared and the recovery arrived (YYYY-MM-DD). */
  date: string;
  reference: string;
}

export interface DefaultResult {
  projectId: number;
  recovery: bigint;
  writtenOff: bigint;
  repaymentId: number | null;
  replayed: boolean;
}

const PROVIDER = 'default';

async function earlierDefault(
  trx: MoneyTrx,
  input: DefaultInput,
): Promise<DefaultResult | null | 'other'> {
  const row = await trx
    .selectFrom('project_defaults')
    .select(['project_id', 'reference', 'recovery', 'written_off', 'repayment_id'])
    .where((eb) =>
      eb.or([eb('project_id', '=', input.projectId), eb('reference', '=', input.reference)]),
    )
    .executeTakeFirst();
  if (!row) return null;
  if (
    row.project_id !== input.projectId ||
    row.reference !== input.reference ||
    BigInt(row.recovery) !== input.recovery
  )
    return 'other';
  return {
    projectId: row.project_id,
    recovery: BigInt(row.recovery),
    writtenOff: BigInt(row.written_off),
    repaymentId: row.repayment_id,
    replayed: true,
  };
}

export async function declareDefault(
  db: MoneyDb,
  input: DefaultInput,
  now: Date,
): Promise<DefaultResult> {
  if (!isRowId(input.projectId)) throw new RepaymentRefusedError('no such project');
  if (input.recovery < 0n) throw new RepaymentRefusedError('the recovery is 0 or more rupiah');
  if (input.reference.trim() === '') throw new RepaymentRefusedError('a default needs a reference');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.date) || Number.isNaN(Date.parse(input.date)))
    throw new RepaymentRefusedError(`not a date (YYYY-MM-DD): ${input.date}`);
  // Declared once it has happened, as a repayment is recorded once it has arrived.
  if (input.date > jakartaDate(now))
    throw new RepaymentRefusedError(`${input.date} is after today (${jakartaDate(now)})`);
  return db.transaction().execute(async (trx) => {
    const fundings = await trx
      .selectFrom('fundings')
      .select(['id', 'lender_id', 'jumlah_paket', 'nominal_awal'])
      .where('project_id', '=', input.projectId)
      .where('status', '=', FUNDING_STATUS.OPEN)
      .where('jumlah_paket', '>', 0)
      .orderBy('id')
      .execute();
    await lockWallets(
      trx,
      fundings.map((f) => f.lender_id),
    );
    const project = await trx
      .selectFrom('projects')
      .select(['id', 'nama', 'stage', sql<string>`tgl_mulai::text`.as('tgl_mulai')])
      .where('id', '=', input.projectId)
      .forUpdate()
      .$narrowType<{ stage: ProjectStage }>()
      .executeTakeFirst();
    if (!project) throw new RepaymentRefusedError(`no project ${input.projectId}`);
    const known = await earlierDefault(trx, input);
    if (known === 'other')
      throw new RepaymentRefusedError(
        `project ${input.projectId} or reference ${input.reference} already has another default`,
      );
    if (known) return known;
    if (project.stage !== 'running' && project.stage !== 'late')
      throw new RepaymentRefusedError(
        `project ${project.id} is ${project.stage}, not running or late`,
      );
    if (input.date < project.tgl_mulai)
      throw new RepaymentRefusedError(`project ${project.id} starts on ${project.tgl_mulai}`);
    const returned = await principalReturned(
      trx,
      fundings.map((f) => f.id),
    );
    const outstanding = fundings.map((f) => BigInt(f.nominal_awal) - (returned.get(f.id) ?? 0n));
    const out = outstanding.reduce((sum, v) => sum + v, 0n);
    if (input.recovery > out)
      throw new RepaymentRefusedError(
        `the recovery is more than the principal still out (Rp ${out})`,
      );
    const back = largestRemainder(input.recovery, out > 0n ? outstanding : []);
    let repaymentId: number | null = null;
    if (input.recovery > 0n) {
      const repayment = await trx
        .insertInto('repayments')
        .values({
          project_id: project.id,
          provider: PROVIDER,
          payer_reference: input.reference,
          amount: rupiah(input.recovery),
          paid_on: input.date,
          platform_fee: 0,
          yield: 0,
          principal: rupiah(input.recovery),
          completes: false,
          fee_transaction_id: null,
          recorded_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      repaymentId = repayment.id;
    }
    // Every funding's share and write-off in a few multi-row statements, however many fundings.
    const residencies = await taxesOf(
      trx,
      fundings.map((f) => f.lender_id),
    );
    const shares: Share[] = [];
    const writeOffs: PostingInput[] = [];
    let writtenOff = 0n;
    for (const [i, f] of fundings.entries()) {
      const principal = back[i] ?? 0n;
      if (principal > 0n && repaymentId !== null) {
        const residency = residencies.get(f.lender_id);
        if (!residency) throw new Error(`no tax residency read for lender ${f.lender_id}`);
        // The residency's kind and rate are recorded with the share; a recovery carries no yield.
        const tax = splitYield(0, residency);
        shares.push({
          fundingId: f.id,
          lenderId: f.lender_id,
          packages: f.jumlah_paket,
          grossYield: 0n,
          tax: 0n,
          taxKind: tax.jenis_pajak,
          taxRateBp: tax.tarif_pajak_bp,
          netYield: 0n,
          principal,
        });
      }
      const rest = (outstanding[i] ?? 0n) - principal;
      if (rest <= 0n) continue;
      writtenOff += rest;
      const amount = rupiah(rest);
      writeOffs.push({
        lenderId: f.lender_id,
        kategori: 'penghapusan_dana',
        tipe: 'DEBIT',
        nominal: amount,
        status: 3,
        perihal: `Penghapusan pokok (gagal bayar): ${project.nama}`,
        referensi: reference('HPS', now),
        fundingId: f.id,
        now,
        entries: [
          {
            account: 'lender_invested',
            lenderId: f.lender_id,
            projectId: project.id,
            amount: -amount,
          },
          { account: 'platform_write_offs', projectId: project.id, amount },
        ],
      });
    }
    if (repaymentId !== null && shares.length > 0) {
      const posted = await postShares(trx, project.id, project.nama, shares, now);
      const rows = shares.map((share, i) => ({
        repayment_id: repaymentId,
        funding_id: share.fundingId,
        lender_id: share.lenderId,
        gross_yield: 0,
        tax: 0,
        tax_kind: share.taxKind,
        tax_rate_bp: share.taxRateBp,
        net_yield: 0,
        principal: rupiah(share.principal),
        yield_transaction_id: null,
        principal_transaction_id: posted[i]!.principalTransactionId,
      }));
      for (const batch of inBatches(rows))
        await trx.insertInto('repayment_shares').values(batch).execute();
    }
    await postTransactions(trx, writeOffs);
    await trx
      .updateTable('fundings')
      .set({ status: FUNDING_STATUS.ENDED, updated_at: now })
      .where('project_id', '=', project.id)
      .where('status', '=', FUNDING_STATUS.OPEN)
      .execute();
    const cause = `default declared on ${input.date} (reference ${input.reference}): recovery ${formatRupiah(rupiah(input.recovery))}, written off ${formatRupiah(rupiah(writtenOff))}`;
    await moveStage(trx, project.id, project.stage, 'defaulted', cause, now);
    await recordDefaultEvents(trx, project, fundings, back, now);
    await trx
      .insertInto('project_defaults')
      .values({
        project_id: project.id,
        reference: input.reference,
        declared_on: input.date,
        recovery: rupiah(input.recovery),
        written_off: rupiah(writtenOff),
        repayment_id: repaymentId,
        at: now,
      })
      .execute();
    return {
      projectId: project.id,
      recovery: input.recovery,
      writtenOff,
      repaymentId,
      replayed: false,
    };
  });
}
