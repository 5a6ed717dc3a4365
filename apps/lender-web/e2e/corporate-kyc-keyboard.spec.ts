// The corporate KYC wizard's first step (company data) with the keyboard alone, in
// Indonesian and English, against the real lender-api: Tab and Shift+Tab to move, typing, the
// Selects opened with the down arrow and picked with Enter, the two file pickers opened with Space
// and Enter (the browser's file dialog answered by Playwright, as a user would pick a file), a
// correction after Shift+Tab, and Enter on 'next'. Every focus stop shows keyboard focus.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { CorporateKycPage } from './pages/corporate-kyc-page';
import { logIn } from './pages/login-page';
import { ONE_LANGUAGE, t, type Lang } from './support/i18n';
import { keyChoose, keyType, tabTo } from './support/keyboard';
import { FINANCIAL_REPORT as REPORT, NPWP_PHOTO as PHOTO, type UploadFile } from './support/files';

/** Tabs to the file picker of the upload field labelled `label`, presses `key`, picks `file`. */
async function keyPickFile(
  page: Page,
  lang: Lang,
  label: string,
  key: 'Enter' | 'Space',
  file: UploadFile,
): Promise<void> {
  const field = page
    .locator('[data-scope="file-upload"][data-part="root"]')
    .filter({ hasText: label });
  const trigger = field.getByRole('button', { name: t(lang, 'corporate-kyc.upload.choose') });
  await tabTo(page, trigger);
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press(key);
  await (await chooser).setFiles(file);
  await expect(field.getByText(file.name)).toBeVisible();
}

for (const lang of ONE_LANGUAGE.en) {
  test(`the corporate company step with the keyboard alone (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const stamp = `${Date.now().toString(36)}${lang}`;
    const lender = { username: `ptkb.${stamp}`, email: `ptkb.${stamp}@pendana.test` };
    const password = 'Rahasia123';
    const registered = await request.post('/api/newAuth/register', {
      data: { ...lender, password, password_confirmation: password, lender_type: 2 },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    await logIn(page, lang, lender.username, password);

    const wizard = new CorporateKycPage(page, lang);
    await wizard.goto();
    await wizard.expectStep('corporate-kyc.wizard.stepCompany');
    const combo = (key: Parameters<typeof t>[1], scope: Page | Locator = page) =>
      scope.getByRole('combobox', { name: new RegExp(`^${t(lang, key)}\\s*\\*?$`) });
    const deed = page.getByRole('group', { name: t(lang, 'corporate-kyc.company.deedSection') });
    const name = `PT Papan Ketik ${stamp}`;

    await keyType(page, wizard.field('corporate-kyc.company.nama'), `PT Salah ${stamp}`);
    await keyType(page, wizard.field('corporate-kyc.company.npwp'), '01.234.567.8-901.000');
    await keyType(page, wizard.field('corporate-kyc.company.telepon'), '0215551234');
    await keyChoose(page, combo('corporate-kyc.company.bidangPekerjaan'));
    await keyType(page, wizard.field('corporate-kyc.company.noAkta', deed), '12');
    await keyType(page, wizard.field('corporate-kyc.company.tanggalAkta', deed), '01062015');
    await expect(wizard.field('corporate-kyc.company.tanggalAkta', deed)).toHaveValue('01-06-2015');

    // Back with Shift+Tab to correct the company name (select all, type again).
    await tabTo(page, wizard.field('corporate-kyc.company.nama'), { back: true });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(name);
    await expect(wizard.field('corporate-kyc.company.nama')).toHaveValue(name);

    await keyType(page, wizard.field('corporate-kyc.region.alamat'), 'Jl. Sudirman 1');
    await keyChoose(page, combo('corporate-kyc.region.provinsi'));
    await keyChoose(page, combo('corporate-kyc.region.kabupaten'));
    await keyChoose(page, combo('corporate-kyc.region.kecamatan'));
    await keyChoose(page, combo('corporate-kyc.region.kelurahan'));
    await keyType(page, wizard.field('corporate-kyc.region.kodePos'), '10220');
    await keyChoose(page, combo('corporate-kyc.company.bank'));
    await keyType(page, wizard.field('corporate-kyc.company.rekening'), '7123456789');
    await keyType(page, wizard.field('corporate-kyc.company.namaPemilik'), name);
    await keyType(page, wizard.field('corporate-kyc.company.omset'), '1500000000');
    await keyType(page, wizard.field('corporate-kyc.company.totalAset'), '2750000000');
    await keyPickFile(page, lang, t(lang, 'corporate-kyc.company.fotoNpwp'), 'Space', PHOTO);
    await keyPickFile(
      page,
      lang,
      t(lang, 'corporate-kyc.company.laporanKeuangan'),
      'Enter',
      REPORT,
    );

    const save = page.waitForResponse(
      (response) =>
        response.url().includes('/kyc/data_perusahaan') && response.request().method() === 'POST',
    );
    await tabTo(page, page.getByRole('button', { name: t(lang, 'corporate-kyc.wizard.next') }));
    await page.keyboard.press('Enter');
    expect((await save).ok()).toBe(true);
    await wizard.expectStep('corporate-kyc.wizard.stepAdministrators');
    await expect(page).toHaveURL(/step=2/);

    // What the server saved is what was typed, with both files.
    const token = (await page.context().cookies()).find((c) => c.name === 'token')?.value ?? '';
    const saved = await request.get('/api/v1/lender_corporation/kyc/data_perusahaan', {
      headers: { Authorization: `Bearer ${token}`, 'Request-Access': token },
    });
    expect(saved.ok()).toBe(true);
    const { data } = (await saved.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({ nama: name, kode_pos: '10220', rekening: '7123456789' });
    expect(data.foto_npwp).toBeTruthy();
    expect(data.laporan_keuangan).toBeTruthy();
  });
}
