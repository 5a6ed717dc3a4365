// Migration 0210 on a database that already has projects (as the demo seed wrote them before it):
// dates the new checks refuse are mended, and each project's stage follows from its dates, with its
// history. An in-memory PGlite of its own, migrated up to 0201 by hand, then by `migrate`.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/database.ts';
import { listMigrations, migrate } from '../../src/db/migrate.ts';
import { addDays, addMonths, jakartaDate } from '../../src/shared/ledger/ledger.ts';

const MIGRATIONS = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../src/db/migrations',
);

describe('migration 0210 on existing projects', () => {
  it('mends dates the checks refuse and moves each project to the stage its dates say', async () => {
    const database = await openPglite('memory://');
    try {
      const before = (await listMigrations()).filter((file) => file < '0210');
      await database.transactionScript(async (runner) => {
        await runner.exec(
          'CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
        );
        for (const file of before) {
          await runner.exec(await readFile(path.join(MIGRATIONS, file), 'utf8'));
          await runner.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
        }
      });
      const today = jakartaDate(new Date());
      const project = (nama: string, raise: [string, string], start: string, end: string) =>
        database.transactionScript((runner) =>
          runner.query(
            `INSERT INTO projects (nama, alamat, kategori, akad, imbal_hasil, harga_paket, total_paket, tenor,
               tgl_mulai_penggalangan, tgl_selesai_penggalangan, tgl_mulai, tgl_selesai, image_url,
               deskripsi, legalitas, pemilik, simulasi)
             VALUES ($1, 'x', 'properti', 'Murabahah', 12, 1000000, 10, 1, $2, $3, $4, $5, 'x', 'x', 'x', 'x', 'x')`,
            [nama, raise[0], raise[1], start, end],
          ),
        );
      // The old seed's finished project: its end counted back one month from a 31st.
      await project('finished', ['2025-01-01', '2025-02-27'], '2025-02-28', '2025-03-31');
      await project(
        'raising',
        [addDays(today, -3), addDays(today, 5)],
        addDays(today, 6),
        addMonths(addDays(today, 6), 1),
      );
      await project(
        'closed',
        [addDays(today, -30), addDays(today, -2)],
        addDays(today, 3),
        addMonths(addDays(today, 3), 1),
      );
      await project(
        'running',
        [addDays(today, -40), addDays(today, -11)],
        addDays(today, -10),
        addMonths(addDays(today, -10), 1),
      );
      // A fundraising that ran past the start.
      await project(
        'late close',
        [addDays(today, -40), addDays(today, -5)],
        addDays(today, -10),
        addMonths(addDays(today, -10), 1),
      );

      expect(await migrate(database)).toEqual(
        expect.arrayContaining(['0210_project_life_and_repayments.sql']),
      );
      const rows = await database.db
        .selectFrom('projects')
        .select(['nama', 'stage'])
        .select((eb) => [
          eb.cast<string>('tgl_selesai', 'text').as('end'),
          eb.cast<string>('tgl_selesai_penggalangan', 'text').as('raise_end'),
        ])
        .orderBy('id')
        .execute();
      expect(rows).toEqual([
        { nama: 'finished', stage: 'running', end: '2025-03-28', raise_end: '2025-02-27' },
        {
          nama: 'raising',
          stage: 'fundraising',
          end: addMonths(addDays(today, 6), 1),
          raise_end: addDays(today, 5),
        },
        {
          nama: 'closed',
          stage: 'funded',
          end: addMonths(addDays(today, 3), 1),
          raise_end: addDays(today, -2),
        },
        {
          nama: 'running',
          stage: 'running',
          end: addMonths(addDays(today, -10), 1),
          raise_end: addDays(today, -11),
        },
        {
          nama: 'late close',
          stage: 'running',
          end: addMonths(addDays(today, -10), 1),
          raise_end: addDays(today, -10),
        },
      ]);
      const events = await database.db
        .selectFrom('project_stage_events')
        .select(['from_stage', 'to_stage'])
        .where('project_id', '=', 1)
        .orderBy('id')
        .execute();
      expect(events).toEqual([
        { from_stage: null, to_stage: 'fundraising' },
        { from_stage: 'fundraising', to_stage: 'funded' },
        { from_stage: 'funded', to_stage: 'running' },
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
