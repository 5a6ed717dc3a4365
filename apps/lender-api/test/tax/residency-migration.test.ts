import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/db/database.ts';
import { listMigrations } from '../../src/db/migrate.ts';

/**
 * Migrations 0204 (tax residency) and 0205 (rate in basis points) on a database holding lenders and
 * payouts from before them: every existing lender gets the residency its verification shows, and only
 * a lender with nothing verified falls back to the citizenship rule. On a fresh PGlite, or on a fresh
 * PostgreSQL database when the suite runs with DATABASE_URL (test:pg).
 */
const MIGRATIONS = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/db/migrations',
);

let database: Database;
let drop: () => Promise<void> = async () => undefined;

async function freshDatabase(): Promise<Database> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return openPglite('memory://');
  const name = `pendana_migration_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  drop = async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openPostgres(url.toString());
}

async function apply(files: string[]) {
  for (const file of files) {
    const text = await readFile(path.join(MIGRATIONS, file), 'utf8');
    await database.transactionScript((runner) => runner.exec(text));
  }
}

const run = (text: string) => database.transactionScript((runner) => runner.exec(text));
const rows = <T>(text: string) => database.transactionScript((runner) => runner.query<T>(text));

beforeAll(async () => {
  database = await freshDatabase();
  const files = await listMigrations();
  await apply(files.filter((file) => file < '0204'));
  await run(`
    INSERT INTO lenders (id, username, email, password_hash, lender_type, status) VALUES
      (1, 'pt', 'pt@x.test', '-', 2, 'active'),
      (2, 'ktp_then_wna', 'a@x.test', '-', 1, 'active'),
      (3, 'passport', 'b@x.test', '-', 1, 'active'),
      (4, 'unverified_wna', 'c@x.test', '-', 1, 'notfilled'),
      (5, 'nothing', 'd@x.test', '-', 1, 'Not Active'),
      (6, 'ktp_npwp', 'e@x.test', '-', 1, 'pending'),
      (7, 'unverified_ktp', 'f@x.test', '-', 1, 'notfilled');
    INSERT INTO corporate_companies (lender_id, nama, npwp, updated_at) VALUES (1, 'PT Uji', '012345678901000', now());
    INSERT INTO ekyc_personal_data (lender_id, nik, no_paspor, nama, kewarganegaraan, is_passport, updated_at) VALUES
      (2, '3171234567890123', NULL, 'KTP lalu WNA', 'WNA', false, now()),
      (3, '', 'TR1234567', 'Paspor', 'WNA', true, now()),
      (4, '3171234567890124', NULL, 'Belum', 'WNA', false, now()),
      (6, '3171234567890125', NULL, 'NPWP', 'WNI', false, now()),
      (7, '3171234567890126', NULL, 'Belum KTP', 'WNI', false, now());
    INSERT INTO ekyc_state (lender_id, status_ekyc, updated_at) VALUES (6, 1, now()), (4, 0, now());
    INSERT INTO ekyc_education (lender_id, npwp, complete, updated_at) VALUES
      (2, '', true, now()), (6, '123456789012345', true, now());
    INSERT INTO projects (id, nama, alamat, kategori, akad, imbal_hasil, harga_paket, total_paket, tenor,
      payout_interval, tgl_mulai_penggalangan, tgl_selesai_penggalangan, tgl_mulai, tgl_selesai,
      image_url, deskripsi, legalitas, pemilik, simulasi)
    VALUES (1, 'Uji', 'Jl. Uji', 'properti', 'Murabahah', 12, 1000000, 100, 12, 1, '2025-09-01',
      '2025-10-31', '2025-11-01', '2026-11-01', '/x.jpg', '<p>x</p>', '<p>x</p>', '<p>x</p>', '<p>x</p>');
    INSERT INTO fundings (id, lender_id, project_id, tanggal_invest, jumlah_paket, nominal_awal)
    VALUES (1, 2, 1, '2025-10-10', 7, 7000000);
    INSERT INTO yield_payouts (funding_id, bulan, lender_id, nominal, bruto, pajak, jenis_pajak, tarif_pajak,
      tanggal_payout, paid_at)
    VALUES (1, 1, 2, 70000, 70000, 0, 'PPh23', 0, '2025-12-01', '2025-12-01T03:00:00Z'),
           (1, 2, 2, 59500, 70000, 10500, 'PPh23', 15, '2026-01-01', '2026-01-01T03:00:00Z');
  `);
  await apply(
    files.filter(
      (file) => file === '0204_lender_tax_residency.sql' || file === '0205_yield_tax_rate_bp.sql',
    ),
  );
});
afterAll(async () => {
  await database.close();
  await drop();
});

describe('migrations 0204 and 0205', () => {
  it('gives every lender the residency verification recorded, falling back to citizenship only when nothing was verified', async () => {
    const residency = await rows<Record<string, unknown>>(
      `SELECT lender_id, status, basis, rate_bp, treaty_country, recorded_by
       FROM lender_tax_residency ORDER BY lender_id`,
    );
    const row = (status: string, basis: string, rate: number, by: string) => ({
      status,
      basis,
      rate_bp: rate,
      treaty_country: null,
      recorded_by: by,
    });
    expect(residency.map(({ lender_id: _, ...rest }) => rest)).toEqual([
      row('resident', 'npwp', 1500, 'kyc'), // company with its NPWP
      row('resident', 'declaration', 1500, 'kyc'), // KTP verified; WNA typed into the profile later
      row('non_resident', 'declaration', 2000, 'kyc'), // passport approved by the review
      row('non_resident', 'declaration', 2000, 'migration'), // nothing verified: WNA → the old rule
      row('resident', 'declaration', 1500, 'migration'), // nothing at all
      row('resident', 'npwp', 1500, 'kyc'), // identity check passed, NPWP on file
      row('resident', 'declaration', 1500, 'migration'), // nothing verified: WNI
    ]);
    expect(residency.map((r) => r.lender_id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('turns the payouts’ whole-percent rate into basis points, 0 staying 0', async () => {
    const payouts = await rows<{ bulan: number; tarif_pajak_bp: number; pajak: string | number }>(
      'SELECT bulan, tarif_pajak_bp, pajak FROM yield_payouts ORDER BY bulan',
    );
    expect(payouts.map((p) => [p.bulan, p.tarif_pajak_bp, Number(p.pajak)])).toEqual([
      [1, 0, 0],
      [2, 1500, 10500],
    ]);
    const columns = await rows<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
       WHERE table_name = 'yield_payouts' AND column_name LIKE 'tarif%'`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['tarif_pajak_bp']);
    // A tax that is not ⌊gross × rate / 10000⌋ is refused.
    await expect(
      run(`UPDATE yield_payouts SET pajak = 10000, nominal = 60000 WHERE bulan = 2`),
    ).rejects.toThrow(/yield_payouts_pajak_rate_check/);
  });
});
