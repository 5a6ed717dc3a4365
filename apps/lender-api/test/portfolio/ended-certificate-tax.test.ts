// A funding repaid at maturity (its principal returned with the last payout) leaves the funding
// certificate and the annual tax summary: the certificate no longer counts its principal in projects
// nor lists it (the principal is back in the available funds), and the year's summary carries the
// yield paid and the tax withheld on it but no returned principal — neither in its sums nor as
// principal still in fundings.
import { GetLenderTaxResponse } from '@pendana/api-sdk/zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { money, newLender, newSession } from '../helpers/money-helpers.ts';
import { api, expectBody, get, post } from '../helpers/test-app.ts';
import { pdfText } from '../signing/pdf-text.ts';
import { fund, newProject, repaymentsApp, STANDARD_PROJECT } from '../repayments/fixture.ts';

const { t, pay, setClock } = repaymentsApp('2026-01-10');
const rupiah = (n: number) => `Rp ${n.toLocaleString('de-DE')}`;
/** The standard project fully funded: Rp 10 000 000 at 12 % a year, Rp 100 000 gross a month. */
const PRINCIPAL = 10_000_000;
const GROSS = 100_000;
/** PPh 23, 15 % of each month's gross. */
const TAX = 15_000;

let lender: number;
let projectId: number;
let projectName: string;

async function certificate() {
  const response = await post(t.app, api('/newRekening/viewSertifikat'), undefined, {
    token: await newSession(t, lender),
  });
  expect(response.statusCode).toBe(200);
  return pdfText(response.rawPayload);
}

async function taxYear() {
  const response = await get(t.app, api('/v1/lender/tax?year=2026'), {
    token: await newSession(t, lender),
    lang: 'en',
  });
  expect(response.statusCode).toBe(200);
  return expectBody(GetLenderTaxResponse, response).data;
}

beforeAll(async () => {
  lender = (await newLender(t, { topUp: PRINCIPAL })).id;
  projectId = await newProject(t, { ...STANDARD_PROJECT, start: '2026-01-15' });
  await fund(t, projectId, lender, 10, '2026-01-10');
  const row = await money(t)
    .selectFrom('projects')
    .select('nama')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  projectName = row.nama;
});

describe('a funding repaid at maturity, on the certificate and the annual tax summary', () => {
  it('is on the certificate, its principal in projects, while it runs', async () => {
    await pay(projectId, BigInt(GROSS), '2026-02-15', `ect-${projectId}-1`);
    await setClock('2026-02-16');
    const pdf = await certificate();
    expect(pdf.flat).toContain(`Dana teralokasi di proyek ${rupiah(PRINCIPAL)}`);
    expect(pdf.flat).toContain(`Total aset: ${rupiah(PRINCIPAL + GROSS - TAX)}`);
    expect(pdf.text).toContain(projectName);
    expect((await taxYear()).annual.outstanding_principal).toBe(PRINCIPAL);
  });

  it('leaves the certificate once repaid: principal back in the available funds, nothing in projects', async () => {
    await pay(projectId, BigInt(GROSS), '2026-03-15', `ect-${projectId}-2`);
    const last = await pay(
      projectId,
      BigInt(PRINCIPAL + GROSS),
      '2026-04-15',
      `ect-${projectId}-3`,
    );
    expect(last.split.completes).toBe(true);
    await setClock('2026-05-01');
    const pdf = await certificate();
    const total = PRINCIPAL + 3 * (GROSS - TAX);
    expect(pdf.flat).toContain(`Dana tersedia ${rupiah(total)}`);
    expect(pdf.flat).toContain(`Dana teralokasi di proyek ${rupiah(0)}`);
    expect(pdf.flat).toContain(`Total aset: ${rupiah(total)}`);
    expect(pdf.text).not.toContain(projectName);
    expect(pdf.flat).toContain('Belum ada pendanaan aktif.');
  });

  it("carries the year's yield and tax withheld in the tax summary, and no returned principal", async () => {
    const year = await taxYear();
    expect(year.months.map((m) => [m.period, m.gross, m.withheld, m.net])).toEqual([
      ['2026-02', GROSS, TAX, GROSS - TAX],
      ['2026-03', GROSS, TAX, GROSS - TAX],
      ['2026-04', GROSS, TAX, GROSS - TAX],
    ]);
    expect(year.annual).toMatchObject({
      gross: 3 * GROSS,
      withheld: 3 * TAX,
      net: 3 * (GROSS - TAX),
      outstanding_principal: 0,
      as_of: '2026-05-01',
    });
    // Every withholding slip's payments are yield: the last repayment's principal is on none of them.
    const payments = year.slips.flatMap((slip) => slip.payments);
    expect(payments.map((p) => p.gross)).toEqual([GROSS, GROSS, GROSS]);
  });
});
