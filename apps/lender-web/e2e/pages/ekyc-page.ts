import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { localePath, t, type Lang, type MessageId } from '../support/i18n';
import { untilClosed } from '../support/popup';
import { logIn } from './login-page';

/** Chromium flags of playwright.config.ts plus a fake camera that needs no permission prompt. */
export const FAKE_CAMERA_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

/** A small real PNG (8×8, green): no ID card in it, the app turns it into the JPEG it sends. */
export const PLAIN_PHOTO = {
  name: 'foto.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGMQaHDAihiGlgQARfQ0AbzCrFMAAAAASUVORK5CYII=',
    'base64',
  ),
};

export type PhotoKey = 'ekyc.photos.ktp' | 'ekyc.photos.profileKtp' | 'ekyc.photos.profile';

/** Identities of the sandbox population registry (lender-api src/seed/sandbox-population.ts). */
export const REGISTRY = {
  siti: { nik: '3276045708900001', nama: 'Siti Aminah', dob: '17-08-1990' },
  ahmad: { nik: '3276041203880002', nama: 'Ahmad Fauzi', dob: '12-03-1988' },
  rizky: { nik: '3578010907870005', nama: 'Rizky Pratama', dob: '09-07-1987' },
  nur: { nik: '1271024404950006', nama: 'Nur Aisyah Harahap', dob: '04-04-1995' },
  andi: { nik: '7371012310830007', nama: 'Andi Makkasau', dob: '23-10-1983' },
  made: { nik: '5171016512910008', nama: 'Ni Made Ayu Lestari', dob: '25-12-1991' },
} as const;

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

