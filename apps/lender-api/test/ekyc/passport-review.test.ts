// Passport holders cannot be checked against the population registry: once their three sections are
// saved and the phone is verified they go to review (pending), and a person (the sandbox reviewer)
// approving them verifies the identity (status_ekyc 1), which lets the wizard go to the dashboard.
import { GetEkycStatusResponse, VerifyEkycOtpResponse } from '@pendana/api-sdk/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REVIEWER_HEADERS,
  api,
  createTestApp,
  expectBody,
  get,
  loginAs,
  post,
  type TestApp,
} from '../helpers/test-app.ts';

let t: TestApp;
let token: string;
let lenderId: number;

async function userStatus(): Promise<string> {
  const info = (await get(t.app, api('/v1/lender_info'), { token }).then((r) => r.json())) as {
    data: { user_status: string };
  };
  return info.data.user_status;
}

async function verifyPhone(phone: string): Promise<void> {
  const sent = await post(
    t.app,
    api('/v1/lender/ekyc/send_otp'),
    { no_telp: phone, kode_operator: phone.slice(0, 3), kode_negara: '62' },
    { token },
  );
  expect(sent.statusCode).toBe(200);
  const outbox = (await get(t.app, `/api/sandbox/outbox?recipient=%2B62${phone}`).then((r) =>
    r.json(),
  )) as { data: Array<{ body: string }> };
  const code = /(\d{6})/.exec(outbox.data[0]?.body ?? '')?.[1] ?? '';
  const verified = await post(
    t.app,
    api('/v1/lender/ekyc/verify_otp'),
    { no_otp: code },
    { token },
  );
  expect(expectBody(VerifyEkycOtpResponse, verified).status).toBe('success');
}

beforeAll(async () => {
  t = await createTestApp();
  token = await loginAs(t.app, 'demo.paspor');
  lenderId = (
    await t.database.db
      .selectFrom('lenders')
      .select('id')
      .where('username', '=', 'demo.paspor')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await t.close();
});

describe('passport path', () => {
  it('stays notfilled after the phone while a section is missing', async () => {
    await verifyPhone('81211112222');
    expect(await userStatus()).toBe('notfilled');
  });

  it('goes to review after the phone once the three sections are saved, and approval verifies it', async () => {
    const now = t.clock.now();
    await t.database.db
      .insertInto('ekyc_education')
      .values({ lender_id: lenderId, npwp: '', complete: true, updated_at: now })
      .onConflict((oc) => oc.column('lender_id').doUpdateSet({ complete: true, updated_at: now }))
      .execute();
    await t.database.db
      .insertInto('ekyc_heirs')
      .values({
        lender_id: lenderId,
        ahli_waris: 'Kenji Tanaka',
        nik: '3171010101700002',
        hubungan: 4,
        telp: '81234500001',
        kode_operator: '812',
        alamat: 'Jl. Sudirman 1',
        updated_at: now,
      })
      .onConflict((oc) => oc.column('lender_id').doNothing())
      .execute();
    t.clock.advanceMinutes(2); // past the OTP resend wait
    await verifyPhone('81211113333');
    expect(await userStatus()).toBe('pending');

    const decided = await post(
      t.app,
      `/api/sandbox/kyc/${lenderId}/decision`,
      { decision: 'approve' },
      { headers: REVIEWER_HEADERS },
    );
    expect(decided.statusCode).toBe(200);
    expect(await userStatus()).toBe('active');
    const status = expectBody(
      GetEkycStatusResponse,
      await get(t.app, api('/v1/lender/ekyc/status'), { token }),
    );
    expect(status.data).toMatchObject({ status_ekyc: 1, is_passport: true });
  });
});
