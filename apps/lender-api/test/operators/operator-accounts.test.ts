// Operator login (one 401 for every failure, the second-factor step `none`), sessions that end after
// 30 idle minutes or at logout, and an admin's account management, each write audited with the state
// before and after in its own transaction.
import {
  CreateOperatorAccountResponse,
  ListOperatorAuditLogResponse,
  LoginOperatorResponse,
} from '@pendana/api-sdk/operator/zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectBody } from '../helpers/test-app.ts';
import {
  OPERATOR_PASSWORD,
  loginOperatorAs,
  makeOperator,
  operatorCall,
} from '../helpers/operators.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let admin: { id: number; email: string };
let adminToken: string;

const auditRows = (target: string) =>
  t.database.db
    .selectFrom('operator_audit_log')
    .selectAll()
    .where('target', '=', target)
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp();
  admin = await makeOperator(t, 'admin', 'first.admin@pendana.test');
  adminToken = await loginOperatorAs(t.app, admin.email);
});
afterAll(async () => {
  await t?.close();
});

describe('operator login', () => {
  it('answers a session with the second factor `none`; a wrong password or e-mail is one 401', async () => {
    const ok = await operatorCall(t.app, 'POST', '/api/operator/auth/login', {
      body: { email: ' First.Admin@pendana.test ', password: OPERATOR_PASSWORD },
    });
    const session = expectBody(LoginOperatorResponse, ok);
    expect(session).toMatchObject({ second_factor: 'none', idle_minutes: 30 });
    expect(session.operator).toMatchObject({ id: admin.id, role: 'admin', disabled: false });
    expect(session.token).toMatch(/^op_/);
    const stored = await t.database.db
      .selectFrom('operator_sessions')
      .select('token_hash')
      .where('operator_id', '=', admin.id)
      .execute();
    expect(stored.map((row) => row.token_hash)).not.toContain(session.token);

    const wrong = await operatorCall(t.app, 'POST', '/api/operator/auth/login', {
      body: { email: admin.email, password: 'not-the-password' },
    });
    const unknown = await operatorCall(t.app, 'POST', '/api/operator/auth/login', {
      body: { email: 'nobody@pendana.test', password: OPERATOR_PASSWORD },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('ends a session after 30 minutes without a call; each call moves the end on', async () => {
    const token = await loginOperatorAs(t.app, admin.email);
    const me = () => operatorCall(t.app, 'GET', '/api/operator/auth/me', { token });
    t.clock.advanceMinutes(29);
    expect((await me()).statusCode).toBe(200);
    t.clock.advanceMinutes(29);
    expect((await me()).statusCode).toBe(200);
    t.clock.advanceMinutes(31);
    expect((await me()).statusCode).toBe(401);
    adminToken = await loginOperatorAs(t.app, admin.email);
  });

  it('logout ends the session', async () => {
    const token = await loginOperatorAs(t.app, admin.email);
    const out = await operatorCall(t.app, 'POST', '/api/operator/auth/logout', { token });
    expect(out.statusCode).toBe(200);
    const me = await operatorCall(t.app, 'GET', '/api/operator/auth/me', { token });
    expect(me.statusCode).toBe(401);
  });
});

describe('operator accounts (admin)', () => {
  it('creates an account, audited with who, where, the request id and the state after', async () => {
    const created = await operatorCall(t.app, 'POST', '/api/operator/accounts', {
      token: adminToken,
      body: {
        email: 'Budi@pendana.test',
        name: 'Budi',
        role: 'reviewer',
        password: OPERATOR_PASSWORD,
      },
      headers: { 'x-request-id': 'create-budi-1' },
    });
    expect(created.statusCode).toBe(201);
    const account = expectBody(CreateOperatorAccountResponse, created).data;
    expect(account).toMatchObject({
      email: 'budi@pendana.test',
      role: 'reviewer',
      disabled: false,
    });
    const [row] = await auditRows(`operator:${account.id}`);
    expect(row).toMatchObject({
      operator_id: admin.id,
      actor: admin.email,
      action: 'operator.create',
      ip: '127.0.0.1',
      request_id: 'create-budi-1',
      before_state: null,
      after_state: { email: 'budi@pendana.test', name: 'Budi', role: 'reviewer', disabled: false },
    });
    expect(JSON.stringify(row)).not.toContain('argon2');

    const again = await operatorCall(t.app, 'POST', '/api/operator/accounts', {
      token: adminToken,
      body: { email: 'budi@pendana.test', name: 'B', role: 'finance', password: OPERATOR_PASSWORD },
    });
    expect(again.statusCode).toBe(409);
    const short = await operatorCall(t.app, 'POST', '/api/operator/accounts', {
      token: adminToken,
      body: { email: 'c@pendana.test', name: 'C', role: 'finance', password: 'short' },
    });
    expect(short.statusCode).toBe(422);
    const badRole = await operatorCall(t.app, 'POST', '/api/operator/accounts', {
      token: adminToken,
      body: { email: 'd@pendana.test', name: 'D', role: 'owner', password: OPERATOR_PASSWORD },
    });
    expect(badRole.statusCode).toBe(422);
  });

  it('changes a role with the role before and after in the audit log', async () => {
    const budi = await makeOperator(t, 'reviewer');
    const changed = await operatorCall(t.app, 'PUT', `/api/operator/accounts/${budi.id}/role`, {
      token: adminToken,
      body: { role: 'finance' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.role).toBe('finance');
    const rows = await auditRows(`operator:${budi.id}`);
    expect(rows.at(-1)).toMatchObject({
      action: 'operator.role',
      before_state: expect.objectContaining({ role: 'reviewer' }),
      after_state: expect.objectContaining({ role: 'finance' }),
    });
    const missing = await operatorCall(t.app, 'PUT', '/api/operator/accounts/999999/role', {
      token: adminToken,
      body: { role: 'finance' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('disables an account: its sessions end, its login is refused, audited before/after', async () => {
    const sari = await makeOperator(t, 'content');
    const sariToken = await loginOperatorAs(t.app, sari.email);
    const disabled = await operatorCall(
      t.app,
      'POST',
      `/api/operator/accounts/${sari.id}/disable`,
      {
        token: adminToken,
      },
    );
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.disabled).toBe(true);
    const me = await operatorCall(t.app, 'GET', '/api/operator/auth/me', { token: sariToken });
    expect(me.statusCode).toBe(401);
    await expect(loginOperatorAs(t.app, sari.email)).rejects.toThrow(/401|login failed/);
    const rows = await auditRows(`operator:${sari.id}`);
    expect(rows.at(-1)).toMatchObject({
      action: 'operator.disable',
      before_state: expect.objectContaining({ disabled: false }),
      after_state: expect.objectContaining({ disabled: true }),
    });
  });

  it('keeps one enabled admin: the last cannot be disabled or demoted', async () => {
    const lastAdmin = async () =>
      t.database.db
        .selectFrom('operator_accounts')
        .select('id')
        .where('role', '=', 'admin')
        .where('disabled_at', 'is', null)
        .execute();
    expect(await lastAdmin()).toEqual([{ id: admin.id }]);
    const demote = await operatorCall(t.app, 'PUT', `/api/operator/accounts/${admin.id}/role`, {
      token: adminToken,
      body: { role: 'reviewer' },
    });
    expect(demote.statusCode).toBe(409);
    const disable = await operatorCall(
      t.app,
      'POST',
      `/api/operator/accounts/${admin.id}/disable`,
      {
        token: adminToken,
      },
    );
    expect(disable.statusCode).toBe(409);
    expect(await auditRows(`operator:${admin.id}`)).toHaveLength(1);
  });

  it('lists the accounts and pages the audit log, newest first', async () => {
    const list = await operatorCall(t.app, 'GET', '/api/operator/accounts', { token: adminToken });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0]).toMatchObject({ id: admin.id, role: 'admin' });
    expect(JSON.stringify(list.json())).not.toContain('password');

    const first = expectBody(
      ListOperatorAuditLogResponse,
      await operatorCall(t.app, 'GET', '/api/operator/audit?per_page=2', { token: adminToken }),
    );
    const total = await t.database.db
      .selectFrom('operator_audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(first.meta).toEqual({ page: 1, per_page: 2, total: Number(total.n) });
    expect(first.data).toHaveLength(2);
    const second = expectBody(
      ListOperatorAuditLogResponse,
      await operatorCall(t.app, 'GET', '/api/operator/audit?per_page=2&page=2', {
        token: adminToken,
      }),
    );
    expect(second.data[0]!.id).toBeLessThan(first.data[1]!.id);
    const bad = await operatorCall(t.app, 'GET', '/api/operator/audit?per_page=500', {
      token: adminToken,
    });
    expect(bad.statusCode).toBe(422);
  });
});
