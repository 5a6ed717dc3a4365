import {
  formatRupiah,
  jakartaDate,
  lockWallet,
  lockedTime,
  postTransaction,
  reference,
  retryOnReferenceCollision,
  type EntryInput,
  type MoneyTime,
} from '../../shared/ledger/ledger.ts';
import type { MoneyDb } from '../../shared/ledger/tables.ts';
import { allProjects } from '../projects/index.ts';
import { ratePercentText, splitYield, taxOf } from '../tax/index.ts';
import { schedule } from './schedule.ts';

/** The history text of a yield payment: the net credited, naming the tax withheld from the gross. */
function yieldPerihal(nama: string, bulan: number, split: ReturnType<typeof splitYield>): string {
  const kind = split.jenis_pajak === 'PPh23' ? 'PPh 23' : 'PPh 26';
  return `Imbal Hasil Disimpan: ${nama} (bulan ${bulan}) - bruto ${formatRupiah(split.bruto)}, dipotong ${kind} ${ratePercentText(split.tarif_pajak_bp)} ${formatRupiah(split.pajak)}`;
}

/**
 * Sandbox "advance time" payout: pays every due, unpaid payout of the lender's open fundings into Dana
 * Tersedia, once per funding and month, with the tax withheld (PMK 69/2022): one
 * posting per payout — platform_projects −gross, lender_available +net, platform_tax_payable +tax —
 * and the payout row keeps gross, kind, rate, tax and net. `nominal` of the answer is the net credited.
 */
export async function payDueYields(
  db: MoneyDb,
  lenderId: number,
  when: MoneyTime,
): Promise<{ paid: number; nominal: number }> {
  const projects = new Map((await allProjects(db, null)).map((p) => [p.id, p]));
  return retryOnReferenceCollision(() =>
    db.transaction().execute(async (trx) => {
      const now = lockedTime(when, await lockWallet(trx, lenderId));
      const today = jakartaDate(now);
      // The residency verification recorded, read inside the transaction that pays.
      const residency = await taxOf(trx, lenderId);
      const fundings = await trx
        .selectFrom('fundings')
        .select(['id', 'project_id', 'nominal_awal'])
        .where('lender_id', '=', lenderId)
        .where('status', '=', 1)
        .orderBy('id')
        .execute();
      let paid = 0;
      let nominal = 0;
      for (const funding of fundings) {
        const project = projects.get(funding.project_id);
        if (!project) continue;
        const done = new Set(
          (
            await trx
              .selectFrom('yield_payouts')
              .select('bulan')
              .where('funding_id', '=', funding.id)
              .execute()
          ).map((row) => row.bulan),
        );
        for (const row of schedule(project, Number(funding.nominal_awal), today)) {
          if (row.tanggal_payout > today || done.has(row.bulan)) continue;
          const split = splitYield(row.amount, residency);
          const entries: EntryInput[] = [
            { account: 'platform_projects', projectId: project.id, amount: -split.bruto },
            { account: 'lender_available', lenderId, amount: split.neto },
          ];
          if (split.pajak > 0)
            entries.push({
              account: 'platform_tax_payable',
              projectId: project.id,
              amount: split.pajak,
            });
          const transactionId =
            split.neto > 0
              ? await postTransaction(trx, {
                  lenderId,
                  kategori: 'imbal_hasil',
                  tipe: 'CREDIT',
                  nominal: split.neto,
                  status: 3,
                  perihal: yieldPerihal(project.nama, row.bulan, split),
                  referensi: reference('IMB', now),
                  fundingId: funding.id,
                  now,
                  entries,
                })
              : null;
          await trx
            .insertInto('yield_payouts')
            .values({
              funding_id: funding.id,
              bulan: row.bulan,
              lender_id: lenderId,
              nominal: split.neto,
              bruto: split.bruto,
              pajak: split.pajak,
              jenis_pajak: split.jenis_pajak,
              tarif_pajak_bp: split.tarif_pajak_bp,
              tanggal_payout: row.tanggal_payout,
              transaction_id: transactionId,
              paid_at: now,
            })
            .execute();
          paid += 1;
          nominal += split.neto;
        }
      }
      return { paid, nominal };
    }),
  );
}
