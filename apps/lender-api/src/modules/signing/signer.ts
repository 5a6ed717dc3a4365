/** The lender as a signer: identifiers at the providers, the tte time, the profile's signing part. */
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Lender } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { SigningProvider } from '../../providers/signing/index.ts';
import { jakartaIso } from '../../shared/ledger/ledger.ts';
import { latestDocument, providerStatus, signingProviders, type Db } from './documents.ts';
import { signatureLinks } from './rendering.ts';
import { signingDb } from './tables.ts';

/** The lender's identifier at a provider, assigned once (on the first need of a verified lender). */
export async function ensureAccount(
  ctx: AppContext,
  db: Db,
  lender: Lender,
  provider: SigningProvider,
): Promise<string> {
  const now = ctx.clock.now();
  await db
    .insertInto('signing_accounts')
    .values({ lender_id: lender.id, updated_at: now })
    .onConflict((oc) => oc.column('lender_id').doNothing())
    .execute();
  const column = provider.name === 'privy' ? 'privy_id' : 'vida_sign_id';
  const fresh = provider.newAccountId(lender.nama ?? lender.username);
  const row = await db
    .updateTable('signing_accounts')
    .set({ [column]: sql`coalesce(${sql.ref(column)}, ${fresh})`, updated_at: now })
    .where('lender_id', '=', lender.id)
    .returning(['privy_id', 'vida_sign_id'])
    .executeTakeFirstOrThrow();
  return (provider.name === 'privy' ? row.privy_id : row.vida_sign_id) ?? fresh;
}

/** `privy/user-id`: the lender's PrivyID identifier; verified lenders are registered on first lookup. */
export async function privyAccount(ctx: AppContext, lender: Lender) {
  if (lender.status !== 'active')
    return { privy_id: null, user_type: 1 as const, registered: false };
  const db = signingDb(ctx.database.db);
  const privyId = await ensureAccount(ctx, db, lender, signingProviders(ctx).privy);
  return { privy_id: privyId, user_type: 1 as const, registered: true };
}

/** `waktu-tte` (GET): when the lender last signed electronically, or null. */
export async function tteTime(ctx: AppContext, lenderId: number): Promise<string | null> {
  const row = await signingDb(ctx.database.db)
    .selectFrom('signing_accounts')
    .select('waktu_tte')
    .where('lender_id', '=', lenderId)
    .executeTakeFirst();
  return row?.waktu_tte ? jakartaIso(new Date(row.waktu_tte)) : null;
}

/** The clock skew a device may have when it reports the signing time. */
const TTE_FUTURE_TOLERANCE_MS = 5 * 60_000;

/** `waktu-tte` (POST): records the signing time reported by the web after a completed signing. */
export async function saveTteTime(
  ctx: AppContext,
  lenderId: number,
  waktuTte: string,
): Promise<string> {
  const db = signingDb(ctx.database.db);
  const now = ctx.clock.now();
  const moment = new Date(waktuTte);
  if (
    Number.isNaN(moment.getTime()) ||
    moment.getTime() > now.getTime() + TTE_FUTURE_TOLERANCE_MS
  ) {
    throw new HttpError(422, 'errors.validation', {
      fields: { waktu_tte: [{ key: 'signing.tteFuture' }] },
    });
  }
  const signed = await db
    .selectFrom('signing_documents')
    .select('id')
    .where('lender_id', '=', lenderId)
    .where('state', '=', 'signed')
    .limit(1)
    .executeTakeFirst();
  if (!signed) {
    throw new HttpError(422, 'errors.validation', {
      fields: { waktu_tte: [{ key: 'signing.tteNoSignature' }] },
    });
  }
  await db
    .insertInto('signing_accounts')
    .values({ lender_id: lenderId, waktu_tte: moment, updated_at: now })
    .onConflict((oc) => oc.column('lender_id').doUpdateSet({ waktu_tte: moment, updated_at: now }))
    .execute();
  return jakartaIso(moment);
}

/**
 * The electronic-signature part of the profile (contract `SigningProfile`): the lender's identifiers
 * at both providers, the latest document at each with its link and status, and the last tte time.
 */
export async function signingProfile(ctx: AppContext, lenderId: number) {
  const db = signingDb(ctx.database.db);
  const [account, privy, vida] = await Promise.all([
    db
      .selectFrom('signing_accounts')
      .select(['privy_id', 'vida_sign_id', 'waktu_tte'])
      .where('lender_id', '=', lenderId)
      .executeTakeFirst(),
    latestDocument(db, 'privy', { lenderId }),
    latestDocument(db, 'vida-sign', { lenderId }),
  ]);
  const providers = signingProviders(ctx);
  return {
    privy_id: account?.privy_id ?? null,
    privy_sign_link: privy ? providers.privy.signingUrl(privy, privy.lang) : null,
    privy_sign_status: privy ? providerStatus(ctx, privy) : null,
    vida_sign_id: account?.vida_sign_id ?? null,
    signature_links: vida ? signatureLinks(ctx, vida) : [],
    envelopeID: vida?.envelope_id ?? null,
    vida_sign_status: vida ? providerStatus(ctx, vida) : null,
    tteTime: account?.waktu_tte ? jakartaIso(new Date(account.waktu_tte)) : null,
  };
}
