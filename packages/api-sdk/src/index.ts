// @pendana/api-sdk — typed client of the Pendana lender API.
// Generated TanStack Query hooks and request functions (one module per tag, tree-shakeable),
// the contract's TypeScript types, and the hand-written client (configuration, ApiError, multipart).
export * from './generated/hooks/index.ts';
export * from './generated/model/index.ts';
export * from './client/index.ts';
