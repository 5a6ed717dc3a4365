import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { AppContext } from '../../../context.ts';
import type { Lender } from '../../../db/schema/index.ts';
import { HttpError } from '../../../http/errors.ts';
import type { Lang } from '../../../shared/i18n/index.ts';
import { lenderFunds } from '../../../shared/ledger/funds.ts';
import { balancesOf, jakartaDate } from '../../../shared/ledger/ledger.ts';
import { lenderParty } from '../../profile/index.ts';
import { projectSummaries } from '../../projects/index.ts';
import { principalOut } from '../portfolio.ts';
import { dmy, formatRupiah, wibDateTime } from '../../signing/index.ts';
import { A4_LANDSCAPE, BRAND, PdfWriter } from '../../signing/index.ts';
import { signingDb, type SigningDb } from '../../signing/index.ts';
import { payoutAccount } from '../../withdrawal/index.ts';
import { terbilang } from './terbilang.ts';

/** A certificate is issued from Rp 1.000.000 of total assets (legacy §7.5, contract `getCertificate`). */
export const CERTIFICATE_MINIMUM = 1_000_000;

/** Total assets as the portfolio shows them (`lenderFunds`): available + reserved by withdrawals + in projects. */
export async function totalAssets(db: SigningDb, lenderId: number) {
  const funds = lenderFunds(await balancesOf(db, lenderId));
  return {
    available: funds.danaTersedia,
    reserved: funds.dicadangkanPenarikan,
    invested: funds.danaTeralokasi,
    total: funds.totalAset,
  };
}

/**
 * The lender's open fundings, oldest first, each with its principal still in the project (one past its
 * project's end whose principal is not back too): they sum to the certificate's "in projects".
 */
export async function openFundings(db: SigningDb, lenderId: number) {
  const rows = await db
    .selectFrom('fundings')
    .select([
      'id',
      'project_id',
      'jumlah_paket',
      principalOut('fundings'),
      sql<string>`tanggal_invest::text`.as('tanggal_invest'),
    ])
    .where('lender_id', '=', lenderId)
    .where('status', '=', 1)
    .where('nominal_awal', '>', 0)
    .orderBy('id')
    .execute();
  // Only the funded projects, without gallery and HTML.
  const projects = new Map(
    (
      await projectSummaries(
        db,
        null,
        rows.map((row) => row.project_id),
      )
    ).map((p) => [p.id, p]),
  );
  return rows.flatMap((row) => {
    const project = projects.get(row.project_id);
    if (!project) return [];
    return [
      {
        id: row.id,
        nominal: Number(row.principal_out),
        paket: row.jumlah_paket,
        tanggal_invest: row.tanggal_invest,
        project,
      },
    ];
  });
}

/** The lender's main virtual account (BNI first, as the top-up screen lists them), or null. */
export async function mainVirtualAccount(db: SigningDb, lenderId: number): Promise<string | null> {
  const row = await db
    .selectFrom('virtual_accounts')
    .select('nomor_va')
    .where('lender_id', '=', lenderId)
    .orderBy(sql`kode_bank = '009'`, 'desc')
    .orderBy('created_at')
    .limit(1)
    .executeTakeFirst();
  return row?.nomor_va ?? null;
}

/**
 * The certificate serial of a lender's asset total: one per total (the same total keeps its serial,
 * legacy "file sudah ada dan dana sama"), `<15 digits>/L-<lender id>/<n-th certificate>`.
 */
async function serialFor(db: SigningDb, lenderId: number, total: number, now: Date) {
  const existing = await db
    .selectFrom('certificates')
    .select(['serial', 'created_at'])
    .where('lender_id', '=', lenderId)
    .where('total_aset', '=', total)
    .executeTakeFirst();
  if (existing) return { serial: existing.serial, issued: new Date(existing.created_at) };
  const count = await db
    .selectFrom('certificates')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('lender_id', '=', lenderId)
    .executeTakeFirstOrThrow();
  const digits = Array.from({ length: 15 }, (_, i) => String(randomInt(i === 0 ? 1 : 0, 10))).join(
    '',
  );
  await db
    .insertInto('certificates')
    .values({
      lender_id: lenderId,
      serial: `${digits}/L-${lenderId}/${Number(count.n) + 1}`,
      total_aset: total,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['lender_id', 'total_aset']).doNothing())
    .execute();
  const row = await db
    .selectFrom('certificates')
    .select(['serial', 'created_at'])
    .where('lender_id', '=', lenderId)
    .where('total_aset', '=', total)
    .executeTakeFirstOrThrow();
  return { serial: row.serial, issued: new Date(row.created_at) };
}

