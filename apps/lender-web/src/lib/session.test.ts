import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, cookieAttributes, readCookie, readSession, saveSession } from './session';

describe('session cookies (spec §3: token, user_id, user_status)', () => {
  afterEach(() => clearSession());

  it('writes the three cookies and reads them back', () => {
    saveSession({ token: 'abc.def', userId: '1001', userStatus: 'notfilled' }, 60);
    expect(readCookie('token')).toBe('abc.def');
    expect(readCookie('user_id')).toBe('1001');
    expect(readCookie('user_status')).toBe('notfilled');
    expect(readSession()).toEqual({ token: 'abc.def', userId: '1001', userStatus: 'notfilled' });
  });

  it('clearSession removes all three', () => {
    saveSession({ token: 't', userId: '1', userStatus: 'Not Active' });
    clearSession();
    expect(readCookie('token')).toBeNull();
    expect(readCookie('user_id')).toBeNull();
    expect(readCookie('user_status')).toBeNull();
    expect(readSession()).toBeNull();
  });

  it('keeps values with spaces and separators', () => {
    saveSession({ token: 'a=b;c', userId: '2', userStatus: 'Not Active' });
    expect(readCookie('token')).toBe('a=b;c');
    expect(readCookie('user_status')).toBe('Not Active');
  });

  it('is SameSite=Strict everywhere and Secure outside localhost', () => {
    expect(cookieAttributes('localhost')).toBe('Path=/; SameSite=Strict');
    expect(cookieAttributes('127.0.0.1', 600)).toBe('Path=/; SameSite=Strict; Max-Age=600');
    expect(cookieAttributes('app.pendana.id')).toBe('Path=/; SameSite=Strict; Secure');
  });

  it('reads a cookie among others', () => {
    expect(readCookie('user_id', 'a=1; user_id=77; token=x')).toBe('77');
    expect(readCookie('token', 'tokens=1')).toBeNull();
  });
});
