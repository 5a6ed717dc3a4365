import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LenderNarrowing } from '../../src/db/schema/index.ts';
import { lenderParty } from '../../src/modules/profile/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { money, newLender } from '../helpers/money-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function lenderRow(id: number, nama: string | null) {
  return money(t)
    .updateTable('lenders')
    .set({ nama })
    .where('id', '=', id)
    .returningAll()
    .$narrowType<LenderNarrowing>()
    .executeTakeFirstOrThrow();
}

describe('lenderParty (the lender as documents name it)', () => {
  it("names a person by the account's name, else the eKYC name, else the username; the address from eKYC", async () => {
    const lender = await newLender(t);
    const db = money(t);
    const bare = await lenderRow(lender.id, null);
    expect(await lenderParty(db, bare)).toEqual({ nama: bare.username, alamat: null });
    await db
      .insertInto('ekyc_personal_data')
      .values({
        lender_id: lender.id,
        nama: 'Siti Rahmawati',
        alamat: 'Jl. Melati 7, Bandung',
        updated_at: t.clock.now(),
      })
      .execute();
    expect(await lenderParty(db, bare)).toEqual({
      nama: 'Siti Rahmawati',
      alamat: 'Jl. Melati 7, Bandung',
    });
    const named = await lenderRow(lender.id, 'Siti R.');
    expect(await lenderParty(db, named)).toEqual({
      nama: 'Siti R.',
      alamat: 'Jl. Melati 7, Bandung',
    });
  });

  it("names a company by its corporate KYC name and address, else the account's name or username", async () => {
    const lender = await newLender(t, { lenderType: 2 });
    const db = money(t);
    const named = await lenderRow(lender.id, 'Kontak Korporasi');
    expect(await lenderParty(db, named)).toEqual({ nama: 'Kontak Korporasi', alamat: null });
    const bare = await lenderRow(lender.id, null);
    expect(await lenderParty(db, bare)).toEqual({ nama: bare.username, alamat: null });
    await db
      .insertInto('corporate_companies')
      .values({
        lender_id: lender.id,
        nama: 'PT Amanah Sejahtera',
        alamat: 'Jl. Sudirman 1, Jakarta',
        updated_at: t.clock.now(),
      })
      .execute();
    expect(await lenderParty(db, named)).toEqual({
      nama: 'PT Amanah Sejahtera',
      alamat: 'Jl. Sudirman 1, Jakarta',
    });
  });
});