const TEXTS = {
  id: {
    title: 'SERTIFIKAT KEPEMILIKAN ASET',
    subtitle: 'Pemberi Dana Pendana',
    serial: 'Nomor seri',
    given: 'Diberikan kepada',
    address: 'Alamat',
    bank: 'Rekening',
    va: 'Nomor virtual account',
    total: 'Total aset',
    words: 'Terbilang',
    available: 'Dana tersedia',
    reserved: 'Dicadangkan untuk penarikan',
    invested: 'Dana teralokasi di proyek',
    fundings: 'Rincian pendanaan aktif',
    header: ['Proyek', 'Akad', 'Paket', 'Tanggal', 'Nilai'],
    none: 'Belum ada pendanaan aktif.',
    issued: (when: string) => `Diterbitkan pada ${when}.`,
    statement:
      'Sertifikat ini menerangkan bahwa nama di atas tercatat sebagai pemberi dana di platform Pendana dengan total aset sebagaimana tersebut di atas pada tanggal penerbitan.',
    footer:
      'PT Pendana Syariah Indonesia - dokumen dibuat oleh sistem dan sah tanpa tanda tangan basah.',
  },
  en: {
    title: 'ASSET OWNERSHIP CERTIFICATE',
    subtitle: 'Pendana lender',
    serial: 'Serial number',
    given: 'Awarded to',
    address: 'Address',
    bank: 'Bank account',
    va: 'Virtual account number',
    total: 'Total assets',
    words: 'In words',
    available: 'Available funds',
    reserved: 'Reserved for withdrawal',
    invested: 'Funds allocated to projects',
    fundings: 'Active fundings',
    header: ['Project', 'Contract', 'Packages', 'Date', 'Amount'],
    none: 'No active funding yet.',
    issued: (when: string) => `Issued on ${when}.`,
    statement:
      'This certificate states that the person above is registered as a lender on the Pendana platform with the total assets above on the date of issue.',
    footer:
      'PT Pendana Syariah Indonesia - generated by the system, valid without a wet signature.',
  },
} as const;

/**
 * `viewSertifikat`: the certificate of the lender's total assets as a PDF (A4 landscape): name,
 * address, payout account, VA, total in digits and in words, the active fundings and a serial.
 * Below Rp 1.000.000 of total assets it is a 422.
 */
export async function certificate(
  ctx: AppContext,
  lender: Lender,
  lang: Lang,
): Promise<{ bytes: Uint8Array; filename: string }> {
  const db = signingDb(ctx.database.db);
  const now = ctx.clock.now();
  const assets = await totalAssets(db, lender.id);
  if (assets.total < CERTIFICATE_MINIMUM) {
    // A 422 carries the field map (contract ValidationErrorResponse); the web shows its message.
    throw new HttpError(422, 'certificate.belowMinimum', {
      fields: { total_aset: [{ key: 'certificate.belowMinimum' }] },
    });
  }
  const [party, account, va, fundings, serial] = await Promise.all([
    lenderParty(db, lender),
    payoutAccount(db, lender),
    mainVirtualAccount(db, lender.id),
    openFundings(db, lender.id),
    serialFor(db, lender.id, assets.total, now),
  ]);
  const tx = TEXTS[lang];
  const pdf = await PdfWriter.create(
    A4_LANDSCAPE,
    {
      title: `${tx.title} ${serial.serial}`,
      subject: `${party.nama} - ${formatRupiah(assets.total)}`,
      author: 'Pendana',
      keywords: [serial.serial, String(lender.id)],
      created: now,
    },
    48,
  );
  pdf.text('PENDANA', { size: 11, bold: true, color: BRAND, gapAfter: 4 });
  pdf.text(tx.title, { size: 20, bold: true, align: 'center', color: BRAND, gapAfter: 2 });
  pdf.text(tx.subtitle, { size: 11, align: 'center', gapAfter: 2 });
  pdf.text(`${tx.serial}: ${serial.serial}`, { size: 10, align: 'center', gapAfter: 10 });
  pdf.text(tx.given, { size: 10, align: 'center', gapAfter: 0 });
  pdf.text(party.nama, { size: 18, bold: true, align: 'center', gapAfter: 10 });
  pdf.rows(
    [
      [tx.address, party.alamat ?? '-'],
      [
        tx.bank,
        account.rekening
          ? `${account.bank ?? account.kode_bank ?? ''} ${account.rekening}${account.nama ? ` a.n. ${account.nama}` : ''}`.trim()
          : '-',
      ],
      [tx.va, va ?? '-'],
      [tx.available, formatRupiah(assets.available)],
      [tx.reserved, formatRupiah(assets.reserved)],
      [tx.invested, formatRupiah(assets.invested)],
    ],
    200,
  );
  pdf.box(() => {
    pdf.text(`${tx.total}: ${formatRupiah(assets.total)}`, { size: 14, bold: true, gapAfter: 2 });
    pdf.text(`${tx.words}: ${terbilang(assets.total, lang)}`, { size: 10 });
  });
  pdf.text(tx.fundings, { size: 11, bold: true });
  if (fundings.length === 0) pdf.muted(tx.none);
  else
    pdf.table(
      tx.header,
      fundings.map((f) => [
        f.project.nama,
        f.project.akad,
        String(f.paket),
        dmy(f.tanggal_invest),
        formatRupiah(f.nominal),
      ]),
      [0.46, 0.14, 0.08, 0.12, 0.2],
    );
  pdf.gap(4);
  pdf.text(tx.statement, { size: 9 });
  pdf.text(tx.issued(wibDateTime(now)), { size: 9, bold: true });
  pdf.muted(tx.footer);
  return {
    bytes: await pdf.bytes(),
    filename: `sertifikat-${lender.id}-${jakartaDate(now)}.pdf`,
  };
}
