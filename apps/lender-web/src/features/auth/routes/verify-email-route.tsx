import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useVerifyEmail } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Spinner } from '@pendana/design-system/components/spinner';
import { AuthCard } from '../components/auth-card';
import { commonMessages } from '../../../i18n/common-messages';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { errorMessageFor } from '../../../lib/error-message';
import { formStyles } from '../components/form-styles';
import { verifyEmailMessages } from '../messages';

/** The page the activation mail links to (`?code=`): activates the account, then offers the login. */
export function VerifyEmailRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const verify = useVerifyEmail();
  const { mutate } = verify;
  const sent = useRef(false);

  useEffect(() => {
    // The code is single-use: send it once, also under StrictMode's double effects.
    if (!code || sent.current) return;
    sent.current = true;
    mutate({ data: { code } });
  }, [code, mutate]);

  return (
    <AuthCard title={intl.formatMessage(verifyEmailMessages.title)}>
      {!code ? (
        <Alert status="danger">{intl.formatMessage(verifyEmailMessages.missingCode)}</Alert>
      ) : null}
      {code && (verify.isPending || verify.isIdle) ? (
        <p role="status">
          <Spinner size="sm" /> <FormattedMessage {...verifyEmailMessages.verifying} />
        </p>
      ) : null}
      {verify.isSuccess ? (
        <Alert status="success" title={intl.formatMessage(verifyEmailMessages.successTitle)}>
          {verify.data.message}
        </Alert>
      ) : null}
      {verify.isError ? (
        <Alert status="danger" title={intl.formatMessage(verifyEmailMessages.failedTitle)}>
          {errorMessageFor(verify.error, intl)}
        </Alert>
      ) : null}
      <Link className={formStyles.link} to={localizePath('/auth/login', locale)}>
        <FormattedMessage {...commonMessages.toLogin} />
      </Link>
    </AuthCard>
  );
}
