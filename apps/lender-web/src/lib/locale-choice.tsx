// The app's language as a choice between two links: the same page under `/` (Indonesian) and
// `/en` (English), keeping the query string. Choosing a language is going to another address, so
// it is a link (it works before the app takes over a prerendered page, opens in a new tab, and
// arrow keys never navigate by accident), marked `aria-current` on the language shown.
import { Check } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { css } from '@pendana/design-system/styled-system/css';
import { localeFromPath, localizePath, type Locale } from '../i18n/locale';

const styles = {
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  link: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minH: '11',
    px: '4',
    borderRadius: 'md',
    borderWidth: '1px',
    borderColor: 'border',
    color: 'fg',
    textDecoration: 'none',
    _hover: { bg: 'bg.muted' },
    '&[aria-current="true"]': {
      borderColor: 'primary.solid',
      borderWidth: '2px',
      fontWeight: 'semibold',
      bg: 'primary.subtle',
    },
  }),
  mark: css({ w: '4', h: '4', flexShrink: '0' }),
};

export function LocaleChoice({
  label,
  options,
}: {
  /** Names the choice for assistive technology ("Bahasa aplikasi"). */
  label: string;
  options: ReadonlyArray<{ locale: Locale; label: string }>;
}) {
  const { pathname, search } = useLocation();
  const current = localeFromPath(pathname);
  return (
    <ul className={styles.list} aria-label={label}>
      {options.map(({ locale, label: text }) => {
        const selected = locale === current;
        return (
          <li key={locale}>
            <Link
              className={styles.link}
              to={`${localizePath(pathname, locale)}${search}`}
              replace
              hrefLang={locale}
              lang={locale}
              aria-current={selected ? 'true' : undefined}
            >
              {selected ? <Check aria-hidden className={styles.mark} /> : null}
              {text}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
