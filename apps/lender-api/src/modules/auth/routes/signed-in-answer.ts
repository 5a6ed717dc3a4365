import type { AppContext } from '../../../context.ts';
import type { RouteResult } from '../../../http/route.ts';
import type { LoginResult } from '../accounts.ts';
import { deviceCookieHeader } from '../devices.ts';

/** The answer of a finished sign-in: the session, and the device cookie for a browser new to it. */
export function signedInAnswer(
  ctx: AppContext,
  result: LoginResult & { deviceCookie: string | null },
): RouteResult {
  return {
    status: 200,
    ...(result.deviceCookie
      ? {
          headers: {
            'set-cookie': deviceCookieHeader(
              result.deviceCookie,
              ctx.config.publicUrl.startsWith('https:'),
            ),
          },
        }
      : {}),
    body: {
      access_token: result.token,
      token_type: 'bearer',
      expires_in: ctx.config.tokenTtlMinutes,
      status: result.status,
      user_id: result.lenderId,
      lender_type: result.lenderType,
    },
  };
}
