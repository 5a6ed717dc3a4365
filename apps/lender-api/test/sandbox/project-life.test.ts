import {
  GetSandboxProjectLifeResponse,
  ListSandboxProjectLivesResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FUNDING_STATUS } from '../../src/shared/ledger/tables.ts';
import { money, newLender } from '../helpers/money-helpers.ts';
import {
  api,
  createTestApp,
  expectBody,
  get,
  post,
  TestClock,
  type TestApp,
} from '../helpers/test-app.ts';
import { at, fund, ledgerFaults, newProject, STANDARD_PROJECT } from '../repayments/fixture.ts';

// 10 January 2024: before every seeded project, so only the projects written here move.
const clock = new TestClock(at('2024-01-10').getTime());
let t: TestApp;
let lender: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp({ clock });
  lender = await newLender(t, { topUp: 30_000_000 });
});
afterAll(async () => {
  await t.close();
});

/** Rp 10 000 000 by the lender, Murabahah 12 % a year paid monthly over 3 months, no ujrah. */
async function project(start: string, funding: string) {
  const id = await newProject(t, { ...STANDARD_PROJECT, start });
  await fund(t, id, lender.id, 10, funding);
  return id;
}

const life = (id: number, lang: 'id' | 'en' = 'id') =>
  get(t.app, api(`/v1/sandbox/projects/${id}/life`), { token: lender.token, lang });
const act = (id: number, action: string, body?: unknown, lang: 'id' | 'en' = 'id') =>
  post(t.app, api(`/v1/sandbox/projects/${id}/life/${action}`), body, {
    token: lender.token,
    lang,
  });
const data = (response: Awaited<ReturnType<typeof life>>) =>
  expectBody(GetSandboxProjectLifeResponse, response).data;

async function repaymentsOf(projectId: number) {
  return money(t)
    .selectFrom('repayments')
    .select(['provider', 'payer_reference', 'amount'])
    .where('project_id', '=', projectId)
    .orderBy('id')
    .execute();
}

