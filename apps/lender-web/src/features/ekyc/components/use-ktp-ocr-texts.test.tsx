// Spec §8's OCR texts in both languages (docs/spec-coverage.md, one rule): verbatim in Indonesian,
// translated in English, each for 5 seconds (spec §9).
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { configureClient, type OcrResponse } from '@pendana/api-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../i18n/messages/en.json';
import id from '../../../i18n/messages/id.json';
import { toaster } from '../../../lib/toaster';
import { OCR_READING } from '../../../test/ocr-reading';
import { server, setupMswServer } from '../../../test/msw-server';
import { useKtpOcr } from './use-ktp-ocr';

// jsdom has no canvas (the re-draw is checked in capture-sizes.browser.test).
vi.mock('../utils/ocr-image', () => ({
  toOcrFile: async () => new File([new Uint8Array([255, 216, 255, 217])], 'ktp.jpg'),
}));

setupMswServer();

const CATALOGUES = { id, en } as const;

/** Reads a KTP photo in `lang` while the OCR answers `answer` (a JSON body or an HTTP status). */
async function toastFor(lang: keyof typeof CATALOGUES, answer: OcrResponse | number) {
  server.use(
    http.post('*/api/v2/lender/ekyc/ocr-ktp', () =>
      typeof answer === 'number'
        ? HttpResponse.json({ message: 'Berkas tidak terbaca' }, { status: answer })
        : HttpResponse.json(answer),
    ),
  );
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={lang} messages={CATALOGUES[lang]} onError={() => undefined}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </IntlProvider>
  );
  const { result } = renderHook(() => useKtpOcr(vi.fn()), { wrapper });
  act(() => result.current.read('data:image/jpeg;base64,/9j/2Q=='));
  await vi.waitFor(() => expect(toaster.create).toHaveBeenCalledTimes(1), { timeout: 30_000 });
  return vi.mocked(toaster.create).mock.calls[0]?.[0];
}

const success = { status: 'success', message: 'ok', reason: null, data: OCR_READING } as const;
const notFound = { status: 'not_found', message: 'x', reason: null, data: OCR_READING } as const;
const failed = {
  status: 'failed',
  message: 'x',
  reason: 'Gambar buram',
  data: OCR_READING,
} as const;

describe("spec §8's OCR texts in Indonesian and English", () => {
  beforeEach(() => {
    configureClient({ baseURL: '/api', getToken: () => 'tok-ocr', getLang: () => 'id' });
    server.use(http.get('*/api/v2/wilayah/provinsi', () => HttpResponse.json({ data: [] })));
    vi.spyOn(toaster, 'create');
  });

  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['id', 'a good reading', 'success', 'OCR Berhasil', success],
    ['en', 'a good reading', 'success', 'OCR succeeded', success],
    ['id', 'no card in the image', 'error', 'OCR Gagal KTP Tidak Ditemukan', notFound],
    ['en', 'no card in the image', 'error', 'OCR failed: no KTP found', notFound],
    ['id', 'a failed reading with its reason', 'error', 'OCR Gagal, Gambar buram', failed],
    ['en', 'a failed reading with its reason', 'error', 'OCR failed, Gambar buram', failed],
    ['id', 'an image the server could not process', 'error', 'Gagal mengolah gambar KTP', 422],
    [
      'en',
      'an image the server could not process',
      'error',
      'The KTP image could not be processed',
      422,
    ],
  ] as const)(
    '§8.13 %s: %s → %s toast "%s", for 5 seconds',
    async (lang, _situation, type, title, answer) => {
      expect(await toastFor(lang, answer as OcrResponse | number)).toEqual({
        title,
        type,
        duration: 5000,
      });
    },
  );
});
