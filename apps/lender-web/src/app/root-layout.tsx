import { useEffect } from 'react';
import { RawIntlProvider } from 'react-intl';
import { Outlet, useLoaderData, useLocation } from 'react-router-dom';
import { Toaster } from '@pendana/design-system/components/toast';
import { commonMessages } from '../i18n/common-messages';
import { setCurrentIntl } from '../i18n/intl';
import type { CompiledMessages } from '../i18n/load-messages';
import { localeFromPath } from '../i18n/locale';
import { toaster } from './toaster';

/** Provides the language of the first path segment (react-intl) and the toaster to every route. */
export function RootLayout() {
  const { pathname } = useLocation();
  const messages = useLoaderData() as CompiledMessages;
  const locale = localeFromPath(pathname);
  const intl = setCurrentIntl(locale, messages);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  return (
    <RawIntlProvider value={intl}>
      <Outlet />
      <Toaster toaster={toaster} closeLabel={intl.formatMessage(commonMessages.close)} />
    </RawIntlProvider>
  );
}