/** A new individual lender, registered and logged in through the API (`logIn`). */
export async function newIndividual(page: Page, request: APIRequestContext, lang: Lang) {
  const id = stamp();
  const lender = { username: `d2.${id}`, email: `d2.${id}@pendana.test`, password: 'Rahasia123' };
  const answer = await request.post('/api/newAuth/register', {
    data: { ...lender, password_confirmation: lender.password, lender_type: 1 },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  await logIn(page, lang, lender.username, lender.password);
  return lender;
}

export async function latestOtp(request: APIRequestContext, phone: string): Promise<string> {
  const answer = await request.get(
    `/api/sandbox/outbox?recipient=${encodeURIComponent(`+62${phone}`)}`,
  );
  expect(answer.ok()).toBe(true);
  const json = (await answer.json()) as unknown;
  const list = (Array.isArray(json) ? json : (json as { data: unknown[] }).data) as {
    body: string;
  }[];
  const code = /\b(\d{6})\b/.exec(list[0]?.body ?? '')?.[1];
  expect(code, 'an OTP SMS in the sandbox outbox').toBeDefined();
  return code!;
}

/** The individual eKYC wizard (spec §2, §4). */
export class EkycPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang,
  ) {}

  t(key: MessageId, values?: Record<string, string>): string {
    return t(this.lang, key, values);
  }

  async goto(): Promise<void> {
    await this.page.goto(localePath(this.lang, '/dashboard/ekyc'));
  }

  /** The input labelled exactly with the message (a required mark '*' may follow). */
  field(key: MessageId): Locator {
    const text = t(this.lang, key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.page.getByLabel(new RegExp(`^${text}\\s*\\*?$`)).and(this.page.locator('input'));
  }

  /** Opens a design-system Select and picks an option (by name, or the first one). */
  async choose(key: MessageId, option?: string): Promise<void> {
    await this.page.getByRole('combobox', { name: t(this.lang, key), exact: true }).click();
    const options = this.page.getByRole('option');
    await (option ? options.filter({ hasText: option }).first() : options.first()).click();
  }

  async expectStep(key: MessageId): Promise<void> {
    await expect(
      this.page.getByRole('heading', { level: 2, name: t(this.lang, key) }),
    ).toBeVisible();
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: t(this.lang, 'ekyc.wizard.next') }).click();
  }

  photo(key: PhotoKey): Locator {
    return this.page.getByRole('group', { name: t(this.lang, key), exact: true });
  }

  preview(key: PhotoKey): Locator {
    return this.page.getByRole('img', {
      name: t(this.lang, 'ekyc.photos.preview', { label: t(this.lang, key) }),
      exact: true,
    });
  }

  /** The live camera preview of a photo group. */
  video(key: PhotoKey): Locator {
    return this.photo(key).locator('video');
  }

  /**
   * Waits until the camera delivers frames (CameraCapture keeps 'capture' aria-disabled until the
   * first frame, videoWidth > 0).
   */
  async waitForFrames(key: PhotoKey): Promise<void> {
    await expect
      .poll(() => this.video(key).evaluate((video: HTMLVideoElement) => video.videoWidth))
      .toBeGreaterThan(0);
    await expect(
      this.photo(key).getByRole('button', { name: this.t('ekyc.camera.capture') }),
    ).not.toHaveAttribute('aria-disabled', 'true');
  }

  /** Takes the photo with the (fake) camera. */
  async capture(key: PhotoKey): Promise<void> {
    const group = this.photo(key);
    await group.getByRole('button', { name: this.t('ekyc.camera.start') }).click();
    await this.waitForFrames(key);
    await group.getByRole('button', { name: this.t('ekyc.camera.capture') }).click();
    await expect(this.preview(key)).toBeVisible();
  }

  /** Uploads a picture instead of using the camera. */
  async upload(
    key: PhotoKey,
    file: { name: string; mimeType: string; buffer: Buffer } = PLAIN_PHOTO,
  ): Promise<void> {
    await this.photo(key).locator('input[type="file"]').setInputFiles(file);
    await expect(this.preview(key)).toBeVisible();
  }

  /** The OCR toast (5 s) showing this text. */
  toast(text: string): Locator {
    return this.page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
  }

  /** Starts the liveness test, passes (or fails) it on the provider's sandbox page, comes back. */
  async liveness(result: 'pass' | 'fail' = 'pass'): Promise<void> {
    const popupPromise = this.page.context().waitForEvent('page');
    await this.page.getByRole('button', { name: this.t('liveness.check.start') }).click();
    const popup = await popupPromise;
    const choice = popup.getByRole('button', {
      name: result === 'pass' ? 'Pass the check' : 'Fail the check',
    });
    await expect(choice).toBeVisible();
    // The provider's page is on its own origin (SANDBOX_PROVIDER_URL), as a real provider's site is:
    // the result must still reach this window (COOP same-origin-allow-popups).
    expect(new URL(popup.url()).origin).not.toBe(new URL(this.page.url()).origin);
    await untilClosed(popup, () => choice.click());
    await expect(
      this.page.getByText(
        this.t(result === 'pass' ? 'liveness.check.passed' : 'liveness.check.failed'),
      ),
    ).toBeVisible();
  }

  async fillKtpPersonal(identity: { nik: string; nama: string; dob: string }): Promise<void> {
    await this.field('ekyc.personalStep.nik').fill(identity.nik);
    await this.field('ekyc.personalStep.nama').fill(identity.nama);
    await this.field('ekyc.personalStep.tempatLahir').fill('Bandung');
    await this.field('ekyc.personalStep.tanggalLahir').fill(identity.dob);
    await this.choose('ekyc.personalStep.jenisKelamin');
    await this.choose('ekyc.personalStep.agama');
    await this.field('ekyc.personalStep.ibuKandung').fill('Fatimah');
    await this.choose('ekyc.personalStep.statusPernikahan');
    await this.field('ekyc.personalStep.alamat').fill('Jl. Melati 1');
    await this.choose('ekyc.personalStep.provinsi');
    await this.choose('ekyc.personalStep.kabupaten');
    await this.choose('ekyc.personalStep.kecamatan');
    await this.choose('ekyc.personalStep.kelurahan');
    await this.field('ekyc.personalStep.kodePos').fill('23773');
    await this.field('ekyc.personalStep.rt').fill('001');
    await this.field('ekyc.personalStep.rw').fill('002');
  }

  async fillEducation(owner: string): Promise<void> {
    await this.expectStep('ekyc.wizard.stepEducation');
    await this.choose('ekyc.educationStep.pendidikan');
    await this.choose('ekyc.educationStep.pekerjaan');
    await this.choose('ekyc.educationStep.estimasiPenghasilan');
    await this.choose('ekyc.educationStep.sumberPenghasilan');
    await this.choose('ekyc.educationStep.bank');
    await this.field('ekyc.educationStep.rekening').fill('7123456789');
    await this.field('ekyc.educationStep.namaPemilik').fill(owner);
    await this.next();
  }

  async fillHeir(): Promise<void> {
    await this.expectStep('ekyc.wizard.stepHeir');
    await this.field('ekyc.heirStep.ahliWaris').fill('Ahmad Fauzi');
    await this.field('ekyc.heirStep.nik').fill(`3201${Date.now().toString().slice(-12)}`);
    await this.choose('ekyc.heirStep.hubungan');
    await this.field('ekyc.heirStep.telp').fill('081234567890');
    await this.field('ekyc.heirStep.alamat').fill('Depok');
    await this.next();
  }

  /** Phone modal → OTP modal (right code from the sandbox outbox) → success modal. */
  async verifyPhone(request: APIRequestContext): Promise<Locator> {
    const { page } = this;
    const phoneDialog = page.getByRole('dialog', {
      name: this.t('phone-verification.modal.phoneTitle'),
    });
    await expect(phoneDialog).toBeVisible();
    const phone = `8${Date.now().toString().slice(-10)}`;
    await phoneDialog.getByLabel(this.t('phone-verification.modal.phoneLabel')).fill(`0${phone}`);
    await phoneDialog
      .getByRole('button', { name: this.t('phone-verification.modal.send') })
      .click();
    const otpDialog = page.getByRole('dialog', {
      name: this.t('phone-verification.modal.otpTitle'),
    });
    await expect(otpDialog).toBeVisible();
    await otpDialog.getByRole('textbox').first().click();
    await page.keyboard.type(await latestOtp(request, phone));
    const success = page.getByRole('dialog', { name: this.t('ekyc.phoneModal.successTitle') });
    await expect(success).toBeVisible();
    return success;
  }
}
