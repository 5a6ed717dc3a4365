// Every MSW handler answers data that the zod response schema of its operation accepts, and every
// JSON operation has request and response schemas under the documented names.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import * as mocks from '@pendana/api-sdk/msw';
import * as operatorMocks from '@pendana/api-sdk/operator/msw';
import * as operatorZod from '@pendana/api-sdk/operator/zod';
import * as zodSchemas from '@pendana/api-sdk/zod';
import { operationSchemas } from '@pendana/api-sdk/zod';

interface Operation {
  operationId: string;
  tags: string[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}
const bundlePath = fileURLToPath(
  new URL('../../api-spec/generated/openapi.bundled.json', import.meta.url),
);
const bundle = JSON.parse(readFileSync(bundlePath, 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.values(bundle.paths).flatMap((item) =>
  ['get', 'post', 'put', 'patch', 'delete'].flatMap((m) => (item[m] ? [item[m]] : [])),
);
const json = operations.filter((op) =>
  Object.values(op.responses).some((r) => r.content?.['application/json']),
);
const isOperator = (op: Operation) => op.tags[0]?.startsWith('operator-') === true;
const registry = mocks as unknown as Record<string, (() => unknown) | undefined>;
const operatorRegistry = operatorMocks as unknown as Record<string, (() => unknown) | undefined>;
const operatorSchemas = operatorZod as unknown as Record<string, ZodType | undefined>;
const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
const components = zodSchemas as unknown as Record<string, ZodType | undefined>;

/**
 * The schemas of an operation's other 2xx answers (named components): a mock may answer any of them
 * (`login`: a session, or a two-factor challenge with 202).
 */
function otherAnswers(op: Operation): ZodType[] {
  return Object.entries(op.responses)
    .filter(([status]) => status.startsWith('2') && status !== '200')
    .map(([, answer]) => answer.content?.['application/json']?.schema?.$ref?.split('/').pop())
    .flatMap((name) => (name && components[name] ? [components[name]] : []));
}

/** The schemas of an operation of either entry (the operator one's under the same names). */
function schemasOf(op: Operation): { response?: ZodType; body?: ZodType } {
  if (!isOperator(op)) return operationSchemas(op.operationId);
  const name = pascal(op.operationId);
  return {
    response: operatorSchemas[`${name}ResponseSchema`] ?? operatorSchemas[`${name}Response`],
    body: operatorSchemas[`${name}Body`],
  };
}

describe('MSW examples match the zod schemas', () => {
  it('covers every operation', () => {
    expect(operations.length).toBeGreaterThanOrEqual(130);
    expect(mocks.handlers).toHaveLength(operations.filter((op) => !isOperator(op)).length);
    expect(operatorMocks.createOperatorHandlers()).toHaveLength(
      operations.filter(isOperator).length,
    );
  });

  it.each(json.map((op) => [op.operationId, op] as const))('%s', (operationId, op) => {
    const { response, body } = schemasOf(op);
    expect(response, `${operationId} response schema`).toBeDefined();
    const mock = (isOperator(op) ? operatorRegistry : registry)[
      `get${pascal(operationId)}ResponseMock`
    ];
    expect(mock, `${operationId} response mock`).toBeTypeOf('function');
    const answer = mock?.();
    const result = response?.safeParse(answer);
    const other = otherAnswers(op).some((schema) => schema.safeParse(answer).success);
    expect(result?.success || other, JSON.stringify(result?.error?.issues)).toBe(true);
    if (op.requestBody?.content['application/json']) expect(body).toBeDefined();
  });
});
