// Spec §8's texts of the eKYC personal data step, shown by the wizard route in both languages
// (docs/spec-coverage.md, one rule): verbatim in Indonesian, translated in English. A KTP or selfie
// is uploaded as a lender does (the gallery button of the photo); jsdom cannot decode or draw an
// image, so the browser's image decoding and canvas are stood in for, answering what a browser
// answers. The OCR call is answered by MSW.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getGetEkycStatusResponseMock } from '@pendana/api-sdk/msw';
import type { OcrResponse } from '@pendana/api-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { toaster } from '../../../lib/toaster';
import { OCR_READING } from '../../../test/ocr-reading';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';

setupMswServer();

const JPEG = 'data:image/jpeg;base64,/9j/2Q==';

/** Each language's labels of the personal data step. */
const PAGE = {
  id: {
    prefix: '',
    heading: 'Identitas dan data diri',
    ktpUpload: 'Unggah Foto KTP dari galeri',
    ktpGroup: 'Foto KTP',
    selfieUpload: 'Unggah Swafoto dari galeri',
    save: 'Simpan dan lanjut',
    listTitle: 'Lengkapi data berikut',
  },
  en: {
    prefix: '/en',
    heading: 'Identity and personal data',
    ktpUpload: 'Upload KTP photo from gallery',
    ktpGroup: 'KTP photo',
    selfieUpload: 'Upload Selfie from gallery',
    save: 'Save and continue',
    listTitle: 'Please complete the following',
  },
} as const;
type Lang = keyof typeof PAGE;

let ocrCalls = 0;
let personalSaves = 0;

/** Step 0 of a KTP holder whose personal data (photos included) is already on the server. */
function personalStepServer() {
  ocrCalls = 0;
  personalSaves = 0;
  const status = {
    ...getGetEkycStatusResponseMock().data,
    profile: 'incomplete',
    education: 'incomplete',
    inheritance: 'incomplete',
    status_ekyc: 0,
    phone_verified: false,
    is_passport: false,
    step_order: 1,
  } as const;
  server.use(
    http.get('*/api/v1/lender/ekyc/status', () => HttpResponse.json({ data: status })),
    http.get('*/api/v1/lender/ekyc/data_diri', () =>
      HttpResponse.json({
        data: {
          nik: '3276045708900001',
          nama: 'Siti Aminah',
          tempat_lahir: 'Depok',
          tanggal_lahir: '17-08-1990',
          agama: 1,
          jenis_kelamin: 2,
          ibu_kandung: 'Fatimah',
          status_pernikahan: 1,
          kewarganegaraan: 'WNI',
          alamat: 'Jl. Melati 1',
          kode_pos: '16514',
          rt: '001',
          rw: '002',
          is_passport: false,
          profile: '/api/files/lender/1001/selfie-1.jpg',
          profile_ktp: '/api/files/lender/1001/selfie-ktp-1.jpg',
          foto_ktp: '/api/files/lender/1001/ktp-1.jpg',
        },
      }),
    ),
    http.get('*/api/files/:scope/:owner/:name', () =>
      HttpResponse.arrayBuffer(new Uint8Array([255, 216, 255, 217]).buffer, {
        headers: { 'content-type': 'image/jpeg' },
      }),
    ),
    http.get('*/api/v1/lender/ekyc/pendidikan', () => HttpResponse.json({ data: { npwp: '' } })),
    http.get('*/api/v1/lender/ekyc/ahli_waris', () =>
      HttpResponse.json({ message: 'Data ahli waris belum diisi.' }, { status: 404 }),
    ),
    http.post('*/api/v1/lender/ekyc/data_diri', () => {
      personalSaves += 1;
      return HttpResponse.json({ message: 'Data berhasil disimpan', step_order: 2 });
    }),
    http.post('*/api/v2/lender/ekyc/ocr-ktp', () => {
      ocrCalls += 1;
      return HttpResponse.json({
        status: 'success',
        message: 'ok',
        reason: null,
        data: OCR_READING,
      });
    }),
  );
}

/**
 * The browser's image decoding and canvas: a picked file decodes to a 1280×960 image, and the canvas
 * encodes a drawing as `encoded` (a browser answers 'data:,' for a canvas it could not allocate).
 * `decodes: false` is a file the browser cannot decode as an image.
 */
