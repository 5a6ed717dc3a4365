/** The sandbox signing page's steps: find the document, open it, sign or decline it. */
import type { AppContext } from '../../context.ts';
import { esignCompleted, recordEvent } from '../notifications/index.ts';
import { toDocument, type SigningDocument } from './documents.ts';
import { signingDb, type SigningProviderName } from './tables.ts';

/** The sandbox signing page: the document behind a privy docToken or a VIDA envelope id. */
export async function documentForPage(
  ctx: AppContext,
  provider: SigningProviderName,
  key: string,
): Promise<SigningDocument | undefined> {
  const db = signingDb(ctx.database.db);
  const row = await db
    .selectFrom('signing_documents')
    .selectAll()
    .where('provider', '=', provider)
    .where(provider === 'privy' ? 'doc_token' : 'envelope_id', '=', key)
    .executeTakeFirst();
  return row ? toDocument(row) : undefined;
}

/** The signer opened the document (PrivyID `In Progress`, VIDA `DELIVERED`). */
export async function markOpened(ctx: AppContext, doc: SigningDocument): Promise<SigningDocument> {
  const now = ctx.clock.now();
  const row = await signingDb(ctx.database.db)
    .updateTable('signing_documents')
    .set({ state: 'opened', opened_at: now })
    .where('id', '=', doc.id)
    .where('state', '=', 'sent')
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  return row ? toDocument(row) : doc;
}

/**
 * The signer signs or declines (the provider's callback in production). Only an open, unexpired
 * document changes, once; a signature also records the lender's `waktu_tte` and tells the lender
 * (`esign_completed`, in the same transaction). Returns null when the document was no longer open.
 */
export async function finishDocument(
  ctx: AppContext,
  doc: SigningDocument,
  decision: 'sign' | 'decline',
): Promise<SigningDocument | null> {
  const now = ctx.clock.now();
  const db = signingDb(ctx.database.db);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('signing_documents')
      .set({ state: decision === 'sign' ? 'signed' : 'declined', finished_at: now })
      .where('id', '=', doc.id)
      .where('state', 'in', ['sent', 'opened'])
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    if (decision === 'sign') {
      await trx
        .insertInto('signing_accounts')
        .values({ lender_id: doc.lender_id, waktu_tte: now, updated_at: now })
        .onConflict((oc) => oc.column('lender_id').doUpdateSet({ waktu_tte: now, updated_at: now }))
        .execute();
      const signed = toDocument(row);
      await recordEvent(
        trx,
        esignCompleted(
          signed.lender_id,
          {
            doc_token: signed.doc_token,
            project_id: signed.project_id,
            project_name: signed.terms.project.nama,
            funding_id: signed.funding_id,
          },
          now,
        ),
      );
      return signed;
    }
    return toDocument(row);
  });
}
