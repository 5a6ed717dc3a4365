import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Lender } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import type {
  SigningLifecycle,
  SigningProvider,
  SigningProviders,
} from '../../providers/signing/index.ts';
import { SIGNING_STATUS } from '../../providers/signing/index.ts';
import { isRowId, jakartaDate, jakartaIso } from '../../shared/ledger/ledger.ts';
import type { MoneyDb, MoneyTrx } from '../../shared/ledger/tables.ts';
import { moneyText } from '../../shared/ledger/texts.ts';
import { findProject, PROJECT_STATUS, projectStatus, type ProjectRow } from '../projects/index.ts';
import { agreementPdf } from './agreement-pdf.ts';
import { plainText } from './pdf-layout.ts';
import {
  signingDb,
  type AgreementTerms,
  type SigningDB,
  type SigningDb,
  type SigningProviderName,
  type SigningTables,
} from './tables.ts';

type Trx = Transaction<SigningDB>;
type Db = SigningDb | Trx;

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

function isOpen(doc: SigningDocument, now: Date): boolean {
  const state = lifecycle(doc, now);
  return state === 'sent' || state === 'opened';
}

function toDocument(row: Record<string, unknown>): SigningDocument {
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

function requireVerified(lender: Lender): void {
  // The providers register a signer from verified KYC data (a real provider refuses the others).
  if (lender.status !== 'active') throw new HttpError(409, 'signing.notVerified');
}

/** The lender's identifier at a provider, assigned once (on the first need of a verified lender). */
async function ensureAccount(
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

async function lenderParty(
  db: Db,
  lender: Lender,
): Promise<{ nama: string; alamat: string | null }> {
  if (lender.lender_type === 2) {
    const company = await db
      .selectFrom('corporate_companies')
      .select(['nama', 'alamat'])
      .where('lender_id', '=', lender.id)
      .executeTakeFirst();
    return {
      nama: company?.nama ?? lender.nama ?? lender.username,
      alamat: company?.alamat ?? null,
    };
  }
  const personal = await db
    .selectFrom('ekyc_personal_data')
    .select(['nama', 'alamat'])
    .where('lender_id', '=', lender.id)
    .executeTakeFirst();
  return {
    nama: lender.nama ?? personal?.nama ?? lender.username,
    alamat: personal?.alamat ?? null,
  };
}

async function createDocument(
  ctx: AppContext,
  trx: Trx,
  input: {
    lender: Lender;
    provider: SigningProvider;
    project: ProjectRow;
    funding: { id: number; tanggal_invest: string } | null;
    paket: number;
    nominal: number;
    lang: Lang;
  },
): Promise<SigningDocument> {
  const now = ctx.clock.now();
  const { lender, provider, project, funding } = input;
  await ensureAccount(ctx, trx, lender, provider);
  const party = await lenderParty(trx, lender);
  const ids = provider.newIds(funding ? String(funding.id) : `P${project.id}`);
  const terms: AgreementTerms = {
    nomor: `AKAD/${jakartaDate(now).replaceAll('-', '')}/${ids.docToken.slice(-8).toUpperCase()}`,
    lender: {
      id: lender.id,
      nama: party.nama,
      email: lender.email,
      lender_type: lender.lender_type,
      alamat: party.alamat,
      penanda_tangan: lender.nama ?? lender.username,
    },
    project: {
      id: project.id,
      nama: project.nama,
      alamat: project.alamat,
      akad: project.akad,
      pemilik: plainText(project.pemilik),
      imbal_hasil: Number(project.imbal_hasil),
      tenor: project.tenor,
      tgl_mulai: project.tgl_mulai,
      tgl_selesai: project.tgl_selesai,
    },
    funding_id: funding?.id ?? null,
    tanggal_invest: funding?.tanggal_invest ?? null,
    paket: input.paket,
    harga_paket: project.harga_paket,
    nominal: input.nominal,
  };
  const row = await trx
    .insertInto('signing_documents')
    .values({
      provider: provider.name,
      doc_token: ids.docToken,
      envelope_id: ids.envelopeId,
      lender_id: lender.id,
      funding_id: funding?.id ?? null,
      project_id: project.id,
      paket: input.paket,
      nominal: input.nominal,
      terms: JSON.stringify(terms),
      state: 'sent',
      lang: input.lang,
      signer_name: terms.lender.penanda_tangan,
      signer_email: lender.email,
      created_at: now,
      expires_at: new Date(now.getTime() + provider.validDays * 86_400_000),
      opened_at: null,
      finished_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toDocument(row);
}

async function voidDocument(ctx: AppContext, trx: Trx, doc: SigningDocument): Promise<void> {
  await trx
    .updateTable('signing_documents')
    .set({ state: 'voided', finished_at: ctx.clock.now() })
    .where('id', '=', doc.id)
    .where('state', 'in', ['sent', 'opened'])
    .execute();
}

/** Views in the contract's shapes (`PrivyAgreement`, `VidaSignAgreement`). */
export function agreementView(ctx: AppContext, doc: SigningDocument) {
  const provider = signingProviders(ctx)[doc.provider];
  const now = ctx.clock.now();
  const url = provider.signingUrl(doc, doc.lang);
  const base = {
    pendanaan_id: doc.funding_id ?? 0,
    docToken: doc.doc_token,
    status: provider.status(lifecycle(doc, now)),
    signed_at: doc.state === 'signed' && doc.finished_at ? jakartaIso(doc.finished_at) : null,
  };
  if (doc.provider === 'privy') {
    return {
      pendanaan_id: base.pendanaan_id,
      docToken: base.docToken,
      urlDocument: url,
      status: base.status,
      signed_at: base.signed_at,
    };
  }
  return {
    pendanaan_id: base.pendanaan_id,
    docToken: base.docToken,
    envelope_id: doc.envelope_id ?? '',
    signature_links: signatureLinks(ctx, doc),
    status: base.status,
    signed_at: base.signed_at,
  };
}

export function signatureLinks(ctx: AppContext, doc: SigningDocument) {
  const provider = signingProviders(ctx)[doc.provider];
  return [
    {
      signature_link: provider.signingUrl(doc, doc.lang),
      signer_email: doc.signer_email,
      signer_name: doc.signer_name,
    },
  ];
}

async function latestOfFunding(
  db: Db,
  provider: SigningProviderName,
  fundingId: number,
): Promise<SigningDocument | undefined> {
  const row = await db
    .selectFrom('signing_documents')
    .selectAll()
    .where('funding_id', '=', fundingId)
    .where('provider', '=', provider)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? toDocument(row) : undefined;
}

/**
 * `sendDocAkadPendanaan`: the agreement of one of the caller's open fundings at a provider. An open
 * document for the funding's current amount is answered again (a double click sends once); one for an
 * older amount is voided and replaced; an agreement already signed for the current amount is a 409.
 */
export async function sendFundingAgreement(
  ctx: AppContext,
  lender: Lender,
  providerName: SigningProviderName,
  fundingId: number,
  lang: Lang,
): Promise<SigningDocument> {
  if (!isRowId(fundingId)) throw new HttpError(404, 'errors.notFound');
  const db = signingDb(ctx.database.db);
  const provider = signingProviders(ctx)[providerName];
  const now = ctx.clock.now();
  return db.transaction().execute(async (trx) => {
    const funding = await trx
      .selectFrom('fundings')
      .select([
        'id',
        'project_id',
        'jumlah_paket',
        'nominal_awal',
        'status',
        sql<string>`tanggal_invest::text`.as('tanggal_invest'),
      ])
      .where('id', '=', fundingId)
      .where('lender_id', '=', lender.id)
      .forUpdate()
      .executeTakeFirst();
    // Another lender's funding is answered like a missing one.
    if (!funding) throw new HttpError(404, 'errors.notFound');
    requireVerified(lender);
    if (funding.status !== 1 || Number(funding.nominal_awal) <= 0)
      throw new HttpError(409, 'signing.fundingClosed');
    const nominal = Number(funding.nominal_awal);
    const latest = await latestOfFunding(trx, providerName, funding.id);
    if (latest && isOpen(latest, now)) {
      if (latest.nominal === nominal) return latest;
      await voidDocument(ctx, trx, latest);
    } else if (latest && latest.state === 'signed' && latest.nominal === nominal) {
      throw new HttpError(409, 'signing.alreadySigned');
    }
    // The same transaction seen with the money tables only (Kysely's table maps are invariant).
    // Terms only (name, akad, price): no slot view needed.
    const project = await findProject(trx as unknown as MoneyTrx, funding.project_id, null);
    return createDocument(ctx, trx, {
      lender,
      provider,
      project,
      funding: { id: funding.id, tanggal_invest: funding.tanggal_invest },
      paket: funding.jumlah_paket,
      nominal,
      lang,
    });
  });
}

/**
 * Signing link for `paket` packages of a project, asked before the checkout: the project must take
 * them now. An open link for the same project and packages is answered again.
 */
export async function createSigningLink(
  ctx: AppContext,
  lender: Lender,
  providerName: SigningProviderName,
  request: { id_proyek: number; paket: number },
  lang: Lang,
): Promise<SigningDocument> {
  const db = signingDb(ctx.database.db);
  const provider = signingProviders(ctx)[providerName];
  const now = ctx.clock.now();
  // Slots as this lender sees them (other lenders' active holds taken), like checkout.
  const project = await findProject(db, request.id_proyek, { lenderId: lender.id, now });
  requireVerified(lender);
  const status = projectStatus(project, jakartaDate(now));
  const left = project.total_paket - project.terjual;
  const reason =
    status === PROJECT_STATUS.FINISHED
      ? moneyText(lang, 'projectFinished')
      : status === PROJECT_STATUS.FULL
        ? moneyText(lang, 'projectFull')
        : status === PROJECT_STATUS.CLOSED
          ? moneyText(lang, 'projectClosed')
          : request.paket > left
            ? moneyText(lang, 'notEnoughSlots', { n: left })
            : null;
  if (reason) throw new HttpError(409, 'signing.projectRefused', { params: { reason } });
  return db.transaction().execute(async (trx) => {
    // One lender's link requests run one at a time: the lender's signing account row is the lock
    // (not the wallet row, whose existence means "money has moved").
    await trx
      .insertInto('signing_accounts')
      .values({ lender_id: lender.id, updated_at: now })
      .onConflict((oc) => oc.column('lender_id').doNothing())
      .execute();
    await trx
      .selectFrom('signing_accounts')
      .select('lender_id')
      .where('lender_id', '=', lender.id)
      .forUpdate()
      .execute();
    const open = await trx
      .selectFrom('signing_documents')
      .selectAll()
      .where('lender_id', '=', lender.id)
      .where('provider', '=', providerName)
      .where('project_id', '=', project.id)
      .where('paket', '=', request.paket)
      .where('funding_id', 'is', null)
      .where('state', 'in', ['sent', 'opened'])
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    if (open) return toDocument(open);
    return createDocument(ctx, trx, {
      lender,
      provider,
      project,
      funding: null,
      paket: request.paket,
      nominal: project.harga_paket * request.paket,
      lang,
    });
  });
}

/**
 * A link asked before the checkout covers the funding bought afterwards: the lender's open funding of
 * that project last changed at or after the document was created.
 */
async function linkToFunding(ctx: AppContext, doc: SigningDocument): Promise<SigningDocument> {
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
 * (`services/funding`), which runs it with the funding's insert.
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
  const doc = await latestOfFunding(db, provider, funding.id);
  if (!doc) throw new HttpError(404, 'signing.noAgreement');
  return doc;
}

/** The provider's status word of a document now. */
export function providerStatus(ctx: AppContext, doc: SigningDocument): string {
  return signingProviders(ctx)[doc.provider].status(lifecycle(doc, ctx.clock.now()));
}

/** `download-doc-pendanaan/{docToken}`: the agreement PDF (signed once complete). */
export async function agreementFile(
  ctx: AppContext,
  lenderId: number,
  provider: SigningProviderName,
  docToken: string,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const doc = await linkToFunding(ctx, await ownDocument(ctx, lenderId, provider, { docToken }));
  return {
    bytes: await renderAgreement(ctx, doc),
    filename: `akad-pendanaan-${doc.doc_token}.pdf`,
  };
}

export async function renderAgreement(ctx: AppContext, doc: SigningDocument): Promise<Uint8Array> {
  const provider = signingProviders(ctx)[doc.provider];
  return agreementPdf({
    terms: doc.terms,
    docToken: doc.doc_token,
    envelopeId: doc.envelope_id,
    provider,
    status: providerStatus(ctx, doc),
    signed:
      doc.state === 'signed' && doc.finished_at
        ? { by: doc.signer_name, email: doc.signer_email, at: doc.finished_at }
        : null,
    lang: doc.lang,
    generatedAt: ctx.clock.now(),
  });
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
 * document changes, once; a signature also records the lender's `waktu_tte`. Returns null when the
 * document was no longer open.
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
    }
    return toDocument(row);
  });
}

/**
 * The electronic-signature part of the profile (contract `SigningProfile`): the lender's identifiers
 * at both providers, the latest document at each with its link and status, and the last tte time.
 */
export async function signingProfile(ctx: AppContext, lenderId: number) {
  const db = signingDb(ctx.database.db);
  const latest = async (provider: SigningProviderName) => {
    const row = await db
      .selectFrom('signing_documents')
      .selectAll()
      .where('lender_id', '=', lenderId)
      .where('provider', '=', provider)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? toDocument(row) : undefined;
  };
  const [account, privy, vida] = await Promise.all([
    db
      .selectFrom('signing_accounts')
      .select(['privy_id', 'vida_sign_id', 'waktu_tte'])
      .where('lender_id', '=', lenderId)
      .executeTakeFirst(),
    latest('privy'),
    latest('vida-sign'),
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
    .withTables<SigningTables>()
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
