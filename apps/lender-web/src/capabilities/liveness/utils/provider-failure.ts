// When a liveness provider failed to start, so that the other one is worth offering (kept apart from
// utils/liveness.ts: the return page loads that file on its own and needs none of this).
import { isApiError } from '@pendana/api-sdk';

/**
 * Whether starting a session failed at the provider's end, so that the other provider may work:
 * no answer (status 0), a server or gateway error (5xx), or an answer without the provider's page.
 * A refusal of the lender (401, 403, 429, 4xx) is not: the other provider would refuse too.
 */
export function isProviderFailure(error: unknown): boolean {
  if (error instanceof MissingProviderPage) return true;
  if (!isApiError(error)) return false;
  return error.status === 0 || error.status >= 500;
}

/** The provider's answer named no page to open (no landing URL, no token). */
export class MissingProviderPage extends Error {
  override readonly name = 'MissingProviderPage';
}
