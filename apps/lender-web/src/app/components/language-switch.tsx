import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { css } from '@pendana/design-system/styled-system/css';
import { commonMessages } from '../../i18n/common-messages';
import { localeFromPath, localizePath } from '../../i18n/locale';

const link = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '11',
  px: '3',
  borderRadius: 'md',
  color: 'primary.fg',
  fontWeight: 'semibold',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { bg: 'primary.subtle' },
});
/** A phone shows the language's code (the header's actions fit one line at 360 px), a wider screen its name. */
const onPhone = css({ display: { base: 'inline', sm: 'none' } });
const fromSm = css({ display: { base: 'none', sm: 'inline' } });

/**
 * Links to the same page in the other language (`/x` ↔ `/en/x`), keeping the query string. Its
 * accessible name holds both the language's name and its code, so the visible text is part of it on
 * every screen (a phone shows the code).
 */
export function LanguageSwitch() {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const target = localeFromPath(pathname) === 'en' ? 'id' : 'en';
  return (
    <Link
      className={link}
      to={`${localizePath(pathname, target)}${search}`}
      hrefLang={target}
      lang={target}
      aria-label={intl.formatMessage(commonMessages.languageSwitchLabel)}
    >
      <span className={onPhone}>{intl.formatMessage(commonMessages.languageSwitchShort)}</span>
      <span className={fromSm}>{intl.formatMessage(commonMessages.languageSwitch)}</span>
    </Link>
  );
}