function browserImages({ encoded = JPEG, decodes = true } = {}) {
  const proto = HTMLImageElement.prototype as unknown as Record<string, unknown>;
  const saved = {
    decode: Object.getOwnPropertyDescriptor(proto, 'decode'),
    naturalWidth: Object.getOwnPropertyDescriptor(proto, 'naturalWidth'),
    naturalHeight: Object.getOwnPropertyDescriptor(proto, 'naturalHeight'),
    createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  };
  Object.defineProperty(proto, 'decode', {
    configurable: true,
    value: () => (decodes ? Promise.resolve() : Promise.reject(new Error('EncodingError'))),
  });
  Object.defineProperty(proto, 'naturalWidth', { configurable: true, get: () => 1280 });
  Object.defineProperty(proto, 'naturalHeight', { configurable: true, get: () => 960 });
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: () => 'blob:ktp' });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  const getContext = vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue({ fillRect: vi.fn(), drawImage: vi.fn() } as unknown as ReturnType<
      HTMLCanvasElement['getContext']
    >);
  const toDataURL = vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(encoded);
  return () => {
    getContext.mockRestore();
    toDataURL.mockRestore();
    const restore = (target: object, key: string, descriptor: PropertyDescriptor | undefined) => {
      if (descriptor) Object.defineProperty(target, key, descriptor);
      else delete (target as Record<string, unknown>)[key];
    };
    restore(proto, 'decode', saved.decode);
    restore(proto, 'naturalWidth', saved.naturalWidth);
    restore(proto, 'naturalHeight', saved.naturalHeight);
    restore(URL, 'createObjectURL', saved.createObjectURL);
    restore(URL, 'revokeObjectURL', saved.revokeObjectURL);
  };
}

const photoFile = (name: string) =>
  new File([new Uint8Array([255, 216, 255, 217])], name, {
    type: 'image/jpeg',
  });

/** Opens the wizard's personal data step in `lang`. */
async function openPersonalStep(lang: Lang) {
  personalStepServer();
  const page = PAGE[lang];
  renderApp(`${page.prefix}/dashboard/ekyc`);
  await screen.findByRole('heading', { level: 2, name: page.heading });
  return { page, user: userEvent.setup() };
}

let restoreImages: () => void = () => undefined;

beforeEach(() => {
  // the app's one toaster outlives a render: no toast of an earlier test
  toaster.remove();
  sessionStorage.clear();
  saveSession({ token: 'tok-ekyc', userId: '1001', userStatus: 'notfilled' });
});

afterEach(() => {
  vi.useRealTimers();
  restoreImages();
  restoreImages = () => undefined;
});

