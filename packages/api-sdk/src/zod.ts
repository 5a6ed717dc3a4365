// @pendana/api-sdk/zod — zod 4 schemas of every request and response of the contract.
// The server validates requests with these and its tests validate responses with them.
//
// Names: component schemas keep their contract names (`LoginRequest`, `ProjectItem`). Per operation
// (PascalCase operationId): `<Op>Body`, `<Op>Params` (path), `<Op>QueryParams`, and the 2xx answer
// `<Op>Response` — or `<Op>ResponseSchema` when a component already has the name `<Op>Response`.
// `operationSchemas('checkoutProject')` hides that rule.
import type { ZodType } from 'zod';
import * as operationZod from './generated/zod/index.zod.ts';

export * from './generated/zod/pendanaLenderAPI.schemas.zod.ts';
export * from './generated/zod/index.zod.ts';

export interface OperationSchemas {
  body?: ZodType;
  params?: ZodType;
  query?: ZodType;
  response?: ZodType;
}

const pascal = (operationId: string) => operationId.charAt(0).toUpperCase() + operationId.slice(1);
const registry = operationZod as unknown as Record<string, ZodType | undefined>;

/** The request and response schemas of one operation, by its operationId. */
export function operationSchemas(operationId: string): OperationSchemas {
  const name = pascal(operationId);
  const found: OperationSchemas = {};
  const body = registry[`${name}Body`];
  const params = registry[`${name}Params`];
  const query = registry[`${name}QueryParams`];
  const response = registry[`${name}ResponseSchema`] ?? registry[`${name}Response`];
  if (body) found.body = body;
  if (params) found.params = params;
  if (query) found.query = query;
  if (response) found.response = response;
  return found;
}
