/** Agreements asked before the checkout, linked to the funding bought afterwards. */
import { sql, type RawBuilder } from 'kysely';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import { isRowId } from '../../shared/ledger/ledger.ts';
import { latestDocument, ownDocument, toDocument, type SigningDocument } from './documents.ts';
import { signingDb, type SigningProviderName } from './tables.ts';

/**
 * A link asked before the checkout covers the funding bought afterwards: the lender's open funding of
 * that project last changed at or after the document was created.
 */
export async function linkToFunding(
  ctx: AppContext,
  doc: SigningDocument,
): Promise<SigningDocument> {
  if (doc.funding_id !== null) return doc;
  const db = signingDb(ctx.database.db);
  const funding = await db
    .selectFrom('fundings')
    .select(['id', sql<string>`tanggal_invest::text`.as('tanggal_invest')])
    .where('lender_id', '=', doc.lender_id)
    .where('project_id', '=', doc.project_id)
    .where('status', '=', 1)
    .where('updated_at', '>=', doc.created_at)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!funding) return doc;
  const terms = { ...doc.terms, funding_id: funding.id, tanggal_invest: funding.tanggal_invest };
  const row = await db
    .updateTable('signing_documents')
    .set({ funding_id: funding.id, terms: JSON.stringify(terms) })
    .where('id', '=', doc.id)
    .where('funding_id', 'is', null)
    .returningAll()
    .executeTakeFirst();
  if (row) return toDocument(row);
  // Linked concurrently: read what the other request wrote.
  const again = await db
    .selectFrom('signing_documents')
    .selectAll()
    .where('id', '=', doc.id)
    .executeTakeFirstOrThrow();
  return toDocument(again);
}

/**
 * At checkout, in its transaction: the lender's agreements of the project asked before it
 * (`signing-link`, no funding yet) now cover the funding bought, so the funding lists show them at
 * once (as `linkToFunding` does when one is checked or looked up). A statement for checkout's own
 * (the funding module), which runs it with the funding's insert.
 */
export function linkAgreementsAtCheckoutSql(link: {
  lenderId: number;
  projectId: number;
  /** SQL of the funding's id (checkout's statement computes it). */
  fundingId: RawBuilder<number>;
  tanggalInvest: string;
}): RawBuilder<unknown> {
  // `terms || {...}` is `{ ...terms, funding_id, tanggal_invest }` (jsonb keeps one value per key).
  return sql`update signing_documents
    set funding_id = ${link.fundingId},
      terms = terms || jsonb_build_object('funding_id', ${link.fundingId}, 'tanggal_invest', ${link.tanggalInvest}::text)
    where lender_id = ${link.lenderId} and project_id = ${link.projectId} and funding_id is null`;
}

/** `cekDocAkadPendanaan`: the document with its current status; it must cover a funding. */
export async function checkAgreement(
  ctx: AppContext,
  lenderId: number,
  provider: SigningProviderName,
  docToken: string,
): Promise<SigningDocument> {
  const doc = await linkToFunding(ctx, await ownDocument(ctx, lenderId, provider, { docToken }));
  if (doc.funding_id === null) throw new HttpError(404, 'signing.notFunded');
  return doc;
}

/** `doc-pendanaan/{pendanaan_id}`: the latest agreement of one of the caller's fundings. */
export async function agreementOfFunding(
  ctx: AppContext,
  lenderId: number,
  provider: SigningProviderName,
  fundingId: number,
): Promise<SigningDocument> {
  if (!isRowId(fundingId)) throw new HttpError(404, 'errors.notFound');
  const db = signingDb(ctx.database.db);
  const funding = await db
    .selectFrom('fundings')
    .select(['id', 'project_id'])
    .where('id', '=', fundingId)
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  if (!funding) throw new HttpError(404, 'errors.notFound');
  const unlinked = await db
    .selectFrom('signing_documents')
    .selectAll()
    .where('lender_id', '=', lenderId)
    .where('project_id', '=', funding.project_id)
    .where('funding_id', 'is', null)
    .execute();
  for (const row of unlinked) await linkToFunding(ctx, toDocument(row));
  const doc = await latestDocument(db, provider, { fundingId: funding.id });
  if (!doc) throw new HttpError(404, 'signing.noAgreement');
  return doc;
}
