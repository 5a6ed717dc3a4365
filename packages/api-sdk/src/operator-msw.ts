// @pendana/api-sdk/operator/msw — MSW handlers answering every operator call with the contract's
// examples (the staff app's stories and tests).
import type { RequestHandler } from 'msw';
import * as tagMocks from './generated/operator/hooks/index.msw.ts';

export * from './generated/operator/hooks/operator-accounts/operator-accounts.msw.ts';
export * from './generated/operator/hooks/operator-audit/operator-audit.msw.ts';
export * from './generated/operator/hooks/operator-auth/operator-auth.msw.ts';
export * from './generated/operator/hooks/operator-kyc/operator-kyc.msw.ts';
export * from './generated/operator/hooks/index.msw.ts';

/** One handler per operator operation, answering the documented 2xx example. */
export function createOperatorHandlers(): RequestHandler[] {
  return Object.values(tagMocks).flatMap((getTagHandlers) => getTagHandlers());
}
