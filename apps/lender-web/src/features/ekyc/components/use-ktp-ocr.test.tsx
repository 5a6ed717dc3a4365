// The KTP OCR of the personal data step (spec §5, §8): the answer of `ocr-ktp` fills the fields that
// pass their rule (nik of exactly 16 characters, birth date padded to DD-MM-YYYY, rt/rw of at least
// two parts) and one of the four OCR messages is shown, for 5 seconds.
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { configureClient, type OcrResponse } from '@pendana/api-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import catalogue from '../../../i18n/messages/id.json';
import { toaster } from '../../../lib/toaster';
import { OCR_READING } from '../../../test/ocr-reading';
import { server, setupMswServer } from '../../../test/msw-server';
import { useKtpOcr } from './use-ktp-ocr';

// jsdom has no canvas: the 800×600 re-draw (checked on a real canvas in capture-sizes.browser.test)
// is replaced by a fixed file.
vi.mock('../utils/ocr-image', () => ({
  toOcrFile: async () => new File([new Uint8Array([255, 216, 255, 217])], 'ktp.jpg'),
}));

setupMswServer();

const KTP = 'data:image/jpeg;base64,/9j/2Q==';

const reading = OCR_READING;

let scans = 0;

/** The OCR answers `answer` (a JSON body, or an HTTP error status). */
function ocrAnswers(answer: OcrResponse | number) {
  server.use(
    http.post('*/api/v2/lender/ekyc/ocr-ktp', () => {
      scans += 1;
      return typeof answer === 'number'
        ? HttpResponse.json({ message: 'Berkas tidak terbaca' }, { status: answer })
        : HttpResponse.json(answer);
    }),
  );
}

/** Reads the KTP photo; returns the values the OCR put in the form. */
async function readKtp() {
  const setValue = vi.fn();
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlProvider locale="id" defaultLocale="id" messages={catalogue} onError={() => undefined}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </IntlProvider>
  );
  const { result } = renderHook(() => useKtpOcr(setValue), { wrapper });
  act(() => result.current.read(KTP));
  await vi.waitFor(() => expect(toaster.create).toHaveBeenCalledTimes(1), { timeout: 30_000 });
  expect(scans).toBe(1);
  return Object.fromEntries(setValue.mock.calls.map(([field, value]) => [field, value]));
}

describe('KTP OCR in the personal data step (spec §5, §8)', () => {
  beforeEach(() => {
    scans = 0;
    configureClient({ baseURL: '/api', getToken: () => 'tok-ocr', getLang: () => 'id' });
    // No region list: the pickers are left alone, only the card's own fields are filled.
    server.use(http.get('*/api/v2/wilayah/provinsi', () => HttpResponse.json({ data: [] })));
    vi.spyOn(toaster, 'create');
  });

  afterEach(() => vi.restoreAllMocks());

  it("§8.13 §5.10 §5.11 §9.13 a good reading fills the fields and says 'OCR Berhasil' for 5 seconds", async () => {
    ocrAnswers({ status: 'success', message: 'ok', reason: null, data: reading });
    expect(await readKtp()).toEqual({
      nik: '3174091708900001',
      nama: 'SITI AMINAH',
      tempat_lahir: 'JAKARTA',
      tanggal_lahir: '07-08-1990',
      alamat: 'JL. MELATI 1',
      rt: '001',
      rw: '002',
    });
    expect(toaster.create).toHaveBeenCalledWith({
      title: 'OCR Berhasil',
      type: 'success',
      duration: 5000,
    });
  });

  it.each(['317409170890000', '31740917089000012'])(
    '§5.9 a nik that is not exactly 16 characters (%s) is not filled in',
    async (nik) => {
      ocrAnswers({ status: 'success', message: 'ok', reason: null, data: { ...reading, nik } });
      const filled = await readKtp();
      expect(filled).not.toHaveProperty('nik');
      expect(filled.nama).toBe('SITI AMINAH');
    },
  );

  it('§5.11 an rt/rw of one part fills neither', async () => {
    ocrAnswers({
      status: 'success',
      message: 'ok',
      reason: null,
      data: { ...reading, rt_rw: '001' },
    });
    const filled = await readKtp();
    expect(filled).not.toHaveProperty('rt');
    expect(filled).not.toHaveProperty('rw');
  });

  it.each([
    [
      'no card in the image',
      { status: 'not_found', message: 'x', reason: null, data: reading } as OcrResponse,
      'OCR Gagal KTP Tidak Ditemukan',
    ],
    [
      'a failed reading with its reason',
      { status: 'failed', message: 'x', reason: 'Gambar buram', data: reading } as OcrResponse,
      'OCR Gagal, Gambar buram',
    ],
    ['an image the server could not process', 422, 'Gagal mengolah gambar KTP'],
  ] as const)(
    '§8.13 %s: nothing filled, the error message for 5 seconds',
    async (_, answer, title) => {
      ocrAnswers(answer);
      expect(await readKtp()).toEqual({});
      expect(toaster.create).toHaveBeenCalledWith({ title, type: 'error', duration: 5000 });
    },
  );
});
