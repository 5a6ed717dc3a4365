// The photo texts that name their photo are whole sentences of the catalogue (ICU `{label}`), not a
// translated text glued to the label with ': ' — in both languages.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import compiledEn from '../../../i18n/compiled/en.json';
import compiledId from '../../../i18n/compiled/id.json';
import { IdentityPhotos } from './identity-photos';

const catalogues = { id: compiledId, en: compiledEn };

function renderPhotos(locale: 'id' | 'en') {
  return render(
    <IntlProvider locale={locale} defaultLocale="id" messages={catalogues[locale]}>
      <IdentityPhotos
        isPassport={false}
        photos={{ foto_ktp: null, profile_ktp: null, profile: null }}
        onChange={vi.fn()}
        errors={{}}
      />
    </IntlProvider>,
  );
}

describe('identity photos, texts naming the photo', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['id', ['Unggah Foto KTP dari galeri', 'Unggah Swafoto dengan KTP dari galeri']],
    ['en', ['Upload KTP photo from gallery', 'Upload Selfie with your KTP from gallery']],
  ] as const)('upload button and file input (%s)', (locale, [ktp, profileKtp]) => {
    renderPhotos(locale);
    expect(screen.getByRole('button', { name: ktp }).textContent).toBe(ktp);
    expect(screen.getByLabelText(ktp).getAttribute('type')).toBe('file');
    expect(screen.getByRole('button', { name: profileKtp })).toBeTruthy();
  });

  it.each([
    ['id', 'Buka kamera', 'Pratinjau kamera untuk Foto KTP'],
    ['en', 'Open camera', 'Camera preview for KTP photo'],
  ] as const)('camera preview while the camera starts (%s)', async (locale, start, preview) => {
    // A camera that never answers keeps the capture in its 'starting' phase, preview shown.
    vi.stubGlobal('navigator', {
      ...navigator,
      mediaDevices: { getUserMedia: () => new Promise(() => undefined) },
    });
    renderPhotos(locale);
    await userEvent.setup().click(screen.getAllByRole('button', { name: start })[0]!);
    expect(screen.getByLabelText(preview).tagName).toBe('VIDEO');
  });
});
