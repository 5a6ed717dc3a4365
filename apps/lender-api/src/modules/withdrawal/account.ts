import type { MoneyDb } from '../../shared/ledger/tables.ts';

export interface PayoutAccount {
  rekening: string | null;
  kode_bank: string | null;
  bank: string | null;
  nama: string | null;
}

/** The payout account on file: the individual's eKYC bank data, or the company's bank data. */
export async function payoutAccount(
  db: MoneyDb,
  lender: { id: number; lender_type: 1 | 2 },
): Promise<PayoutAccount> {
  const row =
    lender.lender_type === 1
      ? await db
          .selectFrom('ekyc_education as e')
          .leftJoin('banks as b', 'b.kode', 'e.bank')
          .select([
            'e.rekening',
            'e.bank as kode_bank',
            'b.nama_bank as bank',
            'e.nama_pemilik as nama',
          ])
          .where('e.lender_id', '=', lender.id)
          .executeTakeFirst()
      : await db
          .selectFrom('corporate_companies as c')
          .leftJoin('banks as b', 'b.kode', 'c.bank')
          .select([
            'c.rekening',
            'c.bank as kode_bank',
            'b.nama_bank as bank',
            'c.nama_pemilik as nama',
          ])
          .where('c.lender_id', '=', lender.id)
          .executeTakeFirst();
  return {
    rekening: row?.rekening ?? null,
    kode_bank: row?.kode_bank ?? null,
    bank: row?.bank ?? null,
    nama: row?.nama ?? null,
  };
}
