// @pendana/api-sdk/msw — MSW request handlers answering every operation with the contract's
// examples (Storybook, route tests, other apps' tests). Each handler factory also accepts an
// override response: `getLoginMockHandler({ ...getLoginResponseMock(), status: 'pending' })`.
import type { RequestHandler } from 'msw';
import * as tagMocks from './generated/hooks/index.msw.ts';
import { getLoginMockHandler } from './generated/hooks/auth/auth.msw.ts';
import { getFinishTwoFactorLoginResponseMock } from './generated/hooks/security/security.msw.ts';

export * from './generated/hooks/app-settings/app-settings.msw.ts';
export * from './generated/hooks/auth/auth.msw.ts';
export * from './generated/hooks/corporate-kyc/corporate-kyc.msw.ts';
export * from './generated/hooks/current-lender/current-lender.msw.ts';
export * from './generated/hooks/e-signature/e-signature.msw.ts';
export * from './generated/hooks/ekyc/ekyc.msw.ts';
export * from './generated/hooks/faq/faq.msw.ts';
export * from './generated/hooks/funding/funding.msw.ts';
export * from './generated/hooks/kyc-legacy/kyc-legacy.msw.ts';
export * from './generated/hooks/liveness/liveness.msw.ts';
export * from './generated/hooks/master-data/master-data.msw.ts';
export * from './generated/hooks/news/news.msw.ts';
export * from './generated/hooks/notifications/notifications.msw.ts';
export * from './generated/hooks/portfolio/portfolio.msw.ts';
export * from './generated/hooks/profile/profile.msw.ts';
export * from './generated/hooks/projects/projects.msw.ts';
export * from './generated/hooks/regions/regions.msw.ts';
export * from './generated/hooks/sandbox/sandbox.msw.ts';
export * from './generated/hooks/sessions/sessions.msw.ts';
export * from './generated/hooks/security/security.msw.ts';
export * from './generated/hooks/simulation/simulation.msw.ts';
export * from './generated/hooks/wallet/wallet.msw.ts';
export * from './generated/hooks/withdrawal/withdrawal.msw.ts';
export * from './generated/hooks/index.msw.ts';

/**
 * One handler per operation, answering the documented 2xx example. `login` answers the session (its
 * 200), not the two-factor challenge (its 202): a test or story that wants the second step overrides it.
 */
export function createHandlers(): RequestHandler[] {
  const login = getLoginMockHandler(getFinishTwoFactorLoginResponseMock());
  return Object.values(tagMocks)
    .flatMap((getTagHandlers) => getTagHandlers())
    .map((handler) => (handler.info.header === login.info.header ? login : handler));
}

export const handlers: RequestHandler[] = createHandlers();
