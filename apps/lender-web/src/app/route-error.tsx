import { onlineManager } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { isRouteErrorResponse, Link, useLocation, useRouteError } from 'react-router-dom';
import { Alert } from '@pendana/design-system/components/alert';
import { css } from '@pendana/design-system/styled-system/css';
import { MAIN_CONTENT_ID } from '@pendana/design-system/components/skip-link';
import { commonMessages, errorMessages } from '../i18n/common-messages';
import { localeFromPath, localizePath } from '../i18n/locale';
import { useOnline } from '../lib/online';

const page = css({ maxW: '40rem', mx: 'auto', p: '6', display: 'grid', gap: '4' });

/**
 * Shown instead of a route that failed to load or render: the app never shows a blank page. A page
 * whose code could not be fetched because the browser was offline says so, and loads by itself when
 * the network is back (a reload: the failed download of a page's code is not retried otherwise).
 */
export function RouteError() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const online = useOnline();
  const [failedOffline] = useState(() => !notFound && !onlineManager.isOnline());
  useEffect(() => {
    if (failedOffline && online) window.location.reload();
  }, [failedOffline, online]);
  if (import.meta.env.DEV && !notFound) console.error(error);
  if (failedOffline)
    return (
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={page}>
        <Alert status="warning">
          <FormattedMessage {...commonMessages.offline} />
        </Alert>
      </main>
    );
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={page}>
      <Alert
        status="danger"
        title={
          <FormattedMessage
            {...(notFound ? commonMessages.notFoundTitle : errorMessages.generic)}
          />
        }
      >
        <FormattedMessage {...(notFound ? commonMessages.notFoundBody : errorMessages.crash)} />
      </Alert>
      <Link to={localizePath('/', locale)}>
        <FormattedMessage {...commonMessages.toHome} />
      </Link>
    </main>
  );
}
