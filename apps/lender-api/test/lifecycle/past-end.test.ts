// A funding whose project is past its end date but not yet repaid (the last repayment is late, or
// arrives later that day) still holds the lender's principal: home and the managed fundings list it,
// so their totals stay the sums of what they list.
import { GetPortfolioResponse, ListManagedFundingsResponse } from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../src/shared/ledger/ledger.ts';
import { newLender, newSession } from '../helpers/money-helpers.ts';
import {
  api,
  createTestApp,
  expectBody,
  post,
  TestClock,
  type TestApp,
} from '../helpers/test-app.ts';
import { at, fund, newProject, STANDARD_PROJECT } from '../repayments/fixture.ts';

const START = '2026-02-02';
const clock = new TestClock(at('2026-01-20').getTime());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});

describe('a funding past its project end, principal not yet back', () => {
  it('is still listed on home and in the managed fundings, as finished', async () => {
    const projectId = await newProject(t, { ...STANDARD_PROJECT, totalPaket: 4, start: START });
    const lender = await newLender(t, { topUp: 4_000_000 });
    const fundingId = await fund(t, projectId, lender.id, 4, '2026-01-20');
    // The end day (the last payout's due day), before the borrower's money has arrived.
    clock.advanceMinutes((at(addMonths(START, 3)).getTime() - clock.now().getTime()) / 60_000);
    const token = await newSession(t, lender.id);
    const { rekening, pendanaan } = expectBody(
      GetPortfolioResponse,
      await post(t.app, api('/newProfile/homeLogin'), undefined, { token }),
    ).data;
    expect(rekening.total_pendanaan).toBe(4_000_000);
    expect(pendanaan).toEqual([
      expect.objectContaining({ id: fundingId, nominal: 4_000_000, status_proyek: 4 }),
    ]);
    const lists = expectBody(
      ListManagedFundingsResponse,
      await post(t.app, api('/newPendanaan/listKelolaInvestasiNewNew'), undefined, {
        token,
      }),
    );
    expect(lists.dataProyekClosed).toEqual([
      expect.objectContaining({ id: fundingId, total_dana: 4_000_000, status_proyek: 4 }),
    ]);
    expect(rekening.dana_teralokasi).toBe(4_000_000);
  });
});
