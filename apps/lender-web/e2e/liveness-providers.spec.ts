// The eKYC liveness test through each provider, the provider chosen by the server's setting
// (LIVENESS_PROVIDER, read at start and served by getAppSettings) with the one web build: PrivyID on
// the journeys' server (the default setting), VIDA on a second server started with
// LIVENESS_PROVIDER=vida. A new lender reaches the liveness test through the API (registered and
// logged in), uploads the selfie and passes the check on the sandbox provider's page. When the
// first provider does not start (here: its session call answers 503), the step offers the other
// one, whose flow then runs to the end.
import { expect, test, type Page } from '@playwright/test';
import { EkycPage, newIndividual } from './pages/ekyc-page';
import { expectNoAxeViolations } from './support/axe';
import { startApiServer, type ApiServer } from './support/api-server';
import { untilClosed } from './support/popup';
import { expectUsableOnPhone } from './support/phone';

const VIDA_PORT = Number(process.env.E2E_PORT ?? 4310) + 19;

/** The server's liveness setting as the web app reads it. */
async function livenessSetting(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')?.value;
  const answer = await page.request.get('/api/v1/app/settings', {
    headers: { Authorization: `Bearer ${token}`, 'Request-Access': token ?? '', 'X-LANG': 'id' },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { liveness_provider: string } }).data.liveness_provider;
}

/** A new lender on the personal data step with the selfie taken: the liveness test can start. */
async function atLivenessTest(page: Page): Promise<EkycPage> {
  await newIndividual(page, page.request, 'id');
  const wizard = new EkycPage(page, 'id');
  await wizard.goto();
  await wizard.expectStep('ekyc.wizard.stepPersonal');
  await wizard.upload('ekyc.photos.profile');
  return wizard;
}

/** Passes the check on the provider page that `open` opens, and waits for the result here. */
async function passAt(
  wizard: EkycPage,
  provider: 'privy' | 'vida',
  open: () => Promise<void>,
): Promise<void> {
  const popupPromise = wizard.page.context().waitForEvent('page');
  await open();
  const popup = await popupPromise;
  await expect(popup.getByText(`Provider: ${provider}.`)).toBeVisible();
  expect(new URL(popup.url()).pathname).toMatch(
    provider === 'privy' ? /^\/sandbox\/liveness\/PRV-/ : /^\/sandbox\/liveness\/vida$/,
  );
  await untilClosed(popup, () => popup.getByRole('button', { name: 'Pass the check' }).click());
  await expect(wizard.page.getByText(wizard.t('liveness.check.passed'))).toBeVisible();
}

const startButton = (wizard: EkycPage) =>
  wizard.page.getByRole('button', { name: wizard.t('liveness.check.start') });

test('eKYC liveness through PrivyID: the server says privy (its default)', async ({ page }) => {
  const wizard = await atLivenessTest(page);
  expect(await livenessSetting(page)).toBe('privy');
  await passAt(wizard, 'privy', () => startButton(wizard).click());
});

test.describe('a server started with LIVENESS_PROVIDER=vida, the same build', () => {
  let vida: ApiServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    vida = await startApiServer(VIDA_PORT, { LIVENESS_PROVIDER: 'vida' });
  });
  test.afterAll(async () => {
    await vida?.stop();
  });

  test('eKYC liveness through VIDA', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: vida!.baseURL });
    try {
      const page = await context.newPage();
      const wizard = await atLivenessTest(page);
      expect(await livenessSetting(page)).toBe('vida');
      await passAt(wizard, 'vida', () => startButton(wizard).click());
    } finally {
      await context.close();
    }
  });
});

test('the first provider does not start: the other is offered and its flow runs @phone', async ({
  page,
}) => {
  const wizard = await atLivenessTest(page);
  // PrivyID unavailable: its session call answers as a provider outage does.
  await page.route('**/api/v1/privy-web-liveness/generate-url', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Layanan sedang tidak tersedia.' }),
    }),
  );
  await startButton(wizard).click();
  const offer = page.getByRole('alert').filter({
    hasText: wizard.t('liveness.check.providerDown', { provider: 'VIDA' }),
  });
  await expect(offer).toBeVisible();
  const tryOther = offer.getByRole('button', {
    name: wizard.t('liveness.check.tryOther', { provider: 'VIDA' }),
  });
  await tryOther.scrollIntoViewIfNeeded();
  if (test.info().project.name === 'phone') await expectUsableOnPhone(page, 'liveness fallback');
  else await expectNoAxeViolations(page, 'liveness fallback');
  await passAt(wizard, 'vida', () => tryOther.click());
});
