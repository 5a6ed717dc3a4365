import { sql } from 'kysely';
import { HttpError } from '../../http/errors.ts';
import type { MoneyDb, TransactionKategori } from '../../shared/ledger/tables.ts';

/** `newRekening/v2/mutasi`: the lender's money transactions, newest first. */
export async function transactions(
  db: MoneyDb,
  lenderId: number,
  filter: {
    kategori?: TransactionKategori | undefined;
    /** Jakarta calendar days (YYYY-MM-DD), both included. */
    dari?: string | undefined;
    sampai?: string | undefined;
    page?: number | undefined;
    per_page?: number | undefined;
  },
) {
  const page = filter.page ?? 1;
  const perPage = filter.per_page ?? 20;
  if (filter.dari && filter.sampai && filter.dari > filter.sampai)
    throw new HttpError(422, 'errors.validation', {
      fields: { sampai: [{ key: 'validation.dateRangeOrder' }] },
    });
  let query = db.selectFrom('ledger_transactions').where('lender_id', '=', lenderId);
  if (filter.kategori) query = query.where('kategori', '=', filter.kategori);
  // A Jakarta day runs from its 00:00 +07:00 to the next day's.
  if (filter.dari)
    query = query.where('created_at', '>=', new Date(`${filter.dari}T00:00:00+07:00`));
  if (filter.sampai) {
    const end = new Date(`${filter.sampai}T00:00:00+07:00`);
    end.setUTCDate(end.getUTCDate() + 1);
    query = query.where('created_at', '<', end);
  }
  const count = await query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select(['id', 'created_at', 'perihal', 'tipe', 'nominal', 'kategori', 'status', 'referensi'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  const total = Number(count.n);
  return {
    data: rows.map((row) => ({
      id: Number(row.id),
      tanggal: new Date(row.created_at).toISOString(),
      perihal: row.perihal,
      tipe: row.tipe,
      nominal: Number(row.nominal),
      kategori: row.kategori,
      status: row.status,
      referensi: row.referensi,
    })),
    meta: { page, per_page: perPage, total, totalPage: Math.ceil(total / perPage) },
  };
}
