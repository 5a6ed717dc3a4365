// The KYC review through the operator API: a reviewer lists the lenders waiting, reads one, and
// approves or rejects with a reason — through `decideKyc`'s writes, so the lender is told exactly as
// the command line tells them (`lender_events`), and the decision is audited in the same transaction.
import {
  DecideOperatorKycResponse,
  GetOperatorKycSubmissionResponse,
  ListOperatorKycQueueResponse,
} from '@pendana/api-sdk/operator/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSession, waitingLender } from '../helpers/money-helpers.ts';
import { loginOperatorAs, makeOperator, operatorCall } from '../helpers/operators.ts';
import { api, createTestApp, expectBody, get, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let reviewer: { id: number; email: string };
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await makeOperator(t, 'reviewer', 'rina.reviewer@pendana.test');
  token = await loginOperatorAs(t.app, reviewer.email);
});
afterAll(async () => {
  await t?.close();
});

const eventsOf = (lenderId: number) =>
  t.database.db
    .selectFrom('lender_events')
    .select(['kind', 'payload'])
    .where('lender_id', '=', lenderId)
    .where('kind', 'like', 'kyc_%')
    .execute();

describe('KYC review queue (reviewer)', () => {
  it('lists and reads a waiting lender; approving makes them active, tells them, audits it', async () => {
    const lender = await waitingLender(t);
    const queue = expectBody(
      ListOperatorKycQueueResponse,
      await operatorCall(t.app, 'GET', '/api/operator/kyc?per_page=100', { token }),
    );
    expect(queue.data.map((item) => item.lender_id)).toContain(lender.id);
    expect(queue.meta.total).toBeGreaterThanOrEqual(1);
    const one = expectBody(
      GetOperatorKycSubmissionResponse,
      await operatorCall(t.app, 'GET', `/api/operator/kyc/${lender.id}`, { token }),
    );
    expect(one.data).toMatchObject({ lender_id: lender.id, status: 'pending' });

    const approved = await operatorCall(t.app, 'POST', `/api/operator/kyc/${lender.id}/decision`, {
      token,
      body: { decision: 'approve' },
      headers: { 'x-request-id': 'approve-1' },
    });
    expect(expectBody(DecideOperatorKycResponse, approved).data).toEqual({
      lender_id: lender.id,
      status: 'active',
    });
    const lenderToken = await newSession(t, lender.id);
    const info = await get(t.app, api('/v1/lender_info'), { token: lenderToken });
    expect((info.json() as { data: { user_status: string } }).data.user_status).toBe('active');
    expect(await eventsOf(lender.id)).toEqual([{ kind: 'kyc_approved', payload: {} }]);
    const decision = await t.database.db
      .selectFrom('kyc_decisions')
      .select(['approved', 'decided_by'])
      .where('lender_id', '=', lender.id)
      .execute();
    expect(decision).toEqual([{ approved: true, decided_by: reviewer.email }]);
    const audit = await t.database.db
      .selectFrom('operator_audit_log')
      .selectAll()
      .where('target', '=', `lender:${lender.id}`)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({
        operator_id: reviewer.id,
        actor: reviewer.email,
        action: 'kyc.decide',
        request_id: 'approve-1',
        before_state: { status: 'pending' },
        after_state: { status: 'active', reason: null },
      }),
    ]);

    // Decided once: again is a 409, nothing more written; no longer in the queue.
    const again = await operatorCall(t.app, 'POST', `/api/operator/kyc/${lender.id}/decision`, {
      token,
      body: { decision: 'approve' },
    });
    expect(again.statusCode).toBe(409);
    expect(await eventsOf(lender.id)).toHaveLength(1);
    const read = await operatorCall(t.app, 'GET', `/api/operator/kyc/${lender.id}`, { token });
    expect(read.statusCode).toBe(404);
  });

  it('a rejection needs its reason; with it the lender is told the reason', async () => {
    const lender = await waitingLender(t);
    const url = `/api/operator/kyc/${lender.id}/decision`;
    const bare = await operatorCall(t.app, 'POST', url, { token, body: { decision: 'reject' } });
    expect(bare.statusCode).toBe(422);
    const blank = await operatorCall(t.app, 'POST', url, {
      token,
      body: { decision: 'reject', reason: '   ' },
    });
    expect(blank.statusCode).toBe(422);
    expect(await eventsOf(lender.id)).toEqual([]);

    const rejected = await operatorCall(t.app, 'POST', url, {
      token,
      body: { decision: 'reject', reason: 'Foto KTP buram, unggah ulang' },
    });
    expect(expectBody(DecideOperatorKycResponse, rejected).data.status).toBe('reject');
    expect(await eventsOf(lender.id)).toEqual([
      { kind: 'kyc_rejected', payload: { reason: 'Foto KTP buram, unggah ulang' } },
    ]);
    const audit = await t.database.db
      .selectFrom('operator_audit_log')
      .select(['before_state', 'after_state'])
      .where('target', '=', `lender:${lender.id}`)
      .execute();
    expect(audit).toEqual([
      {
        before_state: { status: 'pending' },
        after_state: { status: 'reject', reason: 'Foto KTP buram, unggah ulang' },
      },
    ]);
  });
});
