// Signing the funding agreement with the first provider (PrivyID, in Indonesian) and
// the second (VIDA Sign, in English): send → the provider's page → back without signing: spec §8's
// 'still in progress' → sign on the provider's page → back on Manage Funding the agreement is checked
// and signed → download of the signed agreement, a PDF.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { sessionHeaders, apiLogin } from './support/funded-lender';
import { localePath, specText, t, type Lang } from './support/i18n';

const SIGN_BUTTON = { id: 'Tanda tangani', en: 'Sign' };

interface Funding {
  id: number;
  nama_proyek: string;
  signing: { provider: string | null };
}

/** A funding of the lender without any agreement yet (only `active` lenders sign: the demo ones). */
async function unsignedFunding(request: APIRequestContext, username: string): Promise<Funding> {
  const token = await apiLogin(request, username);
  const answer = await request.post('/api/newPendanaan/listKelolaInvestasiNewNew', {
    headers: sessionHeaders(token),
  });
  const lists = (await answer.json()) as Record<string, Funding[]>;
  const funding = Object.values(lists)
    .flat()
    .find((f) => f.signing.provider === null);
  expect(funding, `an unsigned funding of ${username}`).toBeDefined();
  return funding!;
}

const CASES: { lang: Lang; username: string; provider: 'PrivyID' | 'VIDA Sign' }[] = [
  { lang: 'id', username: 'demo.individu', provider: 'PrivyID' },
  { lang: 'en', username: 'demo.korporasi', provider: 'VIDA Sign' },
];

for (const { lang, username, provider } of CASES) {
  test(`signs a funding agreement with ${provider}: still in progress, signed, the signed PDF (${lang})`, async ({
    page,
    request,
  }) => {
    const funding = await unsignedFunding(request, username);
    await logIn(page, lang, username, 'Pendana123!');

    const drawerUrl = `${localePath(lang, '/dashboard/my-funding')}?drawer=funding&id=${funding.id}`;
    await page.goto(drawerUrl);
    const drawer = page.getByRole('dialog', { name: funding.nama_proyek });
    await drawer
      .getByRole('button', { name: t(lang, 'screen.signing.signWith', { provider }) })
      .click();
    // The provider's signing page (sandbox), in this tab.
    await expect(page.getByRole('button', { name: SIGN_BUTTON[lang], exact: true })).toBeVisible();

    // Back without signing: the agreement waits, and checking it says so (spec §4, §8).
    await page.goto(drawerUrl);
    await drawer.getByRole('button', { name: t(lang, 'screen.signing.check') }).click();
    await expect(
      drawer.getByText(specText(lang, 'Document approval is still in progress')),
    ).toBeVisible();
    if (lang === 'en')
      await expect(drawer.getByText('Document approval is still in progress')).toBeVisible();
    await expectNoAxeViolations(page, `agreement waiting (${lang})`);

    // Sign on the provider's page: it sends the lender back to Manage Funding.
    await drawer.getByRole('button', { name: t(lang, 'screen.signing.continue') }).click();
    await page.getByRole('button', { name: SIGN_BUTTON[lang], exact: true }).click();
    await expect(page).toHaveURL(localePath(lang, '/dashboard/my-funding'));
    await expect(page.getByText(t(lang, 'screen.signing.signedNow'))).toBeVisible();
    await page.getByRole('button', { name: t(lang, 'screen.signing.openFunding') }).click();
    await expect(drawer.getByText(t(lang, 'screen.signing.signed', { provider }))).toBeVisible();
    // When the lender signed (waktu-tte), recorded by the provider's signature.
    const signedAt = t(lang, 'screen.signing.signedAt').split('{time}')[0]!;
    await expect(drawer.getByText(signedAt, { exact: false })).toBeVisible();
    await expectNoAxeViolations(page, `agreement signed (${lang})`);

    const downloading = page.waitForEvent('download');
    await drawer.getByRole('button', { name: t(lang, 'screen.signing.download') }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const path = await file.path();
    expect((await readFile(path)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
}
