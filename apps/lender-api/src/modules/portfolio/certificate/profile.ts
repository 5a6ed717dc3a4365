import type { AppContext } from '../../../context.ts';
import type { Lender } from '../../../db/schema/index.ts';
import { jakartaIso } from '../../../shared/ledger/ledger.ts';
import { walletDb } from '../../wallet/index.ts';
import { signingDb } from '../../signing/index.ts';
import {
  CERTIFICATE_MINIMUM,
  mainVirtualAccount,
  openFundings,
  totalAssets,
} from './certificate.ts';

export type AgreementButton = 'buka' | 'ttd_awal' | 'ttd_akhir' | 'unduh' | 'tutup';

/**
 * State of the lender's agreements over the funded assets (legacy §6.10 `status_button_akad`, made
 * from the per-funding agreements): `tutup` no open funding; `unduh` every open funding has an
 * agreement signed for its current amount; `ttd_akhir` one is sent and waiting for the signature;
 * `ttd_awal` signed before but the assets changed since (new or changed fundings); `buka` never signed.
 */
export async function agreementButton(ctx: AppContext, lenderId: number): Promise<AgreementButton> {
  const db = signingDb(ctx.database.db);
  const now = ctx.clock.now();
  const fundings = await openFundings(db, lenderId);
  if (fundings.length === 0) return 'tutup';
  const docs = await db
    .selectFrom('signing_documents')
    .select(['funding_id', 'nominal', 'state', 'expires_at'])
    .where('lender_id', '=', lenderId)
    .where(
      'funding_id',
      'in',
      fundings.map((f) => f.id),
    )
    .execute();
  const signedCurrent = (f: { id: number; nominal: number }) =>
    docs.some(
      (d) => d.funding_id === f.id && d.state === 'signed' && Number(d.nominal) === f.nominal,
    );
  if (fundings.every(signedCurrent)) return 'unduh';
  const waiting = docs.some(
    (d) => (d.state === 'sent' || d.state === 'opened') && new Date(d.expires_at) > now,
  );
  if (waiting) return 'ttd_akhir';
  if (docs.some((d) => d.state === 'signed')) return 'ttd_awal';
  return 'buka';
}

/**
 * `newnewnewallProfileSertifikatBaru`: balances, main VA, the last 3 wallet mutations, the agreement
 * state, whether a certificate can be viewed, and the dedicated lender account's (RDL) CIF and account
 * numbers once the bank opened it (null before; see wallet `create-rdf`).
 */
export async function certificateProfile(ctx: AppContext, lender: Lender) {
  const db = signingDb(ctx.database.db);
  const [assets, va, mutations, button, rdl] = await Promise.all([
    totalAssets(db, lender.id),
    mainVirtualAccount(db, lender.id),
    db
      .selectFrom('ledger_transactions')
      .select(['id', 'nominal', 'perihal', 'tipe', 'created_at'])
      .where('lender_id', '=', lender.id)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(3)
      .execute(),
    agreementButton(ctx, lender.id),
    walletDb(ctx.database.db)
      .selectFrom('rdl_accounts')
      .select(['cif_number', 'account_number'])
      .where('lender_id', '=', lender.id)
      .where('status', '=', 'active')
      .executeTakeFirst(),
  ]);
  return {
    data: {
      id: lender.id,
      email: lender.email,
      dana_tersedia: assets.available,
      total_aset: assets.total,
      va,
      mutasi: mutations.map((m) => ({
        id: Number(m.id),
        nominal: Number(m.nominal),
        perihal: m.perihal,
        tipe: m.tipe,
        created_at: jakartaIso(new Date(m.created_at)),
      })),
      status_button_akad: button,
      certificate_available: assets.total >= CERTIFICATE_MINIMUM,
      cif_number: rdl?.cif_number ?? null,
      account_number: rdl?.account_number ?? null,
    },
  };
}
