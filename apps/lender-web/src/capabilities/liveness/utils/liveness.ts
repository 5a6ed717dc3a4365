// Liveness through one of two providers (spec §2 "liveness screens for two liveness providers", §7):
// privy (`generate-url` → data.user_landing_url) or vida (`liveness/token` → data.access_token, opened
// on the provider's web page). The provider's page is opened in its own window; when the check ends
// the provider sends the lender back to the app's return page with the result in the query
// (docs/lender-web.md "Web app"), which hands it to the wizard window; the wizard stores it (storeLivenessResult)
// with the selfie as face_1.
import type { LivenessResult } from '@pendana/api-sdk';

export type LivenessProvider = 'privy' | 'vida';

/** What the eKYC does about liveness, from the server's setting (`getAppSettings`). */
export interface LivenessChoice {
  /** false (`none`): no liveness check, the eKYC's standard path. */
  enabled: boolean;
  /** The provider the check starts with; the other is offered when it fails. */
  provider: LivenessProvider;
}

/**
 * The server's `liveness_provider` (`LIVENESS_PROVIDER`, read at run time: switching needs no new
 * build): privy or vida first; `none` turns the liveness path off; anything else counts as privy.
 */
export function livenessChoiceOf(setting: string | undefined): LivenessChoice {
  const value = setting?.trim().toLowerCase();
  return { enabled: value !== 'none', provider: value === 'vida' ? 'vida' : 'privy' };
}

/** The providers' names as the lender knows them (brand names, the same in every language). */
export const PROVIDER_NAMES: Readonly<Record<LivenessProvider, string>> = {
  privy: 'PrivyID',
  vida: 'VIDA',
};

/** The provider offered when the first one fails. */
export const otherProvider = (provider: LivenessProvider): LivenessProvider =>
  provider === 'privy' ? 'vida' : 'privy';

/** The vida web page that takes `?access_token=` (VITE_VIDA_LIVENESS_URL; default: the sandbox's). */
export const VIDA_LIVENESS_URL: string =
  import.meta.env.VITE_VIDA_LIVENESS_URL?.trim() || '/sandbox/liveness/vida';

/** The app's return page (docs/lender-web.md "Web app"), in the lender's language. */
export const LIVENESS_RETURN_PATH = '/liveness/return';

/**
 * The provider page to open, with the app's return page as an absolute `return_url` (a provider is on
 * its own site: a bare path would lead back to the provider's origin, not to the app's window).
 */
export function providerPageUrl(
  provider: LivenessProvider,
  answer: { user_landing_url?: string; access_token?: string },
  returnPath: string,
  origin: string,
): string | undefined {
  const base =
    provider === 'privy'
      ? answer.user_landing_url
      : answer.access_token
        ? `${VIDA_LIVENESS_URL}${VIDA_LIVENESS_URL.includes('?') ? '&' : '?'}access_token=${encodeURIComponent(answer.access_token)}`
        : undefined;
  if (!base) return undefined;
  const url = new URL(base, origin);
  url.searchParams.set('return_url', new URL(returnPath, origin).toString());
  return url.toString();
}

/** What the provider hands back: the liveness result without the face photo. */
export type LivenessOutcome = Omit<LivenessResult, 'face_1'>;

const number01 = (raw: string | null): number | undefined => {
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : undefined;
};

/** Reads the result from the return page's query; anything incomplete → null. */
export function parseLivenessReturn(search: string | URLSearchParams): LivenessOutcome | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const code = params.get('code')?.trim();
  const transactionId = params.get('transaction_id')?.trim();
  const result = params.get('result');
  const score = number01(params.get('score'));
  const manipulation = number01(params.get('imgManipulationScore'));
  const provider = params.get('provider');
  if (!code || !transactionId || transactionId.length > 100) return null;
  if (result !== 'true' && result !== 'false') return null;
  if (score === undefined || manipulation === undefined) return null;
  if (provider !== 'privy' && provider !== 'vida') return null;
  return {
    code,
    transaction_id: transactionId,
    result: result === 'true',
    score,
    imgManipulationScore: manipulation,
    provider,
  };
}

/** The message the return page posts to the wizard window (same origin only). */
export const LIVENESS_MESSAGE = 'pendana:liveness-result';

export interface LivenessMessage {
  type: typeof LIVENESS_MESSAGE;
  outcome: LivenessOutcome;
}

export function isLivenessMessage(data: unknown): data is LivenessMessage {
  if (!data || typeof data !== 'object') return false;
  const message = data as Partial<LivenessMessage>;
  return message.type === LIVENESS_MESSAGE && typeof message.outcome === 'object';
}
