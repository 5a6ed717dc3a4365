// After a password reset withdrawals wait: a lender with money and a payout account asks for the
// reset link, opens it from the mail, is refused a common password (the server's reason under the
// field, what was typed kept), sets a new one, signs in, and the withdrawal page says until when and
// why instead of offering the form. id and en; axe 0 on both pages.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from './pages/login-page';
import { expectNoAxeViolations } from './support/axe';
import { localePath, t, type Lang } from './support/i18n';
import { lenderWithPayoutAccount } from './support/withdrawal';

const COMMON = {
  id: 'Kata sandi ini termasuk yang paling sering dipakai sehingga mudah ditebak. Pilih kata sandi lain.',
  en: 'This password is one of the most commonly used, so it is easy to guess. Choose another password.',
};

/** The reset link mailed to `recipient` (the sandbox outbox), once the job has sent it. */
async function resetLink(request: APIRequestContext, recipient: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const answer = await request.get(
          `/api/sandbox/outbox?recipient=${encodeURIComponent(recipient)}`,
        );
        const mails = ((await answer.json()) as { data: { link: string | null }[] }).data;
        link = mails.find((mail) => mail.link?.includes('reset-password'))?.link ?? null;
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  return link!;
}

for (const lang of ['id', 'en'] as const satisfies Lang[]) {
  test(`a password reset holds withdrawals: the page says until when and why (${lang})`, async ({
    page,
    request,
  }) => {
    const lender = await lenderWithPayoutAccount(request, 500_000);
    const forgot = await request.post('/api/v1/lender/auth/forgot_password', {
      data: { email: lender.email },
    });
    expect(forgot.ok(), await forgot.text()).toBe(true);
    const token = new URL(await resetLink(request, lender.email)).searchParams.get('token')!;

    await page.goto(localePath(lang, `/auth/reset-password?token=${encodeURIComponent(token)}`));
    const password = page.getByRole('textbox', {
      name: t(lang, 'auth.resetPassword.passwordLabel'),
      exact: true,
    });
    const again = page.getByRole('textbox', {
      name: t(lang, 'auth.resetPassword.passwordConfirmationLabel'),
      exact: true,
    });
    await password.fill('Password123');
    await again.fill('Password123');
    await page.getByRole('button', { name: t(lang, 'auth.resetPassword.submit') }).click();
    // The server's reason under the field (and in the form's alert); what was typed is kept.
    await expect(password).toHaveAccessibleDescription(COMMON[lang]);
    await expect(password).toHaveValue('Password123');

    await password.fill('Tahan-Dulu-24');
    await again.fill('Tahan-Dulu-24');
    await page.getByRole('button', { name: t(lang, 'auth.resetPassword.submit') }).click();
    // Saved: the form gives way to the server's answer.
    await expect(password).toHaveCount(0);
    await expect(page.getByText(COMMON[lang])).toHaveCount(0);
    await expectNoAxeViolations(page, `reset password (${lang})`);

    await logIn(page, lang, lender.username, 'Tahan-Dulu-24');
    await page.goto(localePath(lang, '/dashboard/withdrawal'));
    const notice = page
      .getByRole('status')
      .filter({ hasText: t(lang, 'withdrawal.form.heldTitle') });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(t(lang, 'withdrawal.holdReason.passwordReset'));
    await expect(page.getByLabel(t(lang, 'withdrawal.form.amount'))).toHaveCount(0);
    await expectNoAxeViolations(page, `withdrawal on hold (${lang})`);
  });
}
