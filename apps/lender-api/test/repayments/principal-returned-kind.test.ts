// The principal a repayment returns is its own kind of transaction, `pengembalian_pokok`
// ("Pengembalian pokok"), in the lender's history, its filter, and the statement (money in); funds
// taken back from a funding keep `pengembalian_dana`; migration 0223 re-kinds principal recorded
// before it.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { GetLenderStatementResponse, ListTransactionsResponse } from '@pendana/api-sdk/zod';
import { describe, expect, it } from 'vitest';
import { takeFunds } from '../../src/modules/funding/funding.ts';
import { STATEMENT_TEXTS } from '../../src/modules/statement/texts.ts';
import { money, newLender, newSession } from '../helpers/money-helpers.ts';
import { api, expectBody, get, post } from '../helpers/test-app.ts';
import {
  at,
  fund,
  lenderOf,
  newProject,
  repaymentsApp,
  STANDARD_PROJECT_UJRAH,
} from './fixture.ts';

const { t, clock, pay } = repaymentsApp();

describe('principal returned by a repayment', () => {
  it('is pengembalian_pokok in the history and its filter; taking funds back stays pengembalian_dana', async () => {
    const id = await newProject(t, { ...STANDARD_PROJECT_UJRAH, start: '2026-01-31' });
    const lender = await newLender(t, { topUp: 4_000_000 });
    const funding = await fund(t, id, lender.id, 4, '2026-01-10');
    const taken = await takeFunds(
      {
        db: money(t),
        lang: 'en',
        lenderId: lender.id,
        now: at('2026-01-10'),
        idempotencyKey: `uji-take-${Math.random().toString(36).slice(2)}`,
      },
      { id_pendanaan: funding, paket: 1 },
    );
    expect(taken.error).toBeUndefined();
    await fund(t, id, await lenderOf(t, 'PPh26', 5_000_000), 5, '2026-01-10');
    await fund(t, id, await lenderOf(t, 'company', 2_000_000), 2, '2026-01-10');
    await pay(id, 120_000n, '2026-02-28', 'VA-33a');
    await pay(id, 60_000n, '2026-03-31', 'VA-33b');
    const last = await pay(id, 10_180_000n, '2026-04-30', 'VA-33c');
    expect(last.split.completes).toBe(true);

    const history = async (body: Record<string, string | number>) =>
      expectBody(
        ListTransactionsResponse,
        await post(t.app, api('/newRekening/v2/mutasi'), body, { token: lender.token }),
      ).data;
    const all = await history({ per_page: 100 });
    const principal = all.filter((row) => row.kategori === 'pengembalian_pokok');
    expect(principal).toHaveLength(1);
    expect(principal[0]?.nominal).toBe(3_000_000);
    expect(principal[0]?.referensi.startsWith('POK-')).toBe(true);
    expect(principal[0]?.perihal.startsWith('Pengembalian pokok: ')).toBe(true);
    const takenBack = all.filter((row) => row.kategori === 'pengembalian_dana');
    expect(takenBack).toHaveLength(1);
    expect(takenBack[0]?.nominal).toBe(1_000_000);
    expect(takenBack[0]?.referensi.startsWith('AMB-')).toBe(true);

    const filtered = await history({ kategori: 'pengembalian_pokok' });
    expect(filtered.map((row) => [row.kategori, row.nominal])).toEqual([
      ['pengembalian_pokok', 3_000_000],
    ]);
    const takeFiltered = await history({ kategori: 'pengembalian_dana' });
    expect(takeFiltered.map((row) => [row.kategori, row.nominal])).toEqual([
      ['pengembalian_dana', 1_000_000],
    ]);

    // The statement of April (asked in May) lists it as money in, named in each language.
    clock.advanceMinutes(115 * 24 * 60); // 5 May 2026
    const token = await newSession(t, lender.id); // a session of that day
    for (const [lang, name] of [
      ['id', 'Pengembalian pokok'],
      ['en', 'Principal returned'],
    ] as const) {
      const response = await get(t.app, api('/v1/lender/statement?bulan=2026-04'), {
        token,
        lang,
      });
      expect(response.statusCode, response.body).toBe(200);
      const movement = expectBody(GetLenderStatementResponse, response).data.mutasi.find(
        (m) => m.kategori === 'pengembalian_pokok',
      );
      expect(movement).toMatchObject({ masuk: 3_000_000, keluar: 0 });
      expect(STATEMENT_TEXTS.kategori[lang][movement?.kategori ?? 'topup']).toBe(name);
    }
  });

  it('migration 0223 re-kinds the principal postings recorded before it, and only those', async () => {
    const id = await newProject(t, {
      ...STANDARD_PROJECT_UJRAH,
      tenor: 1,
      totalPaket: 3,
      start: '2026-01-31',
    });
    const lender = await newLender(t, { topUp: 2_000_000 });
    const funding = await fund(t, id, lender.id, 2, '2026-01-10');
    const taken = await takeFunds(
      {
        db: money(t),
        lang: 'en',
        lenderId: lender.id,
        now: at('2026-01-10'),
        idempotencyKey: `uji-take-${Math.random().toString(36).slice(2)}`,
      },
      { id_pendanaan: funding, paket: 1 },
    );
    expect(taken.error).toBeUndefined();
    await fund(t, id, await lenderOf(t, 'PPh23', 2_000_000), 2, '2026-01-10');
    // Rp 3 000 000 at 12 % and ujrah 2.4 % a year for one month: 30 000 + 6 000 + the principal.
    expect((await pay(id, 3_036_000n, '2026-02-28', 'VA-33m')).split.completes).toBe(true);
    const kinds = async () =>
      (
        await money(t)
          .selectFrom('ledger_transactions')
          .select(['kategori', 'referensi'])
          .where('lender_id', '=', lender.id)
          .where('kategori', 'in', ['pengembalian_dana', 'pengembalian_pokok'])
          .orderBy('id')
          .execute()
      ).map((row) => [row.kategori, row.referensi.slice(0, 4)]);
    expect(await kinds()).toEqual([
      ['pengembalian_dana', 'AMB-'],
      ['pengembalian_pokok', 'POK-'],
    ]);
    // As the repayment was posted before 0223: its principal under the old kind; then 0223 again.
    await money(t)
      .updateTable('ledger_transactions')
      .set({ kategori: 'pengembalian_dana' })
      .where('lender_id', '=', lender.id)
      .where('referensi', 'like', 'POK-%')
      .execute();
    const migration = await readFile(
      fileURLToPath(
        new URL('../../src/db/migrations/0223_principal_returned_kind.sql', import.meta.url),
      ),
      'utf8',
    );
    await t.database.transactionScript((runner) => runner.exec(migration));
    expect(await kinds()).toEqual([
      ['pengembalian_dana', 'AMB-'],
      ['pengembalian_pokok', 'POK-'],
    ]);
  });
});
