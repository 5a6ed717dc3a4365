// The liveness return page: its result notice is one catalogue sentence per case (ICU arguments), in
// both languages — not translated texts glued with ' ' (which left a trailing space).
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import compiledEn from '../../../i18n/compiled/en.json';
import compiledId from '../../../i18n/compiled/id.json';
import { LivenessReturnRoute } from './liveness-return-route';

const catalogues = { id: compiledId, en: compiledEn };
const search = (result: boolean) =>
  `?code=c-1&transaction_id=tx-1&result=${result}&score=0.9&imgManipulationScore=0.01&provider=privy`;

function renderReturn(locale: 'id' | 'en', passed: boolean, opened: boolean) {
  if (opened) {
    vi.stubGlobal('opener', { postMessage: vi.fn() });
    vi.spyOn(window, 'close').mockImplementation(() => undefined);
  }
  const path = `${locale === 'en' ? '/en' : ''}/liveness/return${search(passed)}`;
  render(
    <IntlProvider locale={locale} defaultLocale="id" messages={catalogues[locale]}>
      <MemoryRouter initialEntries={[path]}>
        <LivenessReturnRoute />
      </MemoryRouter>
    </IntlProvider>,
  );
}

describe('liveness return page, result notice', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    [
      'id',
      true,
      true,
      'Tes liveness berhasil. Hasil tes sudah dikirim ke halaman verifikasi. Jendela ini dapat ditutup.',
    ],
    ['id', true, false, 'Tes liveness berhasil.'],
    [
      'en',
      false,
      true,
      'Liveness test not passed. Repeat the test with your face clearly visible. The result was sent to the verification page. You can close this window.',
    ],
    [
      'en',
      false,
      false,
      'Liveness test not passed. Repeat the test with your face clearly visible.',
    ],
  ] as const)('%s, passed %s, opened by the wizard %s', (locale, passed, opened, sentence) => {
    renderReturn(locale, passed, opened);
    const start =
      locale === 'id' ? /^Tes liveness (berhasil|tidak)/ : /^Liveness test (passed|not)/;
    expect(screen.getByText(start).textContent).toBe(sentence);
  });
});
