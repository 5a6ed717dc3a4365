// The transaction history's date range (mutasi `dari`/`sampai`): Jakarta calendar days, both
// included, a day running from 00:00 WIB; a range backwards is a 422 on `sampai`.
import { ListTransactionsResponse, ValidationErrorResponse } from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  expectBody,
  post,
  TestClock,
  type TestApp,
} from '../helpers/test-app.ts';
import { newLender, topUp } from '../helpers/money-helpers.ts';

let t: TestApp;
const clock = new TestClock(Date.parse('2026-11-10T05:00:00Z')); // 10 Nov, 12:00 WIB

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

describe('transaction history by date', () => {
  it('keeps the Jakarta days asked, both included; a backwards range is refused', async () => {
    const lender = await newLender(t);
    await topUp(t, lender, 100_000); // 10 Nov 12:00 WIB
    clock.advanceMinutes((2 * 24 + 11) * 60 + 30); // 12 Nov 23:30 WIB
    await topUp(t, lender, 200_000);
    clock.advanceMinutes(60); // 13 Nov 00:30 WIB (still 12 Nov in UTC)
    await topUp(t, lender, 300_000);
    clock.advanceMinutes(-((2 * 24 + 12) * 60 + 30)); // back to the session's day
    const amounts = async (body: Record<string, string>) =>
      expectBody(
        ListTransactionsResponse,
        await post(t.app, api('/newRekening/v2/mutasi'), body, { token: lender.token }),
      ).data.map((row) => row.nominal);
    expect(await amounts({})).toEqual([300_000, 200_000, 100_000]);
    expect(await amounts({ dari: '2026-11-12', sampai: '2026-11-12' })).toEqual([200_000]);
    expect(await amounts({ dari: '2026-11-13' })).toEqual([300_000]);
    expect(await amounts({ sampai: '2026-11-10' })).toEqual([100_000]);
    expect(await amounts({ dari: '2026-11-11', kategori: 'topup' })).toEqual([300_000, 200_000]);

    const backwards = await post(
      t.app,
      api('/newRekening/v2/mutasi'),
      { dari: '2026-11-13', sampai: '2026-11-12' },
      { token: lender.token, lang: 'en' },
    );
    expect(backwards.statusCode).toBe(422);
    expect(expectBody(ValidationErrorResponse, backwards).errors).toEqual({
      sampai: ['The last day cannot be before the first day.'],
    });
    const notADate = await post(
      t.app,
      api('/newRekening/v2/mutasi'),
      { dari: '13-11-2026' },
      { token: lender.token },
    );
    expect(notADate.statusCode).toBe(422);
  });
});
