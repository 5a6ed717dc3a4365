// Operator (staff) accounts and calls for the server tests: accounts made through the same service the
// command line uses, logged in through the API, calls with the operator's bearer token only.
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { OperatorRole } from '../../src/db/schema/index.ts';
import { createOperator } from '../../src/modules/operators/index.ts';
import type { TestApp } from './test-app.ts';

export const OPERATOR_PASSWORD = 'operator-password-2026';
export const ALL_OPERATOR_ROLES: readonly OperatorRole[] = [
  'reviewer',
  'finance',
  'content',
  'admin',
];

/** A new operator account (audited as `cli`); returns its id and e-mail. */
export async function makeOperator(
  t: Pick<TestApp, 'database' | 'clock'>,
  role: OperatorRole,
  email = `${role}.${Math.random().toString(36).slice(2, 10)}@pendana.test`,
): Promise<{ id: number; email: string }> {
  const row = await createOperator(
    t.database.db,
    { email, name: `Test ${role}`, role, password: OPERATOR_PASSWORD },
    { cli: true },
    t.clock.now(),
  );
  return { id: row.id, email: row.email };
}

export function operatorCall(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      'x-lang': 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { payload: options.body as InjectOptions['payload'] } : {}),
  });
}

/** Logs an operator in through the API; returns the token. */
export async function loginOperatorAs(app: FastifyInstance, email: string): Promise<string> {
  const response = await operatorCall(app, 'POST', '/api/operator/auth/login', {
    body: { email, password: OPERATOR_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`operator login failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

/** An operator of each role, logged in: role → token. */
export async function operatorTokens(t: TestApp): Promise<Record<OperatorRole, string>> {
  const tokens = {} as Record<OperatorRole, string>;
  for (const role of ALL_OPERATOR_ROLES)
    tokens[role] = await loginOperatorAs(t.app, (await makeOperator(t, role)).email);
  return tokens;
}
