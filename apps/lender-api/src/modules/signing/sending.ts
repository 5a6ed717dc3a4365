/** Sending an agreement: for an open funding, or as a signing link asked before the checkout. */
import { sql } from 'kysely';
import type { AppContext } from '../../context.ts';
import type { Lender } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { SigningProvider } from '../../providers/signing/index.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import { isRowId, jakartaDate } from '../../shared/ledger/ledger.ts';
import type { MoneyTrx } from '../../shared/ledger/tables.ts';
import { moneyText } from '../../shared/ledger/texts.ts';
import { lenderParty } from '../profile/index.ts';
import { findProject, PROJECT_STATUS, projectStatus, type ProjectRow } from '../projects/index.ts';
import {
  isOpen,
  latestDocument,
  signingProviders,
  toDocument,
  type SigningDocument,
  type Trx,
} from './documents.ts';
import { plainText } from './pdf-text.ts';
import { ensureAccount } from './signer.ts';
import { signingDb, type AgreementTerms, type SigningProviderName } from './tables.ts';

function requireVerified(lender: Lender): void {
  // The providers register a signer from verified KYC data (a real provider refuses the others).
  if (lender.status !== 'active') throw new HttpError(409, 'signing.notVerified');
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
    const latest = await latestDocument(trx, providerName, { fundingId: funding.id });
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
