// The whole life of one funding through the HTTP API, on PGlite and PostgreSQL 15 (`test:pg`), with
// the clock moved through the months: a lender tops up (the VA provider's signed notification), funds
// a 12-month 12 % project (checkout), the borrower's monthly repayments arrive at the collecting
// account and are collected (`collectRepayments`, as the provider reports them), one month is paid
// late (the daily `repayments.mark-late` job marks the project late, the lender's lists say so, the
// late repayment brings it back), the last repayment returns the principal into Dana Tersedia, the
// lender withdraws it all, the payout job sends it to the disbursement provider and its signed
// callback pays it. At every stage home's totals equal the sums of the lists it stands for; at the end
// the ledger balances and the funding's XIRR is its net rate.
import {
  CheckoutProjectResponse,
  GetPortfolioResponse,
  GetPortfolioReturnsResponse,
  GetWithdrawalInfoResponse,
  ListAllYieldsResponse,
  ListManagedFundingsResponse,
  ListVirtualAccountsResponse,
  ListWithdrawalHistoryResponse,
  ReceiveDisbursementCallbackResponse,
  ReceivePaymentCallbackResponse,
  RequestWithdrawalResponse,
} from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCallbackSecret } from '../../src/config.ts';
import type { AppContext } from '../../src/context.ts';
import { MARK_LATE, collectRepayments } from '../../src/modules/repayments/index.ts';
import { canArrive } from '../../src/providers/repayments/index.ts';
import { callbackSignature } from '../../src/shared/callback-signature.ts';
import { addDays, addMonths } from '../../src/shared/ledger/ledger.ts';
import { waitFor } from '../jobs/helpers.ts';
import {
  audit,
  balances,
  givePayoutAccount,
  money,
  newLender,
  newSession,
} from '../helpers/money-helpers.ts';
import {
  api,
  createTestApp,
  expectBody,
  get,
  moneyKey,
  post,
  TestClock,
  type TestApp,
} from '../helpers/test-app.ts';
import { at, newProject } from '../repayments/fixture.ts';

/** The project: Murabahah, Rp 10 000 000 in 10 packages, 12 % a year paid monthly, ujrah 1 % a year. */
const START = '2026-02-02';
const PACKAGES = 10;
const PRICE = 1_000_000;
const PRINCIPAL = PACKAGES * PRICE;
/** A month's yield: 10 000 000 × 12 % ÷ 12 (a multiple of Rp 100: the schedule's rounding keeps it). */
const MONTHLY_YIELD = (PRINCIPAL * 12) / 100 / 12;
/** A month's ujrah, the borrower's fee to the platform: ⌊10 000 000 × 1 % ÷ 12⌋ = 8 333. */
const MONTHLY_UJRAH = Math.floor((PRINCIPAL * 1) / 100 / 12);
/** PPh 23 withheld from a resident individual's yield: 15 % of the gross. */
const TAX_RATE = 0.15;
const MONTHLY_NET = MONTHLY_YIELD - Math.round(MONTHLY_YIELD * TAX_RATE);
/** The month the borrower pays late, and by how many days after its due day. */
const LATE_MONTH = 5;
const LATE_BY = 6;
const REKENING = '7123456789';

const clock = new TestClock(at('2026-01-12').getTime());
let t: TestApp;
let ctx: AppContext;
let lender: { id: number; token: string };
let projectId: number;
let fundingId: number;

beforeAll(async () => {
  t = await createTestApp({ clock });
  ctx = (t.app as unknown as { appContext: AppContext }).appContext;
});
afterAll(async () => {
  await t.close();
});

/**
 * The clock at 10:00 in Jakarta of `day` (it only moves forward); the lender's session is a new one
 * of that day, as a lender coming back months later logs in again (a session lasts a day).
 */
async function moveTo(day: string) {
  const minutes = (at(day).getTime() - clock.now().getTime()) / 60_000;
  expect(minutes).toBeGreaterThanOrEqual(0);
  clock.advanceMinutes(minutes);
  lender.token = await newSession(t, lender.id);
}

