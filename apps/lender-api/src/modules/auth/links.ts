import type { Config } from '../../config.ts';
import type { Lang } from '../../shared/i18n/index.ts';

/** Web links the server mails (docs/lender-web.md "Web app"): `/auth/verify-email?code=`, `/auth/reset-password?token=`. */
export function webLink(
  config: Config,
  lang: Lang,
  path: string,
  query: Record<string, string>,
): string {
  const prefix = lang === 'en' ? '/en' : '';
  return `${config.publicUrl}${prefix}${path}?${new URLSearchParams(query).toString()}`;
}