describe("spec §8's image and liveness texts on the wizard route", () => {
  it.each([
    [
      'id',
      'an image the canvas answers as data:,',
      { encoded: 'data:,' },
      'Gambar gagal diproses!',
    ],
    [
      'en',
      'an image the canvas answers as data:,',
      { encoded: 'data:,' },
      'The image could not be processed!',
    ],
    ['id', 'a file that is no image', { decodes: false }, 'Gambar gagal diproses!'],
    ['en', 'a file that is no image', { decodes: false }, 'The image could not be processed!'],
  ] as const)(
    "§8.9 %s: %s as the KTP photo says 'Gambar gagal diproses!' (translated in English) and is not read",
    async (lang, _situation, browser, text) => {
      restoreImages = browserImages(browser);
      const { page, user } = await openPersonalStep(lang);
      await user.upload(screen.getByLabelText(page.ktpUpload), photoFile('ktp.jpg'));
      const ktp = screen.getByRole('group', { name: page.ktpGroup });
      await waitFor(() => expect(within(ktp).getByRole('alert').textContent).toBe(text));
      if (lang === 'en') expect(screen.queryByText('Gambar gagal diproses!')).toBeNull();
      expect(ocrCalls).toBe(0);
    },
  );

  it.each([
    ['id', 'Mohon melakukan test liveness'],
    ['en', 'Please take the liveness test'],
  ] as const)(
    "§8.10 %s: a selfie uploaded without a liveness result says 'Mohon melakukan test liveness' (translated in English), nothing is sent",
    async (lang, text) => {
      restoreImages = browserImages();
      const { page, user } = await openPersonalStep(lang);
      await user.upload(screen.getByLabelText(page.selfieUpload), photoFile('selfie.jpg'));
      await user.click(screen.getByRole('button', { name: page.save }));
      const alert = (await screen.findByText(page.listTitle)).closest(
        '[role="alert"]',
      ) as HTMLElement;
      expect(
        within(alert)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([text]);
      // listed above the button and on the liveness test itself
      expect(screen.getAllByText(text)).toHaveLength(2);
      if (lang === 'en') expect(screen.queryByText('Mohon melakukan test liveness')).toBeNull();
      expect(personalSaves).toBe(0);
    },
  );
});

const SUCCESS: OcrResponse = { status: 'success', message: 'ok', reason: null, data: OCR_READING };
const NOT_FOUND: OcrResponse = {
  status: 'not_found',
  message: 'x',
  reason: null,
  data: OCR_READING,
};
const FAILED: OcrResponse = {
  status: 'failed',
  message: 'x',
  reason: 'Gambar buram',
  data: OCR_READING,
};

describe("spec §8's OCR texts on the wizard route, each shown 5 seconds", () => {
  it.each([
    ['id', 'a good reading', 'success', 'OCR Berhasil', SUCCESS],
    ['en', 'a good reading', 'success', 'OCR succeeded', SUCCESS],
    ['id', 'no card in the image', 'error', 'OCR Gagal KTP Tidak Ditemukan', NOT_FOUND],
    ['en', 'no card in the image', 'error', 'OCR failed: no KTP found', NOT_FOUND],
    ['id', 'a failed reading with its reason', 'error', 'OCR Gagal, Gambar buram', FAILED],
    ['en', 'a failed reading with its reason', 'error', 'OCR failed, Gambar buram', FAILED],
    ['id', 'an image the server could not process', 'error', 'Gagal mengolah gambar KTP', 422],
    [
      'en',
      'an image the server could not process',
      'error',
      'The KTP image could not be processed',
      422,
    ],
  ] as const)(
    '§8.13 §9.13 %s: %s → the %s toast "%s", for 5 seconds',
    async (lang, _situation, kind, text, answer) => {
      restoreImages = browserImages();
      const { page, user } = await openPersonalStep(lang);
      // The OCR answer waits until the clock is the test's (the toast's 5 s are counted from it).
      let answerNow: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answerNow = resolve));
      server.use(
        http.post('*/api/v2/lender/ekyc/ocr-ktp', async () => {
          ocrCalls += 1;
          await answered;
          return typeof answer === 'number'
            ? HttpResponse.json({ message: 'Berkas tidak terbaca' }, { status: answer })
            : HttpResponse.json(answer);
        }),
      );
      await user.upload(screen.getByLabelText(page.ktpUpload), photoFile('ktp.jpg'));
      await waitFor(() => expect(ocrCalls).toBe(1));

      // the toast counts its time by animation frames and performance.now()
      vi.useFakeTimers({
        toFake: [
          'setTimeout',
          'clearTimeout',
          'setInterval',
          'clearInterval',
          'Date',
          'requestAnimationFrame',
          'cancelAnimationFrame',
          'performance',
        ],
      });
      answerNow();
      const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
      let elapsed = 0;
      while (!screen.queryByText(text) && elapsed < 1000) {
        await tick(20);
        elapsed += 20;
      }
      const toast = screen.getByText(text);
      expect(toast.closest('[data-kind]')?.getAttribute('data-kind')).toBe(kind);
      if (lang === 'en')
        expect(screen.queryByText(/^OCR Gagal|^OCR Berhasil|^Gagal mengolah/)).toBeNull();
      // still there just before 5 seconds (more than the 1.5 s of other notifications) …
      await tick(4900 - elapsed);
      expect(screen.getByText(text)).toBeTruthy();
      // … and gone after them (sooner than the 8 s of funding messages)
      await tick(1600);
      expect(screen.queryByText(text)).toBeNull();
      if (kind === 'success')
        expect((screen.getByLabelText(/^NIK/) as HTMLInputElement).value).toBe(OCR_READING.nik);
    },
  );
});