const today = () => new Date(clock.now().getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** The borrower pays into the collecting account; the repayments it reports are collected. */
async function borrowerPays(amount: number, reference: string) {
  const provider = ctx.providers.repayments;
  if (!canArrive(provider)) throw new Error('the test app has no sandbox collecting account');
  provider.arrive({
    projectId,
    amount: BigInt(amount),
    paidOn: today(),
    payerReference: reference,
  });
  const collected = await collectRepayments(
    money(t),
    { name: ctx.config.providers.repayments, repayments: provider },
    projectId,
    ctx.clock,
    ctx.config.repaymentGraceDays,
  );
  const mine = collected.find((c) => c.payerReference === reference);
  if (!mine || !('result' in mine))
    throw new Error(`repayment ${reference} refused: ${JSON.stringify(mine)}`);
  expect(mine.result.replayed).toBe(false);
  return mine.result;
}

async function home() {
  return expectBody(
    GetPortfolioResponse,
    await post(t.app, api('/newProfile/homeLogin'), undefined, { token: lender.token }),
  ).data;
}

async function managed() {
  const lists = expectBody(
    ListManagedFundingsResponse,
    await post(t.app, api('/newPendanaan/listKelolaInvestasiNewNew'), undefined, {
      token: lender.token,
    }),
  );
  return [...lists.dataProyekAktif, ...lists.dataProyekFull, ...lists.dataProyekClosed];
}

async function yieldsReceived() {
  return expectBody(
    ListAllYieldsResponse,
    await post(t.app, api('/newProfile/all_imbal'), undefined, { token: lender.token }),
  );
}

async function withdrawalInfo() {
  return expectBody(
    GetWithdrawalInfoResponse,
    await post(t.app, api('/newRekening/showPenarikan'), undefined, { token: lender.token }),
  ).data;
}

/**
 * Home's figures against the lists they stand for: invested = its fundings listed (and the managed
 * fundings list), yield received = the yields list, total assets = its three parts, Dana Tersedia =
 * what the withdrawal page offers. Answers home's rekening.
 */
async function homeMatchesItsLists(stage: string) {
  const { rekening, pendanaan } = await home();
  const fundings = await managed();
  const yields = await yieldsReceived();
  const wallet = await withdrawalInfo();
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  expect(rekening.total_pendanaan, `${stage}: home's invested = its fundings`).toBe(
    sum(pendanaan.map((p) => p.nominal)),
  );
  expect(rekening.dana_teralokasi, `${stage}: allocated = the managed fundings`).toBe(
    sum(fundings.map((f) => f.total_dana)),
  );
  expect(rekening.bagi_hasil, `${stage}: yield received = the yields list`).toBe(
    yields.total_imbal,
  );
  expect(yields.total_imbal).toBe(sum(yields.all_imbal.map((y) => y.total_imbal)));
  expect(rekening.total_aset, `${stage}: total assets = its parts`).toBe(
    rekening.dana_tersedia + rekening.dicadangkan_penarikan + rekening.dana_teralokasi,
  );
  expect(rekening.dana_tersedia, `${stage}: Dana Tersedia = what can be withdrawn`).toBe(
    wallet.tersedia_ditarik,
  );
  return rekening;
}

/** The funding as home and the managed fundings list it: late by `days` days (null: not late). */
async function expectLate(days: number | null) {
  const onHome = (await home()).pendanaan.find((p) => p.id === fundingId);
  const managedItem = (await managed()).find((f) => f.id === fundingId);
  expect(onHome, 'listed on home').toMatchObject({ hari_terlambat: days });
  expect(managedItem, 'listed in the managed fundings').toMatchObject({ hari_terlambat: days });
}

async function projectStage() {
  const row = await money(t)
    .selectFrom('projects')
    .select('stage')
    .where('id', '=', projectId)
    .executeTakeFirstOrThrow();
  return row.stage;
}

describe('the whole life of a funding, through the API, with the clock moved', () => {
  it('tops up, funds, is repaid month by month (one month late), gets the principal back and withdraws it', async () => {
    const started = Date.now();
    // A lender as the server tests make them (an active account with a session), with a payout
    // account on file from the eKYC.
    lender = await newLender(t);
    await givePayoutAccount(t, lender.id, REKENING, '451');
    projectId = await newProject(t, {
      akad: 'Murabahah',
      imbal: 12,
      fee: 1,
      tenor: 12,
      interval: 1,
      harga: PRICE,
      totalPaket: PACKAGES,
      start: START,
    });

    // Top-up: the bank's signed notification of a transfer into the lender's virtual account.
    const vas = expectBody(
      ListVirtualAccountsResponse,
      await post(t.app, api('/newProfile/showVaNewNew'), undefined, { token: lender.token }),
    ).data;
    const va = vas[0];
    if (!va) throw new Error('no virtual account');
    const notice = JSON.stringify({
      reference_id: `TRF-${lender.id}-1`,
      status: 'paid',
      amount: PRINCIPAL,
      nomor_va: va.nomor_va,
    });
    const credited = await t.app.inject({
      method: 'POST',
      url: api('/v1/payments/callback/va'),
      headers: {
        'content-type': 'application/json',
        'x-callback-signature': callbackSignature(sandboxCallbackSecret('va'), notice),
      },
      payload: notice,
    });
    expect(expectBody(ReceivePaymentCallbackResponse, credited).credited).toBe(true);
    expect((await homeMatchesItsLists('topped up')).dana_tersedia).toBe(PRINCIPAL);

    // Funding: every package, on the fundraising's last day (the day before the start: money that
    // waits in a fundraising earns nothing, which the XIRR below would rightly count).
    await moveTo(addDays(START, -1));
    const checkout = expectBody(
      CheckoutProjectResponse,
      await post(
        t.app,
        api('/newProyek/checkout_new'),
        { id_proyek: projectId, paket: PACKAGES },
        { token: lender.token, headers: moneyKey() },
      ),
    );
    expect(checkout.error, JSON.stringify(checkout)).toBeUndefined();
    fundingId = checkout.id_pendanaan!;
    let rekening = await homeMatchesItsLists('funded');
    expect(rekening).toMatchObject({ dana_tersedia: 0, total_pendanaan: PRINCIPAL });

    let netReceived = 0;
    for (let month = 1; month <= 12; month += 1) {
      const due = addMonths(START, month);
      const last = month === 12;
      await moveTo(due);
      // On its due day, before the borrower's money arrives.
      await homeMatchesItsLists(`month ${month} due`);
      if (month === LATE_MONTH) {
        // Unpaid past the grace days (3): the daily job marks the project late.
        await moveTo(addDays(due, LATE_BY - 2));
        await ctx.jobs.send(MARK_LATE, {});
        await waitFor(
          'the project to be marked late',
          async () => (await projectStage()) === 'late',
        );
        await homeMatchesItsLists(`month ${month} late`);
        // The lender's lists say so, with the days since the payout day (a Thursday: not moved).
        await expectLate(LATE_BY - 2);
        await moveTo(addDays(due, LATE_BY));
      }
      const amount = MONTHLY_YIELD + MONTHLY_UJRAH + (last ? PRINCIPAL : 0);
      const result = await borrowerPays(amount, `BRW-${projectId}-${month}`);
      expect(result.split, `month ${month}`).toEqual({
        fee: BigInt(MONTHLY_UJRAH),
        yield: BigInt(MONTHLY_YIELD),
        principal: BigInt(last ? PRINCIPAL : 0),
        completes: last,
      });
      expect(result.shares).toMatchObject([
        { fundingId, netYield: BigInt(MONTHLY_NET), principal: BigInt(last ? PRINCIPAL : 0) },
      ]);
      netReceived += MONTHLY_NET;
      if (month === LATE_MONTH) expect(await projectStage()).toBe('running');
      if (!last) await expectLate(null);
      rekening = await homeMatchesItsLists(`month ${month} paid`);
      expect(rekening.bagi_hasil).toBe(netReceived);
      expect(rekening.dana_tersedia).toBe(netReceived + (last ? PRINCIPAL : 0));
    }

    // Maturity: the principal is back and nothing is left invested.
    expect(await projectStage()).toBe('repaid');
    expect(rekening).toMatchObject({
      dana_tersedia: PRINCIPAL + 12 * MONTHLY_NET,
      dana_teralokasi: 0,
      total_pendanaan: 0,
      bagi_hasil: 12 * MONTHLY_NET,
    });
    expect(await balances(t, lender.id)).toMatchObject({
      available: PRINCIPAL + 12 * MONTHLY_NET,
      invested: 0,
    });

    // The funding's returns: its XIRR is the net rate. The lender's yield is 12 % a year gross, paid
    // monthly (1 % a month); the ujrah is the borrower's, paid on top, so it takes nothing from the
    // lender; PPh 23 withholds 15 % of each payout: 0.85 % a month net. XIRR is an effective annual
    // rate: 1.0085^12 − 1 ≈ 10.69 %. One payout 6 days late moves it by far less than 0.1 point.
    await moveTo(addDays(addMonths(START, 12), 1));
    const returns = expectBody(
      GetPortfolioReturnsResponse,
      await get(t.app, api('/v1/lender/portfolio/returns'), { token: lender.token }),
    ).data;
    const item = returns.fundings.find((f) => f.id_pendanaan === fundingId);
    const netRate = ((1 + (0.12 / 12) * (1 - TAX_RATE)) ** 12 - 1) * 100;
    expect(item).toMatchObject({ outstanding_principal: 0, written_off: false });
    expect(Math.abs((item?.xirr_percent ?? 0) - netRate)).toBeLessThanOrEqual(0.1);

    // The lender withdraws everything; the payout job sends it; the provider's signed callback pays it.
    const everything = PRINCIPAL + 12 * MONTHLY_NET;
    const requested = expectBody(
      RequestWithdrawalResponse,
      await post(
        t.app,
        api('/newRekening/requestPenarikan'),
        { nominal: everything, rekening: REKENING, bank: '451', kode_alasan: '01' },
        { token: lender.token, headers: moneyKey() },
      ),
    );
    expect(requested.status_transaksi, JSON.stringify(requested)).toBe(2);
    rekening = await homeMatchesItsLists('withdrawal requested');
    expect(rekening).toMatchObject({ dana_tersedia: 0, dicadangkan_penarikan: everything });
    const withdrawal = await money(t)
      .selectFrom('withdrawals')
      .select(['payout_reference', 'payout_state'])
      .where('id', '=', requested.id!)
      .executeTakeFirstOrThrow();
    await waitFor(
      'the payout job to send the withdrawal',
      async () => (await ctx.providers.disbursements.state(withdrawal.payout_reference)) !== null,
    );
    expect(await ctx.providers.disbursements.state(withdrawal.payout_reference)).toEqual({
      status: 'pending',
    });
    const paid = JSON.stringify({
      reference_id: withdrawal.payout_reference,
      status: 'paid',
      amount: everything,
    });
    const callback = await t.app.inject({
      method: 'POST',
      url: api('/v1/disbursements/callback'),
      headers: {
        'content-type': 'application/json',
        'x-callback-signature': callbackSignature(sandboxCallbackSecret('disbursement'), paid),
      },
      payload: paid,
    });
    expect(callback.statusCode, callback.body).toBe(200);
    expect(expectBody(ReceiveDisbursementCallbackResponse, callback)).toMatchObject({
      changed: true,
    });
    const history = expectBody(
      ListWithdrawalHistoryResponse,
      await post(t.app, api('/newRekening/historyPenarikanDana'), undefined, {
        token: lender.token,
      }),
    ).history;
    expect(history[0]).toMatchObject({
      id: requested.id,
      jumlah_penarikan: everything,
      status_transaksi: 3,
    });
    rekening = await homeMatchesItsLists('withdrawal paid');
    expect(rekening).toMatchObject({ total_aset: 0, dana_tersedia: 0, dicadangkan_penarikan: 0 });
    expect(await audit(t)).toEqual({ unbalanced: 0, negative: 0 });
    console.log(`whole life: ${Date.now() - started} ms`);
  });
});
