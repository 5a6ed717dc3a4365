import { sql } from 'kysely';
import { postTransactions } from '../../shared/ledger/batch.ts';
import {
  addEntries,
  formatRupiah,
  reference,
  type EntryInput,
  type PostingInput,
} from '../../shared/ledger/ledger.ts';
import type { MoneyTrx, ProjectStage } from '../../shared/ledger/tables.ts';
import { ratePercentText, type TaxKind } from '../tax/index.ts';

/** One open funding's share of a repayment (whole rupiah). */
export interface Share {
  fundingId: number;
  lenderId: number;
  packages: number;
  grossYield: bigint;
  tax: bigint;
  taxKind: TaxKind;
  /** The rate withheld, in basis points (1500 = 15 %). */
  taxRateBp: number;
  netYield: bigint;
  principal: bigint;
}

/** A BigInt amount as the number the ledger's columns take (refused beyond 2^53). */
export const rupiah = (amount: bigint): number => {
  const value = Number(amount);
  if (!Number.isSafeInteger(value))
    throw new Error(`Rp ${amount} is beyond whole-number arithmetic`);
  return value;
};

/**
 * The ledger of one repayment, in the caller's transaction. The money enters through
 * `platform_collections` (an asset: negative), and every business transaction's posting is balanced:
 * - ujrah (the platform's own transaction, no lender): collections −fee, `platform_fee_income` +fee;
 * - a funding's yield (`imbal_hasil`, nominal = net): collections −gross, `lender_available` +net,
 *   `platform_tax_payable` +tax;
 * - a funding's principal (`pengembalian_pokok`, "Pengembalian pokok"): collections −principal,
 *   `platform_projects` +principal (the borrower's debt for the project settled), `lender_invested`
 *   −principal, `lender_available` +principal (invested → available).
 * Together they take exactly the repayment out of collections.
 */
export async function postFee(
  trx: MoneyTrx,
  projectId: number,
  nama: string,
  fee: bigint,
  now: Date,
): Promise<number | null> {
  if (fee === 0n) return null;
  const row = await trx
    .insertInto('ledger_transactions')
    .values({
      lender_id: null,
      kategori: 'biaya_platform',
      tipe: 'CREDIT',
      nominal: rupiah(fee),
      status: 3,
      perihal: `Ujrah platform: ${nama}`,
      referensi: reference('UJR', now),
      funding_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  await addEntries(
    trx,
    id,
    1,
    [
      { account: 'platform_collections', projectId, amount: -rupiah(fee) },
      { account: 'platform_fee_income', projectId, amount: rupiah(fee) },
    ],
    now,
  );
  return id;
}

/** A share's postings, not yet written: its yield (when it has one) and its principal (when any). */
export function sharePostings(
  projectId: number,
  nama: string,
  share: Share,
  now: Date,
): { yield: PostingInput | null; principal: PostingInput | null } {
  const { lenderId, fundingId } = share;
  let yieldPosting: PostingInput | null = null;
  if (share.grossYield > 0n) {
    const entries: EntryInput[] = [
      { account: 'platform_collections', projectId, amount: -rupiah(share.grossYield) },
      { account: 'lender_available', lenderId, amount: rupiah(share.netYield) },
    ];
    if (share.tax > 0n)
      entries.push({ account: 'platform_tax_payable', projectId, amount: rupiah(share.tax) });
    const kind = share.taxKind === 'PPh23' ? 'PPh 23' : 'PPh 26';
    yieldPosting = {
      lenderId,
      kategori: 'imbal_hasil',
      tipe: 'CREDIT',
      nominal: rupiah(share.netYield),
      status: 3,
      perihal: `Imbal Hasil Disimpan: ${nama} - bruto ${formatRupiah(rupiah(share.grossYield))}, dipotong ${kind} ${ratePercentText(share.taxRateBp)} ${formatRupiah(rupiah(share.tax))}`,
      referensi: reference('IMB', now),
      fundingId,
      now,
      entries,
    };
  }
  let principalPosting: PostingInput | null = null;
  if (share.principal > 0n) {
    const amount = rupiah(share.principal);
    principalPosting = {
      lenderId,
      kategori: 'pengembalian_pokok',
      tipe: 'CREDIT',
      nominal: amount,
      status: 3,
      perihal: `Pengembalian pokok: ${nama}`,
      referensi: reference('POK', now),
      fundingId,
      now,
      entries: [
        { account: 'platform_collections', projectId, amount: -amount },
        { account: 'platform_projects', projectId, amount },
        { account: 'lender_invested', lenderId, projectId, amount: -amount },
        { account: 'lender_available', lenderId, amount },
      ],
    };
  }
  return { yield: yieldPosting, principal: principalPosting };
}

export interface PostedShare {
  yieldTransactionId: number | null;
  principalTransactionId: number | null;
}

/**
 * The postings of many shares in a few multi-row statements (`postTransactions`), a repayment's share-out
 * to every funding of a project: each share's transaction ids, in the order of `shares`.
 */
export async function postShares(
  trx: MoneyTrx,
  projectId: number,
  nama: string,
  shares: readonly Share[],
  now: Date,
): Promise<PostedShare[]> {
  const postings = shares.map((share) => sharePostings(projectId, nama, share, now));
  const inputs = postings.flatMap((p) => [p.yield, p.principal].filter((x) => x !== null));
  const ids = await postTransactions(trx, inputs);
  let next = 0;
  return postings.map((p) => ({
    yieldTransactionId: p.yield ? ids[next++]! : null,
    principalTransactionId: p.principal ? ids[next++]! : null,
  }));
}

/** Moves the project to `to` (the database checks the move and keeps `projects.stage` with it). */
export async function moveStage(
  trx: MoneyTrx,
  projectId: number,
  from: ProjectStage,
  to: ProjectStage,
  cause: string,
  now: Date,
): Promise<void> {
  await trx
    .insertInto('project_stage_events')
    .values({ project_id: projectId, from_stage: from, to_stage: to, at: now, cause })
    .execute();
}

/** The principal repayments have returned so far to each of `fundingIds` (by funding id; none: absent). */
export async function principalReturned(
  trx: MoneyTrx,
  fundingIds: readonly number[],
): Promise<Map<number, bigint>> {
  if (fundingIds.length === 0) return new Map();
  const rows = await trx
    .selectFrom('repayment_shares')
    .select(['funding_id', sql<string>`sum(principal)::text`.as('principal')])
    .where('funding_id', 'in', [...fundingIds])
    .groupBy('funding_id')
    .execute();
  return new Map(rows.map((row) => [row.funding_id, BigInt(row.principal)]));
}
