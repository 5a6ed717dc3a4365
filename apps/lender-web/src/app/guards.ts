// Route guards as loaders (they run before a lazy route's code is fetched).
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router-dom';
import { getGetLenderInfoQueryOptions } from '@pendana/api-sdk';
import { localeFromPath, localizePath } from '../i18n/locale';
import { readSession } from '../lib/session';
import { isAllowedFor, lenderKindFromType, type LenderKind, type MenuAudience } from './menu';

const pathOf = (request: Request) => new URL(request.url).pathname;

/** Pages behind a session: without the token cookie, go to the login page of the same language. */
export function requireSession(request: Request): void {
  if (!readSession()) throw redirect(localizePath('/auth/login', localeFromPath(pathOf(request))));
}

/** Guest pages (login, register): a lender with a session goes to the dashboard. */
export function redirectIfSession(request: Request): null {
  if (readSession()) throw redirect(localizePath('/dashboard', localeFromPath(pathOf(request))));
  return null;
}

export async function loadLenderKind(queryClient: QueryClient): Promise<LenderKind> {
  const info = await queryClient.ensureQueryData(getGetLenderInfoQueryOptions());
  return lenderKindFromType(info.data.lender_type);
}

/**
 * Spec §6: a page restricted to one lender type sends the other type to its dashboard home
 * (individual pages are not for corporations and the other way round).
 */
export async function requireAudience(
  request: Request,
  queryClient: QueryClient,
  onlyFor: MenuAudience,
): Promise<LenderKind> {
  requireSession(request);
  const kind = await loadLenderKind(queryClient);
  if (!isAllowedFor({ onlyFor }, kind)) {
    throw redirect(localizePath('/dashboard', localeFromPath(pathOf(request))));
  }
  return kind;
}
