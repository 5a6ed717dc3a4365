// The contract's own rules (docs/lender-api.md "API conventions"), checked on the bundle the SDK uses.
import { describe, expect, it } from 'vitest';
import { loadBundle, operations } from './load-bundle.ts';

const bundle = loadBundle();
const ops = operations(bundle);
const TAGS = [
  'auth',
  'sessions',
  'ekyc',
  'kyc-legacy',
  'corporate-kyc',
  'regions',
  'master-data',
  'liveness',
  'projects',
  'funding',
  'e-signature',
  'portfolio',
  'withdrawal',
  'notifications',
  'wallet',
  'simulation',
  'news',
  'faq',
  'profile',
  'current-lender',
  'sandbox',
  'app-settings',
  'operator-auth',
  'operator-accounts',
  'operator-audit',
  'operator-kyc',
  'security',
];
/** The staff's operations: tagged `operator-*`, under `/operator/`, on the operator's own token. */
const isOperator = (o: (typeof ops)[number]) => o.op.tags?.[0]?.startsWith('operator-') === true;
const OPERATOR_PUBLIC = new Set(['loginOperator']);
const OPERATOR_ROLES = ['reviewer', 'finance', 'content', 'admin'];
/** The lender's money calls: each requires `Idempotency-Key` (lender-api `shared/idempotency.ts`). */
const MONEY_OPERATIONS = [
  'addFunds',
  'checkoutProject',
  'createEwalletTopUp',
  'prepareCardTopUp',
  'requestWithdrawal',
  'takeFunds',
  'updateBooking',
];
const PUBLIC = new Set([
  'login',
  'finishTwoFactorLogin',
  'register',
  'verifyEmail',
  'resendEmail',
  'forgotPassword',
  'resetPassword',
  'forgotBorrowerPassword',
  'getTermCondition',
  // The new-device e-mail's link ends that session without one (the lender may have lost the device).
  'deleteSessionByLink',
  // Called by the payment providers: authenticated by an HMAC signature of the body, not a session.
  'receivePaymentCallback',
  'receiveDisbursementCallback',
  // OJK asks platforms to publish TKB: the platform's repayment health needs no session.
  'getPlatformHealth',
  // Images named in answers, fetched by <img> without a session; content-addressed, not personal.
  'getMedia',
]);
const label = (o: (typeof ops)[number]) => `${o.method.toUpperCase()} ${o.path}`;

