// Who may call what, read from the contract so that a new operation cannot skip the checks: every
// operator operation refuses no token, a lender's token (401) and each role outside its
// `x-operator-roles` (403) — and lets the roles inside past both checks; every lender operation behind
// a session refuses an operator's token (401). Every answer is judged by the contract (test-app).
import bundle from '@pendana/api-spec/bundled.json' with { type: 'json' };
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OperatorRole } from '../../src/db/schema/index.ts';
import { API_ROUTES } from '../../src/modules/index.ts';
import { ALL_OPERATOR_ROLES, operatorCall, operatorTokens } from '../helpers/operators.ts';
import { createTestApp, loginAs, type TestApp } from '../helpers/test-app.ts';

interface Operation {
  operationId: string;
  tags: string[];
  security?: unknown[];
  'x-operator-roles'?: OperatorRole[];
}
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const operations = Object.entries(
  bundle.paths as unknown as Record<string, Partial<Record<string, Operation>>>,
).flatMap(([path, item]) =>
  METHODS.flatMap((method) => {
    const op = item[method];
    return op ? [{ path, method: method.toUpperCase() as InjectOptions['method'], op }] : [];
  }),
);
const isOperator = (o: (typeof operations)[number]) => o.op.tags[0]!.startsWith('operator-');
/** A path's parameters filled with an id nothing has (the checks answer before the handler looks). */
const url = (path: string) => `/api${path.replace(/\{[^}]+\}/g, '999999')}`;

const operatorOps = operations.filter((o) => isOperator(o) && o.op.security?.length !== 0);
const lenderOps = operations.filter((o) => !isOperator(o) && o.op.security === undefined);

let t: TestApp;
let tokens: Record<OperatorRole, string>;
let lenderToken: string;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await operatorTokens(t);
  lenderToken = await loginAs(t.app, 'demo.baru');
});
afterAll(async () => {
  await t?.close();
});

describe('operator operations', () => {
  it('are found in the contract and each served with the roles it names', () => {
    expect(operatorOps.length).toBeGreaterThanOrEqual(10);
    for (const { op } of operatorOps) {
      const route = API_ROUTES.find((r) => r.operationId === op.operationId);
      expect(route?.auth, op.operationId).toBe('operator');
      const allowed = route?.roles?.length ? route.roles : ALL_OPERATOR_ROLES;
      expect([...allowed].sort(), op.operationId).toEqual([...op['x-operator-roles']!].sort());
    }
  });

  it.each(operatorOps.map((o) => [o.op.operationId, o] as const))(
    '%s: 401 without a token or with a lender token, 403 for other roles',
    async (_id, { path, method, op }) => {
      const noToken = await operatorCall(t.app, method, url(path));
      expect(noToken.statusCode).toBe(401);
      // A lender's token as a lender sends it (both headers).
      const lender = await operatorCall(t.app, method, url(path), {
        token: lenderToken,
        headers: { 'request-access': lenderToken },
      });
      expect(lender.statusCode).toBe(401);
      const allowed = op['x-operator-roles']!;
      for (const role of ALL_OPERATOR_ROLES) {
        // Logout would end the session the next checks use: only the refusals are asked of it.
        if (op.operationId === 'logoutOperator') continue;
        const answer = await operatorCall(t.app, method, url(path), {
          token: tokens[role],
          body: method === 'GET' ? undefined : {},
        });
        if (allowed.includes(role)) expect([401, 403], role).not.toContain(answer.statusCode);
        else expect(answer.statusCode, role).toBe(403);
      }
    },
  );
});

describe('lender operations', () => {
  it.each(lenderOps.map((o) => [o.op.operationId, o] as const))(
    '%s: 401 with an operator token',
    async (_id, { path, method }) => {
      for (const role of ALL_OPERATOR_ROLES) {
        const answer = await operatorCall(t.app, method, url(path), {
          token: tokens[role],
          headers: { 'request-access': tokens[role], 'idempotency-key': crypto.randomUUID() },
        });
        expect(answer.statusCode, role).toBe(401);
      }
    },
  );
});
