import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Alert } from '@pendana/design-system/components/alert';
import { css } from '@pendana/design-system/styled-system/css';
import { MAIN_CONTENT_ID } from '@pendana/design-system/components/skip-link';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { livenessMessages as messages } from '../messages';
import { LIVENESS_MESSAGE, parseLivenessReturn, type LivenessMessage } from '../utils/liveness';
import { DocumentTitle } from '../../../lib/document-title';

const styles = {
  page: css({ display: 'grid', gap: '4', maxW: '36rem', mx: 'auto', p: '6' }),
  title: css({ textStyle: 'h1' }),
  link: css({ color: 'primary.fg', textDecoration: 'underline', fontWeight: 'semibold' }),
};

/**
 * Where the liveness provider sends the lender back (`/liveness/return?code=…&result=…`): the result
 * is handed to the wizard window that opened the provider (same origin only), then this window
 * closes. Opened on its own, it links back to the wizard.
 */
export function LivenessReturnRoute() {
  const intl = useIntl();
  const location = useLocation();
  const locale = localeFromPath(location.pathname);
  const [outcome] = useState(() => parseLivenessReturn(location.search));
  // Opened by the wizard window: the result goes back to it and this window closes.
  const [opener] = useState(() => {
    const value = window.opener as Window | null;
    return value && value !== window ? value : null;
  });

  useEffect(() => {
    if (!outcome || !opener) return;
    const message: LivenessMessage = { type: LIVENESS_MESSAGE, outcome };
    try {
      opener.postMessage(message, window.location.origin);
      window.close();
    } catch {
      // The opener is gone or of another origin: the link below leads back.
    }
  }, [outcome, opener]);

  const title = intl.formatMessage(messages.returnTitle);
  const resultText = (passed: boolean) =>
    intl.formatMessage(passed ? messages.passed : messages.failed);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.page}>
      <DocumentTitle title={title} />
      <h1 className={styles.title}>{title}</h1>
      {outcome ? (
        <Alert status={outcome.result ? 'success' : 'warning'}>
          {opener
            ? intl.formatMessage(messages.returnSent, { result: resultText(outcome.result) })
            : resultText(outcome.result)}
        </Alert>
      ) : (
        <Alert status="danger">{intl.formatMessage(messages.returnInvalid)}</Alert>
      )}
      <RouterLink className={styles.link} to={localizePath('/dashboard/ekyc', locale)}>
        {intl.formatMessage(messages.backToWizard)}
      </RouterLink>
    </main>
  );
}
