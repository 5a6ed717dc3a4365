// @pendana/api-sdk/operator — the staff's (operator) calls: generated TanStack Query hooks and request
// functions of the contract's `operator-*` tags, their types, and the operator client
// (`configureOperatorClient`: the operator's token, apart from the lender client's). Lender apps never
// import this entry; the lender entries contain none of these calls.
export * from './generated/operator/hooks/index.ts';
export * from './generated/operator/model/index.ts';
export {
  configureOperatorClient,
  createOperatorHttpClient,
  getOperatorClientConfig,
  operatorHttp,
  operatorInstance,
} from './client/operator-mutator.ts';
export { ApiError, isApiError } from './client/api-error.ts';
