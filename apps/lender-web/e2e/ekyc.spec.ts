// Individual eKYC against the real lender-api: a new lender fills the three steps with the
// photos (upload and fake camera) and the liveness test (sandbox provider page in a popup), verifies
// the phone by OTP (read from the sandbox SMS outbox), with a wrong code first, passes the identity
// check against the sandbox registry and lands on the dashboard; a reload in the middle comes back
// to the same step with what was typed.
import { expect, test } from '@playwright/test';
import { EkycPage, FAKE_CAMERA_ARGS, latestOtp, newIndividual, REGISTRY } from './pages/ekyc-page';
import { LoginPage, logIn } from './pages/login-page';
import { RegisterPage } from './pages/register-page';
import { expectNoAxeViolations } from './support/axe';
import { ONE_LANGUAGE, localePath, specText, t } from './support/i18n';
import { expectUsableOnPhone } from './support/phone';

// A fake camera (Chromium's test pattern) for the selfies; no permission prompt.
test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: FAKE_CAMERA_ARGS } });

for (const lang of ONE_LANGUAGE.id) {
  test(`new individual: eKYC with camera and liveness → wrong OTP → OTP → identity verified → dashboard (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const identity = lang === 'id' ? REGISTRY.siti : REGISTRY.ahmad;
    const stamp = `${Date.now().toString(36)}${lang}`;
    const lender = {
      username: `ekyc.${stamp}`,
      email: `ekyc.${stamp}@pendana.test`,
      password: 'Rahasia123',
      type: 'individual' as const,
    };
    const register = new RegisterPage(page, lang);
    await register.goto();
    await register.register(lender);
    await page.goto(localePath(lang, '/auth/login'));
    await new LoginPage(page, lang).login(lender.username, lender.password);
    await expect(page).toHaveURL(localePath(lang, '/dashboard'));

    await page.goto(localePath(lang, '/dashboard/ekyc'));
    const wizard = new EkycPage(page, lang);
    await wizard.expectStep('ekyc.wizard.stepPersonal');
    await expectNoAxeViolations(page, `eKYC personal data (${lang})`);

    await wizard.field('ekyc.personalStep.nik').fill(identity.nik);
    await wizard.field('ekyc.personalStep.nama').fill(identity.nama);
    await wizard.field('ekyc.personalStep.tempatLahir').fill('Jakarta');
    await wizard.field('ekyc.personalStep.tanggalLahir').fill(identity.dob);
    await wizard.field('ekyc.personalStep.ibuKandung').fill('Fatimah');

    // Reload in the middle: the typed text comes back (draft), same step.
    await page.reload();
    await wizard.expectStep('ekyc.wizard.stepPersonal');
    await expect(page.getByText(t(lang, 'ekyc.wizard.draftRestored'))).toBeVisible();
    await expect(wizard.field('ekyc.personalStep.ibuKandung')).toHaveValue('Fatimah');

    // The spec's messages before the submit (agama, status pernikahan, kode pos, RT, RW missing).
    await wizard.next();
    for (const literal of [
      'Agama harap diisi',
      'Status pernikahan harap diisi',
      'Kode pos harap diisi',
      'RT harap diisi',
      'RW harap diisi',
    ]) {
      await expect(
        page.getByRole('listitem').filter({ hasText: specText(lang, literal) }),
      ).toBeVisible();
    }

    await wizard.choose('ekyc.personalStep.jenisKelamin');
    await wizard.choose('ekyc.personalStep.agama');
    await wizard.choose('ekyc.personalStep.statusPernikahan');
    await wizard.field('ekyc.personalStep.alamat').fill('Jl. Melati 1');
    await wizard.choose('ekyc.personalStep.provinsi');
    await wizard.choose('ekyc.personalStep.kabupaten');
    await wizard.choose('ekyc.personalStep.kecamatan');
    await wizard.choose('ekyc.personalStep.kelurahan');
    // The server's region data has no postcodes yet: the lender types it.
    await wizard.field('ekyc.personalStep.kodePos').fill('23773');
    await wizard.field('ekyc.personalStep.rt').fill('001');
    await wizard.field('ekyc.personalStep.rw').fill('002');

    // KTP uploaded (OCR reads it), both selfies through the camera.
    await wizard.upload('ekyc.photos.ktp');
    await wizard.capture('ekyc.photos.profileKtp');
    await wizard.capture('ekyc.photos.profile');
    // Photos but no liveness result yet: 'Mohon melakukan test liveness' (spec §5).
    await wizard.next();
    await expect(
      page
        .getByRole('listitem')
        .filter({ hasText: specText(lang, 'Mohon melakukan test liveness') }),
    ).toBeVisible();
    await wizard.liveness('pass');
    await expectNoAxeViolations(page, `eKYC personal data with photos and liveness (${lang})`);
    await wizard.next();

    await wizard.expectStep('ekyc.wizard.stepEducation');
    await expect(page).toHaveURL(/step=1/);
    await expectNoAxeViolations(page, `eKYC education (${lang})`);
    await wizard.fillEducation(identity.nama);

    await wizard.expectStep('ekyc.wizard.stepHeir');
    await expectNoAxeViolations(page, `eKYC heir (${lang})`);
    await wizard.fillHeir();

    const phoneDialog = page.getByRole('dialog', {
      name: t(lang, 'phone-verification.modal.phoneTitle'),
    });
    await expect(phoneDialog).toBeVisible();
    await expectNoAxeViolations(page, `phone modal (${lang})`);
    const phone = `8${Date.now().toString().slice(-10)}`;
    await phoneDialog.getByLabel(t(lang, 'phone-verification.modal.phoneLabel')).fill(`0${phone}`);
    await phoneDialog
      .getByRole('button', { name: t(lang, 'phone-verification.modal.send') })
      .click();

    // Wrong OTP first: 'Kode OTP yg kamu masukan salah!' (spec §8), then the right one.
    const otpDialog = page.getByRole('dialog', {
      name: t(lang, 'phone-verification.modal.otpTitle'),
    });
    await expect(otpDialog).toBeVisible();
    const code = await latestOtp(request, phone);
    const wrong = code === '000000' ? '111111' : '000000';
    await otpDialog.getByRole('textbox').first().click();
    await page.keyboard.type(wrong);
    await expect(
      otpDialog.getByText(specText(lang, 'Kode OTP yg kamu masukan salah!')),
    ).toBeVisible();
    await expectNoAxeViolations(page, `OTP modal with error (${lang})`);

    await otpDialog.getByRole('textbox').first().click();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
    await otpDialog.getByRole('textbox').first().click();
    await page.keyboard.type(code);
    const success = page.getByRole('dialog', { name: t(lang, 'ekyc.phoneModal.successTitle') });
    await expect(success).toBeVisible();
    await expectNoAxeViolations(page, `success modal (${lang})`);
    // The identity check (registry + passed liveness) runs, then the dashboard.
    await success.getByRole('button', { name: t(lang, 'ekyc.phoneModal.toDashboard') }).click();
    await expect(page).toHaveURL(localePath(lang, '/dashboard'));
  });
}

for (const lang of ONE_LANGUAGE.en) {
  test(`a 401 in the middle of the wizard: back after login with what was typed (${lang})`, async ({
    page,
    context,
  }) => {
    await logIn(page, lang, 'demo.baru', 'Pendana123!');
    await page.goto(localePath(lang, '/dashboard/ekyc'));
    const wizard = new EkycPage(page, lang);
    await wizard.expectStep('ekyc.wizard.stepPersonal');
    const mother = `Ibu ${lang} ${Date.now()}`;
    await wizard.field('ekyc.personalStep.ibuKandung').fill(mother);

    // The session ends on the server side (expired/revoked token): the next call answers 401.
    const token = (await context.cookies()).find((c) => c.name === 'token');
    await context.addCookies([{ ...token!, value: 'revoked-token' }]);
    await page.reload();
    await expect(page).toHaveURL(localePath(lang, '/auth/login'));
    await expect(page.locator('[data-kind="error"]')).toBeVisible();

    await new LoginPage(page, lang).login('demo.baru', 'Pendana123!');
    await expect(page).toHaveURL(localePath(lang, '/dashboard'));
    await page.goto(localePath(lang, '/dashboard/ekyc'));
    await wizard.expectStep('ekyc.wizard.stepPersonal');
    await expect(page.getByText(t(lang, 'ekyc.wizard.draftRestored'))).toBeVisible();
    await expect(wizard.field('ekyc.personalStep.ibuKandung')).toHaveValue(mother);
  });
}

test('the eKYC wizard on a phone (360 px), each step scrolled to the top and to the bottom: no horizontal scroll, nothing under the bars, no axe violations @phone', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await newIndividual(page, request, 'id');
  const wizard = new EkycPage(page, 'id');
  await wizard.goto();
  await wizard.expectStep('ekyc.wizard.stepPersonal');
  await expectUsableOnPhone(page, 'eKYC personal data on a phone');

  // The passport path reaches the next steps without the liveness window; photos uploaded.
  await page
    .locator('label')
    .filter({ hasText: t('id', 'ekyc.personalStep.passport') })
    .click();
  await wizard.field('ekyc.personalStep.noPaspor').fill('tr7654321');
  await wizard.field('ekyc.personalStep.nama').fill('Aiko Tanaka');
  await wizard.field('ekyc.personalStep.wargaNegara').fill('Jepang');
  await wizard.field('ekyc.personalStep.tempatLahir').fill('Osaka');
  await wizard.field('ekyc.personalStep.tanggalLahir').fill('03-11-1990');
  await wizard.choose('ekyc.personalStep.jenisKelamin');
  await wizard.choose('ekyc.personalStep.agama');
  await wizard.field('ekyc.personalStep.ibuKandung').fill('Yuko Tanaka');
  await wizard.choose('ekyc.personalStep.statusPernikahan');
  await wizard.field('ekyc.personalStep.alamat').fill('Jl. Kemang Raya No. 8, Jakarta Selatan');
  await wizard.upload('ekyc.photos.profileKtp');
  await wizard.upload('ekyc.photos.profile');
  await wizard.next();

  await wizard.expectStep('ekyc.wizard.stepEducation');
  // The next step starts at its top with its heading focused, not where the last one was scrolled.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('#ekyc-step-title')).toBeFocused();
  await expectUsableOnPhone(page, 'eKYC education on a phone');
  await wizard.fillEducation('Aiko Tanaka');

  await wizard.expectStep('ekyc.wizard.stepHeir');
  await expectUsableOnPhone(page, 'eKYC heir on a phone');
});
