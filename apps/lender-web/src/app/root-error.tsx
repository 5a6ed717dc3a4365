import { useLocation } from 'react-router-dom';
import { localeFromPath } from '../i18n/locale';

// Shown only when the language catalogue itself could not be loaded (e.g. the network dropped while
// the first chunk loaded), so react-intl is not available: the two texts live here, in both languages.
const TEXT = {
  id: {
    title: 'Halaman gagal dimuat',
    body: 'Periksa koneksi Anda lalu muat ulang halaman.',
    reload: 'Muat ulang',
  },
  en: {
    title: 'The page could not be loaded',
    body: 'Check your connection, then reload the page.',
    reload: 'Reload',
  },
} as const;

export function RootError() {
  const text = TEXT[localeFromPath(useLocation().pathname)];
  return (
    <main
      style={{
        maxWidth: '36rem',
        margin: '2rem auto',
        padding: '1rem',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <h1>{text.title}</h1>
      <p>{text.body}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {text.reload}
      </button>
    </main>
  );
}
