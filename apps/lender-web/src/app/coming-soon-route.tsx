import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Alert } from '@pendana/design-system/components/alert';
import { css } from '@pendana/design-system/styled-system/css';
import { entryForPath } from './menu';
import { PasswordConfirmationGate } from '../capabilities/password-confirmation';
import { localeFromPath, localizePath, stripLocale } from '../i18n/locale';
import { comingSoonMessages } from './messages';
import { DocumentTitle } from '../lib/document-title';

const pageStyle = css({ display: 'grid', gap: '4', maxW: '40rem' });

/**
 * A menu page whose feature is not built yet: says so honestly, in both languages, and shows no
 * data (nothing is invented).
 */
export function ComingSoonRoute() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const entry = entryForPath(stripLocale(pathname));
  const title = entry ? intl.formatMessage(entry.label) : '';
  const page = (
    <div className={pageStyle}>
      <DocumentTitle title={title} />
      <h1 className={css({ textStyle: 'h1' })}>{title}</h1>
      <Alert status="info">
        <FormattedMessage {...comingSoonMessages.body} />
      </Alert>
      <Link
        className={css({
          color: 'primary.fg',
          fontWeight: 'semibold',
          textDecoration: 'underline',
        })}
        to={localizePath('/dashboard', locale)}
      >
        <FormattedMessage {...comingSoonMessages.toHome} />
      </Link>
    </div>
  );
  // Spec §6: account, work, heir and corporate account entries need confirmation.
  return entry?.needsConfirmation ? (
    <PasswordConfirmationGate>{page}</PasswordConfirmationGate>
  ) : (
    page
  );
}