describe('contract conventions', () => {
  it('has 182 operations on 165 paths (README)', () => {
    expect(ops).toHaveLength(182);
    expect(Object.keys(bundle.paths)).toHaveLength(165);
  });

  it('the payment provider callback is public and signed with X-Callback-Signature', () => {
    const callback = ops.find((o) => o.op.operationId === 'receivePaymentCallback');
    expect(callback?.method).toBe('post');
    expect(callback?.path).toBe('/v1/payments/callback/{provider}');
    const parameters = (callback?.op.parameters ?? []) as {
      name?: string;
      in?: string;
      required?: boolean;
      schema?: { pattern?: string; $ref?: string };
    }[];
    expect(parameters).toContainEqual(
      expect.objectContaining({
        name: 'X-Callback-Signature',
        in: 'header',
        required: true,
        schema: expect.objectContaining({ pattern: '^[0-9a-f]{64}$' }),
      }),
    );
    expect(bundle.components.schemas?.PaymentCallbackProvider).toMatchObject({
      enum: ['va', 'ewallet', 'qris', 'card'],
    });
    expect(Object.keys(callback?.op.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '401', '404', '422']),
    );
  });

  it('requires the bearer token and Request-Access together by default', () => {
    expect(bundle.security).toEqual([{ bearerAuth: [], requestAccess: [] }]);
  });

  it('operator operations live under /operator/ on the operator token, and only they', () => {
    for (const o of ops) expect(isOperator(o), label(o)).toBe(o.path.startsWith('/operator/'));
    expect(bundle.components.securitySchemes?.operatorAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    for (const o of ops.filter(isOperator)) {
      if (OPERATOR_PUBLIC.has(o.op.operationId ?? '')) expect(o.op.security).toEqual([]);
      else {
        expect(o.op.security, label(o)).toEqual([{ operatorAuth: [] }]);
        // The roles the server allows, read by the server's role tests: a new call must name them.
        const roles = (o.op as { 'x-operator-roles'?: string[] })['x-operator-roles'];
        expect(roles?.length, `${label(o)} x-operator-roles`).toBeGreaterThan(0);
        for (const role of roles ?? []) expect(OPERATOR_ROLES).toContain(role);
      }
    }
  });

  it.each(ops.map((o) => [label(o), o] as const))('%s follows the conventions', (_name, o) => {
    const { op } = o;
    // English verb + noun operationId, camelCase.
    expect(op.operationId).toMatch(
      /^(get|list|create|update|delete|send|verify|check|login|logout|disable|decide|register|resend|forgot|reset|store|upload|request|checkout|take|add|generate|download|search|simulate|save|submit|book|calculate|pre|top|find|show|read|confirm|cancel|retry|sign|start|finish|recheck|scan|prepare|receive|mark)([A-Z][A-Za-z0-9]*)?$/,
    );
    // Exactly one domain tag.
    expect(op.tags).toHaveLength(1);
    expect(TAGS).toContain(op.tags?.[0]);
    // X-LANG on every operation.
    expect(op.parameters ?? []).toContainEqual({ $ref: '#/components/parameters/XLang' });
    // Public operations say so; the lender's others inherit the session security (operators': above).
    if (PUBLIC.has(op.operationId ?? '')) expect(op.security).toEqual([]);
    else if (!isOperator(o)) expect(op.security).toBeUndefined();
    // A 2xx answer with a schema and an example (or a binary file).
    const success = Object.entries(op.responses ?? {}).filter(([code]) => code.startsWith('2'));
    expect(success.length).toBeGreaterThan(0);
    for (const [, response] of success) {
      const media = Object.entries(response.content ?? {});
      expect(media.length).toBeGreaterThan(0);
      for (const [type, content] of media) {
        expect(content.schema).toBeDefined();
        if (type === 'application/json') expect(content.example ?? content.examples).toBeDefined();
      }
    }
    // Sessions end with a 401 on every private operation.
    if (!PUBLIC.has(op.operationId ?? '')) expect(Object.keys(op.responses ?? {})).toContain('401');
    // Operator calls other than login are checked per role: a 403 for the roles left out.
    if (
      isOperator(o) &&
      !OPERATOR_PUBLIC.has(op.operationId ?? '') &&
      op.operationId !== 'logoutOperator' &&
      op.operationId !== 'getOperatorMe'
    )
      expect(Object.keys(op.responses ?? {})).toContain('403');
    // Request bodies carry an example.
    for (const [type, content] of Object.entries(op.requestBody?.content ?? {})) {
      if (type === 'application/json') expect(content.example ?? content.examples).toBeDefined();
    }
  });

  it('defines X-LANG as a required id|en header', () => {
    expect(bundle.components.parameters?.XLang).toMatchObject({
      name: 'X-LANG',
      in: 'header',
      required: true,
      schema: { enum: ['id', 'en'] },
    });
  });

  it('requires Idempotency-Key on the money operations, and only there, with the replay header', () => {
    const keyed = ops
      .filter(({ op }) =>
        (op.parameters ?? []).some((p) => p.$ref === '#/components/parameters/IdempotencyKey'),
      )
      .map(({ op }) => op.operationId)
      .sort();
    expect(keyed).toEqual(MONEY_OPERATIONS);
    for (const { op } of ops.filter((o) => MONEY_OPERATIONS.includes(o.op.operationId ?? '')))
      expect(op.responses?.['200']?.headers).toEqual({
        'Idempotency-Replayed': { $ref: '#/components/headers/IdempotencyReplayed' },
      });
    expect(bundle.components.parameters?.IdempotencyKey).toMatchObject({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
    });
  });

  it('uses unique operationIds', () => {
    const ids = ops.map((o) => o.op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
