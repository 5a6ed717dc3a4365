// The support WhatsApp contact (spec §2) works out of the box: the header's link
// opens a chat with the configured number (the build's default here) and a greeting in the page's
// language, in a new tab cut from the app.
import { expect, test } from '@playwright/test';
import { DEFAULT_SUPPORT_WHATSAPP } from '../src/config/support';
import { logIn } from './pages/login-page';
import { LANGS, t } from './support/i18n';

for (const lang of LANGS) {
  test(`the WhatsApp link carries the configured number and a greeting (${lang})`, async ({
    page,
  }) => {
    await logIn(page, lang, 'demo.korporasi', 'Pendana123!');
    const link = page.getByRole('link', { name: t(lang, 'app.menu.support') });
    await expect(link).toBeVisible();
    const href = new URL((await link.getAttribute('href')) ?? '');
    expect(`${href.origin}${href.pathname}`).toBe(`https://wa.me/${DEFAULT_SUPPORT_WHATSAPP}`);
    expect(href.searchParams.get('text')).toBe(t(lang, 'app.menu.supportGreeting'));
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  });
}
