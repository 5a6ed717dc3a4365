// Session values kept in cookies (spec §3): token, user_id, user_status. SameSite=Strict always,
// Secure outside localhost (docs/lender-web.md "Web app"). The SDK reads the token through `getToken`.
export const SESSION_COOKIES = ['token', 'user_id', 'user_status'] as const;
export type SessionCookie = (typeof SESSION_COOKIES)[number];

export interface Session {
  token: string;
  userId: string;
  userStatus: string;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function isLocalHost(hostname: string): boolean {
  return LOCAL_HOSTS.has(hostname) || hostname.endsWith('.localhost');
}

/** The attributes of every session cookie for this page's host. */
export function cookieAttributes(hostname: string, maxAgeSeconds?: number): string {
  const parts = ['Path=/', 'SameSite=Strict'];
  if (maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`);
  if (!isLocalHost(hostname)) parts.push('Secure');
  return parts.join('; ');
}

export function readCookie(name: SessionCookie, cookieString = document.cookie): string | null {
  for (const pair of cookieString.split(';')) {
    const index = pair.indexOf('=');
    if (index < 0) continue;
    if (pair.slice(0, index).trim() === name) {
      const value = decodeURIComponent(pair.slice(index + 1).trim());
      return value === '' ? null : value;
    }
  }
  return null;
}

function writeCookie(name: SessionCookie, value: string, maxAgeSeconds?: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes(window.location.hostname, maxAgeSeconds)}`;
}

/** Writes the three cookies after a login; `expiresInMinutes` is the token's lifetime. */
export function saveSession(session: Session, expiresInMinutes?: number): void {
  const maxAge = expiresInMinutes === undefined ? undefined : expiresInMinutes * 60;
  writeCookie('token', session.token, maxAge);
  writeCookie('user_id', session.userId, maxAge);
  writeCookie('user_status', session.userStatus, maxAge);
}

export function updateUserStatus(status: string): void {
  writeCookie('user_status', status);
}

export function getToken(): string | null {
  return readCookie('token');
}

export function readSession(): Session | null {
  const token = readCookie('token');
  if (!token) return null;
  return {
    token,
    userId: readCookie('user_id') ?? '',
    userStatus: readCookie('user_status') ?? '',
  };
}

/** Removes the token, user_id and user_status cookies (logout, or a 401: spec §8). */
export function clearSession(): void {
  for (const name of SESSION_COOKIES) writeCookie(name, '', 0);
}
