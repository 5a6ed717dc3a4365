// A fresh individual lender with an exact balance, made through the API only (the journeys that
// check money must not share a demo lender whose balance other journeys move): register → log in →
// open its virtual accounts → pay in through the sandbox bank (docs/lender-api.md "Money").
import { expect, type APIRequestContext } from '@playwright/test';

export interface FundedLender {
  username: string;
  email: string;
  password: string;
  token: string;
}

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** The headers of a lender's session (contract: bearer and Request-Access). */
export const sessionHeaders = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'Request-Access': token,
});

/** The demo lenders' password (lender-api seed). */
export const DEMO_PASSWORD = 'Pendana123!';

/** A session token of a lender, logged in through the API (a journey's own calls). */
export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password: string = DEMO_PASSWORD,
): Promise<string> {
  const login = await request.post('/api/newAuth/login', { data: { username, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { access_token: string }).access_token;
}

export async function newFundedLender(
  request: APIRequestContext,
  balance: number,
): Promise<FundedLender> {
  const id = stamp();
  const lender = { username: `f.${id}`, email: `f.${id}@pendana.test`, password: 'Rahasia123' };
  const registered = await request.post('/api/newAuth/register', {
    data: { ...lender, password_confirmation: lender.password, lender_type: 1 },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const login = await request.post('/api/newAuth/login', {
    data: { username: lender.username, password: lender.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const token = ((await login.json()) as { access_token: string }).access_token;
  if (balance > 0) await payIn(request, token, balance, `E2E-${id}`);
  return { ...lender, token };
}

/** Pays `amount` into the lender's first virtual account through the sandbox bank. */
export async function payIn(
  request: APIRequestContext,
  token: string,
  amount: number,
  reference: string,
): Promise<void> {
  const headers = sessionHeaders(token);
  const accounts = await request.post('/api/newProfile/showVaNewNew', { headers });
  expect(accounts.ok(), await accounts.text()).toBe(true);
  const va = ((await accounts.json()) as { data: { nomor_va: string }[] }).data[0];
  expect(va, 'a virtual account').toBeDefined();
  const paid = await request.post('/api/sandbox/va/pay', {
    headers,
    data: { nomor_va: va!.nomor_va, nominal: amount, reference },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/** The lender's balances as homeLogin answers them. */
export async function balances(
  request: APIRequestContext,
  token: string,
): Promise<{
  total_aset: number;
  dana_tersedia: number;
  dana_teralokasi: number;
  bagi_hasil: number;
}> {
  const answer = await request.post('/api/newProfile/homeLogin', {
    headers: sessionHeaders(token),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { data: { rekening: never } }).data.rekening;
}