describe('the sandbox takes a funded project through its life', () => {
  let id: number;
  let defaultedId: number;

  it('shows the stage, the next due and what the stage allows', async () => {
    id = await project('2024-01-15', '2024-01-14');
    expect(data(await life(id))).toEqual({
      id_proyek: id,
      nama: expect.any(String) as string,
      stage: 'fundraising',
      today: '2024-01-10',
      next_due: { tanggal: '2024-02-15', nominal: 100_000 },
      days_late: 0,
      grace_days: 3,
      principal_outstanding: 10_000_000,
      actions: { pay_next_due: true, repay_all: true, make_late: true, declare_default: false },
    });
  });

  it('refuses what the stage does not allow, with the reason in the request language', async () => {
    const refused = await act(id, 'default', { recovery: 1_000_000 }, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'This project is fundraising: this action is not available.',
    });
    const wrongDue = await act(id, 'next-due', { tanggal_jatuh_tempo: '2024-03-15' });
    expect(wrongDue.statusCode).toBe(409);
    expect(wrongDue.json()).toMatchObject({
      message: 'Jatuh tempo 2024-03-15 bukan jatuh tempo berikutnya dari proyek ini.',
    });
    expect((await act(id, 'next-due', { tanggal_jatuh_tempo: 'besok' })).statusCode).toBe(422);
  });

  it('pays the next due through the sandbox collecting account on its due day, once', async () => {
    const paid = data(await act(id, 'next-due', { tanggal_jatuh_tempo: '2024-02-15' }));
    expect(paid).toMatchObject({
      stage: 'running',
      today: '2024-02-15',
      next_due: { tanggal: '2024-03-15', nominal: 100_000 },
    });
    // The same press again changes nothing.
    expect(data(await act(id, 'next-due', { tanggal_jatuh_tempo: '2024-02-15' }))).toEqual(paid);
    expect(await repaymentsOf(id)).toEqual([
      { provider: 'sandbox', payer_reference: `SANDBOX-DUE-${id}-2024-02-15`, amount: 100_000 },
    ]);
    const payouts = await money(t)
      .selectFrom('yield_payouts')
      .select('nominal')
      .where('lender_id', '=', lender.id)
      .execute();
    expect(payouts).toHaveLength(1);
  });

  it('makes it late: the clock past the due and the grace days, the late marking run; once', async () => {
    const late = data(await act(id, 'late', { tanggal_jatuh_tempo: '2024-03-15' }));
    expect(late).toMatchObject({
      stage: 'late',
      today: '2024-03-19',
      days_late: 4,
      next_due: { tanggal: '2024-03-15' },
      actions: { make_late: false, declare_default: true },
    });
    expect(data(await act(id, 'late', { tanggal_jatuh_tempo: '2024-03-15' }))).toEqual(late);
    // The session outlived the move (its expiry moved with the clock).
    expect((await life(id)).statusCode).toBe(200);
  });

  it('a late payment brings it back to running', async () => {
    // Paid on 19 March: the 15 March due's yield; the last row (yield and principal) is next.
    expect(data(await act(id, 'next-due', { tanggal_jatuh_tempo: '2024-03-15' }))).toMatchObject({
      stage: 'running',
      days_late: 0,
      next_due: { tanggal: '2024-04-15', nominal: 10_100_000 },
    });
  });

  it('pays everything left: principal back, funding ended, project repaid; once', async () => {
    const ended = data(await act(id, 'repay-all'));
    expect(ended).toMatchObject({
      stage: 'repaid',
      next_due: null,
      principal_outstanding: 0,
      actions: { pay_next_due: false, repay_all: false, make_late: false, declare_default: false },
    });
    expect(data(await act(id, 'repay-all'))).toEqual(ended);
    const funding = await money(t)
      .selectFrom('fundings')
      .select('status')
      .where('project_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(funding.status).toBe(FUNDING_STATUS.ENDED);
    const back = await money(t)
      .selectFrom('repayment_shares')
      .select((eb) => eb.fn.sum<string>('principal').as('principal'))
      .where(
        'funding_id',
        'in',
        money(t).selectFrom('fundings').select('id').where('project_id', '=', id),
      )
      .executeTakeFirstOrThrow();
    expect(Number(back.principal)).toBe(10_000_000);
    const after = await act(id, 'next-due', { tanggal_jatuh_tempo: '2024-04-15' });
    expect(after.statusCode).toBe(409);
  });

  it('declares a default with its recovery, as the operator would; once', async () => {
    const other = await project('2024-03-25', '2024-03-20');
    defaultedId = other;
    const due = data(await life(other)).next_due?.tanggal ?? '';
    expect(data(await act(other, 'late', { tanggal_jatuh_tempo: due }))).toMatchObject({
      stage: 'late',
    });
    const defaulted = data(await act(other, 'default', { recovery: 4_000_000 }));
    expect(defaulted).toMatchObject({
      stage: 'defaulted',
      next_due: null,
      principal_outstanding: 0,
    });
    expect(data(await act(other, 'default', { recovery: 4_000_000 }))).toEqual(defaulted);
    expect((await act(other, 'default', { recovery: 5_000_000 })).statusCode).toBe(409);
    const row = await money(t)
      .selectFrom('project_defaults')
      .select(['recovery', 'written_off'])
      .where('project_id', '=', other)
      .executeTakeFirstOrThrow();
    expect({ recovery: Number(row.recovery), written_off: Number(row.written_off) }).toEqual({
      recovery: 4_000_000,
      written_off: 6_000_000,
    });
  });

  it('lists every project the caller funded: the ones still owing first, the ended ones kept with their stage and no action', async () => {
    const running = await project('2024-05-01', '2024-04-30');
    const lives = (token: string) =>
      get(t.app, api('/v1/sandbox/projects/life'), { token, lang: 'id' });
    const listed = expectBody(ListSandboxProjectLivesResponse, await lives(lender.token)).data;
    expect(listed.map((l) => [l.id_proyek, l.stage])).toEqual([
      [running, 'fundraising'],
      [defaultedId, 'defaulted'],
      [id, 'repaid'],
    ]);
    // Each as the project's own life answers it.
    for (const item of listed) expect(item).toEqual(data(await life(item.id_proyek)));
    const none = {
      pay_next_due: false,
      repay_all: false,
      make_late: false,
      declare_default: false,
    };
    expect(listed.slice(1).map((l) => l.actions)).toEqual([none, none]);
    expect(listed.slice(1).map((l) => l.next_due)).toEqual([null, null]);
    // A lender who funded nothing: an empty list; another lender's projects are not in it.
    const stranger = await newLender(t);
    expect(expectBody(ListSandboxProjectLivesResponse, await lives(stranger.token)).data).toEqual(
      [],
    );
    expect((await get(t.app, api('/v1/sandbox/projects/life'))).statusCode).toBe(401);
  });

  it('is a 404 for a project the caller did not fund', async () => {
    const stranger = await newLender(t);
    const response = await get(t.app, api(`/v1/sandbox/projects/${id}/life`), {
      token: stranger.token,
    });
    expect(response.statusCode).toBe(404);
  });

  it('keeps the ledger balanced', async () => {
    expect(await ledgerFaults(t)).toEqual({ unbalanced: 0, negative: 0 });
  });
});
