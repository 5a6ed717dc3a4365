import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Alert } from '@pendana/design-system/components/alert';
import { css } from '@pendana/design-system/styled-system/css';
import { MAIN_CONTENT_ID } from '@pendana/design-system/components/skip-link';
import { commonMessages } from '../i18n/common-messages';
import { localeFromPath, localizePath } from '../i18n/locale';
import { DocumentTitle } from '../lib/document-title';

const page = css({ maxW: '40rem', mx: 'auto', p: '6', display: 'grid', gap: '4' });

export function NotFoundRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={page}>
      <DocumentTitle title={intl.formatMessage(commonMessages.notFoundTitle)} />
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
