import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useDeleteSessionByLink } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { AuthCard } from '../components/auth-card';
import { commonMessages } from '../../../i18n/common-messages';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { errorMessageFor } from '../../../lib/error-message';
import { formStyles } from '../components/form-styles';
import { endSessionMessages as messages } from '../messages';

/**
 * The page the new-device mail's "Not you? End this session" link opens (`?token=`), without a
 * session: one button ends that session (a button, not on load: a mail scanner opening the link must
 * not use it up), then the server's answer; the link works once.
 */
export function EndSessionRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const end = useDeleteSessionByLink();
  return (
    <AuthCard title={intl.formatMessage(messages.title)}>
      {!token ? <Alert status="danger">{intl.formatMessage(messages.missingToken)}</Alert> : null}
      {token && !end.isSuccess ? (
        <>
          <p>{intl.formatMessage(messages.intro)}</p>
          <div>
            <Button
              variant="danger"
              loading={end.isPending}
              loadingLabel={intl.formatMessage(commonMessages.loading)}
              onClick={() => end.mutate({ data: { token } })}
            >
              {intl.formatMessage(messages.confirm)}
            </Button>
          </div>
        </>
      ) : null}
      {end.isSuccess ? (
        <Alert status="success" title={intl.formatMessage(messages.endedTitle)}>
          {end.data.message}
        </Alert>
      ) : null}
      {end.isError ? (
        <Alert status="danger" title={intl.formatMessage(messages.failedTitle)}>
          {errorMessageFor(end.error, intl)}
        </Alert>
      ) : null}
      <Link className={formStyles.link} to={localizePath('/auth/login', locale)}>
        {intl.formatMessage(commonMessages.toLogin)}
      </Link>
    </AuthCard>
  );
}
