import type { Lang } from '../../shared/i18n/index.ts';
import type { RdlProvider, RdlStepResult } from '../../providers/payments/index.ts';
import { lockLender, requireVerified, type WalletLender } from './ewallet.ts';
import { WalletRefusal } from './wallet-refusal.ts';
import type { WalletDb, WalletTrx } from './wallet-tables.ts';
import { walletText } from './wallet-texts.ts';

/** The dedicated lender account is an RDL at BNI (bank code 009), as in the older backend. */
const RDL_BANK = { kode_bank: '009', nama_bank: 'BNI' } as const;

type RdlRow = {
  status: 'pending' | 'active' | 'failed';
  account_type: 'RDL' | 'RDF';
  cif_number: string | null;
  account_number: string | null;
};

function toRdlAccount(row: RdlRow | undefined) {
  return {
    is_active_rdl: row?.status === 'active',
    status: row?.status ?? ('none' as const),
    cif_number: row?.cif_number ?? null,
    account_number: row?.account_number ?? null,
    nama_bank: RDL_BANK.nama_bank,
    account_type: row?.account_type ?? ('RDL' as const),
  };
}

async function rdlRow(db: WalletDb | WalletTrx, lenderId: number) {
  return db
    .selectFrom('rdl_accounts')
    .select(['status', 'account_type', 'cif_number', 'account_number'])
    .where('lender_id', '=', lenderId)
    .$narrowType<{ status: RdlRow['status']; account_type: RdlRow['account_type'] }>()
    .executeTakeFirst();
}

/**
 * Lenders marked `is_active_rdl` without an account row (demo lenders, accounts opened before this
 * table) get their sandbox RDL account (same numbers the sandbox bank would give), so `showRDL`, the
 * certificate profile and `lender_info` agree. Idempotent; all such lenders, or one.
 */
export async function backfillActiveRdlAccounts(
  db: WalletDb | WalletTrx,
  rdl: RdlProvider,
  now: Date,
  lenderId?: number,
): Promise<void> {
  let query = db
    .selectFrom('lenders')
    .select('id')
    .where('is_active_rdl', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('rdl_accounts')
            .select('lender_id')
            .whereRef('lender_id', '=', 'lenders.id'),
        ),
      ),
    );
  if (lenderId !== undefined) query = query.where('id', '=', lenderId);
  const lenders = await query.execute();
  if (lenders.length === 0) return;
  const accounts = await Promise.all(lenders.map(({ id }) => rdl.registerAccount(id)));
  await db
    .insertInto('rdl_accounts')
    .values(
      lenders.map(({ id }, i) => ({
        lender_id: id,
        status: 'active' as const,
        account_type: 'RDL' as const,
        kode_bank: RDL_BANK.kode_bank,
        cif_number: `91${String(id).padStart(8, '0')}`,
        account_number: accounts[i]!.accountNumber,
        results: '[]',
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.column('lender_id').doNothing())
    .execute();
}

/** `getRdlAccount` (showRDL): the account's state; `status: none` before the first attempt. */
export async function getRdlAccount(db: WalletDb, lenderId: number, now: Date, rdl: RdlProvider) {
  await backfillActiveRdlAccounts(db, rdl, now, lenderId);
  return { data: toRdlAccount(await rdlRow(db, lenderId)) };
}

/** Name and identity number the bank needs: eKYC (NIK) for individuals, the company (NPWP) otherwise. */
async function identityOf(trx: WalletTrx, lender: { id: number; lender_type: number }) {
  if (lender.lender_type === 2) {
    const company = await trx
      .selectFrom('corporate_companies')
      .select(['nama', 'npwp'])
      .where('lender_id', '=', lender.id)
      .executeTakeFirst();
    return { nama: company?.nama ?? null, identityNumber: company?.npwp ?? null };
  }
  const person = await trx
    .selectFrom('ekyc_personal_data')
    .select(['nama', 'nik'])
    .where('lender_id', '=', lender.id)
    .executeTakeFirst();
  return { nama: person?.nama ?? null, identityNumber: person?.nik ?? null };
}

/**
 * `createRdfAccount`: opens the RDL at the sandbox bank in two steps (CIF, then account; BNI success
 * code 0001). A failure is stored and answered `status: failed` with each step's responseMessage; a
 * later call tries again (keeping a CIF already given). An active account is a 409.
 */
export async function createRdfAccount(
  db: WalletDb,
  lender: WalletLender & { lender_type: number },
  lang: Lang,
  now: Date,
  rdl: RdlProvider,
) {
  requireVerified(lender);
  return db.transaction().execute(async (trx) => {
    await lockLender(trx, lender.id);
    await backfillActiveRdlAccounts(trx, rdl, now, lender.id);
    const existing = await rdlRow(trx, lender.id);
    if (existing?.status === 'active') throw new WalletRefusal(409, 'rdlExists');
    const results: RdlStepResult[] = [];
    let cifNumber = existing?.cif_number ?? null;
    if (!cifNumber) {
      const cif = await rdl.registerInvestor(lender.id, await identityOf(trx, lender));
      results.push(cif.result);
      cifNumber = cif.cifNumber;
    }
    let accountNumber: string | null = null;
    if (cifNumber) {
      const account = await rdl.registerAccount(lender.id);
      results.push(account.result);
      accountNumber = account.accountNumber;
    }
    const status = accountNumber ? ('active' as const) : ('failed' as const);
    const values = {
      status,
      account_type: 'RDL' as const,
      kode_bank: RDL_BANK.kode_bank,
      cif_number: cifNumber,
      account_number: accountNumber,
      results: JSON.stringify(results),
      updated_at: now,
    };
    await trx
      .insertInto('rdl_accounts')
      .values({ lender_id: lender.id, created_at: now, ...values })
      .onConflict((oc) => oc.column('lender_id').doUpdateSet(values))
      .execute();
    if (status === 'active')
      await trx
        .updateTable('lenders')
        .set({ is_active_rdl: true, updated_at: now })
        .where('id', '=', lender.id)
        .execute();
    return {
      status: status === 'active' ? ('success' as const) : ('failed' as const),
      message: walletText(lang, status === 'active' ? 'rdlCreated' : 'rdlFailed'),
      results,
      data: toRdlAccount({
        status,
        account_type: 'RDL',
        cif_number: cifNumber,
        account_number: accountNumber,
      }),
    };
  });
}
