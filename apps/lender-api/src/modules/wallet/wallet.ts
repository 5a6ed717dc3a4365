import { HttpError } from '../../http/errors.ts';
import type { Lang } from '../../shared/i18n/index.ts';
import type { PaymentNotice } from '../../providers/payments/index.ts';
import { VA_BANKS, vaLogoUrl, virtualAccountNumber } from './va-banks.ts';
import {
  lockWallet,
  lockedTime,
  postTransaction,
  reference,
  retryOnReferenceCollision,
  type MoneyTime,
} from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import { moneyText } from '../../shared/ledger/texts.ts';
import { recordEvent, topUpCredited } from '../notifications/index.ts';

/** The lender's virtual accounts, one per partner bank (opened on first request). */
export async function virtualAccounts(
  db: MoneyDb,
  lender: { id: number; nama: string | null; username: string },
  now: Date,
) {
  await db
    .insertInto('virtual_accounts')
    .values(
      VA_BANKS.map((bank) => ({
        nomor_va: virtualAccountNumber(bank, lender.id),
        lender_id: lender.id,
        kode_bank: bank.kode_bank,
        created_at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
  const rows = await db
    .selectFrom('virtual_accounts')
    .select(['nomor_va', 'kode_bank'])
    .where('lender_id', '=', lender.id)
    .execute();
  return VA_BANKS.flatMap((bank) => {
    const row = rows.find((r) => r.kode_bank === bank.kode_bank);
    return row
      ? [
          {
            nomor_va: row.nomor_va,
            nama_bank: bank.nama_bank,
            kode_bank: bank.kode_bank,
            nama: `PENDANA ${(lender.nama ?? lender.username).toUpperCase()}`.slice(0, 40),
            m_bank_partner: { id: bank.partnerId, logo_url: vaLogoUrl(bank) },
          },
        ]
      : [];
  });
}

/**
 * Credits a VA payment once: the provider reference is unique, so a repeated notice (provider retry,
 * double click on the sandbox button) answers the first credit without moving money again.
 */
export async function creditVaPayment(
  db: MoneyDb,
  notice: PaymentNotice,
  when: MoneyTime,
  lang: Lang = 'id',
  /** When set, the VA must belong to this lender (the sandbox action of a logged-in lender). */
  ownerId?: number,
): Promise<{
  credited: boolean;
  transactionId: number;
  lenderId: number;
  /** The credited payment of this reference (for a repeated notice: the first one's). */
  nominal: number;
  nomorVa: string;
}> {
  const va = await db
    .selectFrom('virtual_accounts')
    .selectAll()
    .where('nomor_va', '=', notice.nomor_va)
    .executeTakeFirst();
  if (!va || (ownerId !== undefined && va.lender_id !== ownerId))
    throw new HttpError(404, 'errors.notFound');
  const bank = VA_BANKS.find((b) => b.kode_bank === va.kode_bank);
  return retryOnReferenceCollision(() =>
    db.transaction().execute(async (trx) => {
      const now = lockedTime(when, await lockWallet(trx, va.lender_id));
      const existing = await trx
        .selectFrom('topups')
        .select(['transaction_id', 'lender_id', 'nominal', 'nomor_va'])
        .where('kode_bank', '=', va.kode_bank)
        .where('provider_reference', '=', notice.reference)
        .executeTakeFirst();
      if (existing)
        return {
          credited: false,
          transactionId: Number(existing.transaction_id),
          lenderId: existing.lender_id,
          nominal: Number(existing.nominal),
          nomorVa: existing.nomor_va,
        };
      const transactionId = await postTransaction(trx, {
        lenderId: va.lender_id,
        kategori: 'topup',
        tipe: 'CREDIT',
        nominal: notice.nominal,
        status: 3,
        perihal: moneyText(lang, 'topupPerihal', { bank: bank?.nama_bank ?? va.kode_bank }),
        referensi: reference('TOP', now),
        now,
        entries: [
          { account: 'platform_cash_in', amount: -notice.nominal },
          { account: 'lender_available', lenderId: va.lender_id, amount: notice.nominal },
        ],
      });
      await trx
        .insertInto('topups')
        .values({
          lender_id: va.lender_id,
          nomor_va: va.nomor_va,
          kode_bank: va.kode_bank,
          nominal: notice.nominal,
          provider_reference: notice.reference,
          transaction_id: transactionId,
          created_at: now,
        })
        .execute();
      await recordEvent(trx, topUpCredited(va.lender_id, notice.nominal, notice.reference, now));
      return {
        credited: true,
        transactionId,
        lenderId: va.lender_id,
        nominal: notice.nominal,
        nomorVa: va.nomor_va,
      };
    }),
  );
}
