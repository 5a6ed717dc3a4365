/** An agreement document: its record, its life cycle and status now, and the caller-owned look-ups. */
import type { Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import type { SigningLifecycle, SigningProviders } from '../../providers/signing/index.ts';
import { SIGNING_STATUS } from '../../providers/signing/index.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import {
  signingDb,
  type AgreementTerms,
  type SigningDB,
  type SigningDb,
  type SigningProviderName,
} from './tables.ts';

/** A transaction over the signing tables, or the database itself. */
export type Trx = Transaction<SigningDB>;
export type Db = SigningDb | Trx;

export interface SigningDocument {
  id: number;
  provider: SigningProviderName;
  doc_token: string;
  envelope_id: string | null;
  lender_id: number;
  funding_id: number | null;
  project_id: number;
  paket: number;
  nominal: number;
  terms: AgreementTerms;
  state: 'sent' | 'opened' | 'signed' | 'declined' | 'voided';
  lang: 'id' | 'en';
  signer_name: string;
  signer_email: string;
  created_at: Date;
  expires_at: Date;
  opened_at: Date | null;
  finished_at: Date | null;
}

export function signingProviders(ctx: AppContext): SigningProviders {
  return ctx.providers.signing;
}

/** The state of a document now: an unsigned one past its expiry is expired. */
export function lifecycle(doc: SigningDocument, now: Date): SigningLifecycle {
  if ((doc.state === 'sent' || doc.state === 'opened') && doc.expires_at <= now) return 'expired';
  return doc.state;
}

export function isOpen(doc: SigningDocument, now: Date): boolean {
  const state = lifecycle(doc, now);
  return state === 'sent' || state === 'opened';
}

export function toDocument(row: Record<string, unknown>): SigningDocument {
  const doc = row as unknown as SigningDocument;
  const terms: unknown = row.terms;
  return {
    ...doc,
    id: Number(doc.id),
    funding_id: doc.funding_id === null ? null : Number(doc.funding_id),
    nominal: Number(doc.nominal),
    terms: (typeof terms === 'string' ? JSON.parse(terms) : terms) as AgreementTerms,
    created_at: new Date(doc.created_at),
    expires_at: new Date(doc.expires_at),
    opened_at: doc.opened_at ? new Date(doc.opened_at) : null,
    finished_at: doc.finished_at ? new Date(doc.finished_at) : null,
  };
}

/** The provider's status word of a document now. */
export function providerStatus(ctx: AppContext, doc: SigningDocument): string {
  return signingProviders(ctx)[doc.provider].status(lifecycle(doc, ctx.clock.now()));
}

/** The latest document at a provider of one funding, or of one lender (any funding or none). */
export async function latestDocument(
  db: Db,
  provider: SigningProviderName,
  of: { fundingId: number } | { lenderId: number },
): Promise<SigningDocument | undefined> {
  const row = await db
    .selectFrom('signing_documents')
    .selectAll()
    .where(
      'fundingId' in of ? 'funding_id' : 'lender_id',
      '=',
      'fundingId' in of ? of.fundingId : of.lenderId,
    )
    .where('provider', '=', provider)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toDocument(row) : undefined;
}

/** One of the caller's documents at a provider, by docToken or envelope id; others' are a 404. */
export async function ownDocument(
  ctx: AppContext,
  lenderId: number,
  provider: SigningProviderName,
  key: { docToken: string } | { envelopeId: string },
): Promise<SigningDocument> {
  const db = signingDb(ctx.database.db);
  let query = db
    .selectFrom('signing_documents')
    .selectAll()
    .where('lender_id', '=', lenderId)
    .where('provider', '=', provider);
  query =
    'docToken' in key
      ? query.where('doc_token', '=', key.docToken)
      : query.where('envelope_id', '=', key.envelopeId);
  const row = await query.executeTakeFirst();
  if (!row) throw new HttpError(404, 'errors.notFound');
  return toDocument(row);
}

/** A funding's agreement state in the funding lists (contract `FundingSigning`). */
export interface FundingSigningState {
  provider: SigningProviderName | null;
  docToken: string | null;
  status: string | null;
}

/** The latest agreement (either provider) of each of a lender's fundings, with its status now. */
export async function fundingSignings(
  db: MoneyDb,
  lenderId: number,
  fundingIds: readonly number[],
  now: Date,
): Promise<Map<number, FundingSigningState>> {
  const found = new Map<number, FundingSigningState>();
  if (fundingIds.length === 0) return found;
  const rows = await db
    .selectFrom('signing_documents')
    .selectAll()
    .where('lender_id', '=', lenderId)
    .where('funding_id', 'in', [...fundingIds])
    .orderBy('id', 'desc')
    .execute();
  for (const row of rows) {
    const doc = toDocument(row);
    if (doc.funding_id === null || found.has(doc.funding_id)) continue;
    found.set(doc.funding_id, {
      provider: doc.provider,
      docToken: doc.doc_token,
      status: SIGNING_STATUS[doc.provider][lifecycle(doc, now)],
    });
  }
  return found;
}
