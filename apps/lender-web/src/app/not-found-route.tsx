import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Alert } from '@pendana/design-system/components/alert';
import { css } from '@pendana/design-system/styled-system/css';
import { commonMessages } from '../i18n/common-messages';
import { localeFromPath, localizePath } from '../i18n/locale';

const page = css({ maxW: '40rem', mx: 'auto', p: '6', display: 'grid', gap: '4' });

export function NotFoundRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <main className={page}>
      <title>{intl.formatMessage(commonMessages.notFoundTitle)}</title>
      <h1 className={css({ textStyle: 'h1' })}>
        <FormattedMessage {...commonMessages.notFoundTitle} />
      </h1>
      <Alert status="info">
        <FormattedMessage {...commonMessages.notFoundBody} />
      </Alert>
      <Link to={localizePath('/', locale)}>
        <FormattedMessage {...commonMessages.toHome} />
      </Link>
    </main>
  );
}
