// The password change through the reset-link flow (spec §7 forgot_password): a link to set a new
// password is e-mailed to the account's address; the server's answer (or its refusal, e.g. too many
// requests) is shown. The link leads to /auth/reset-password.
import { useIntl } from 'react-intl';
import { useForgotPassword } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { commonMessages } from '../../../i18n/common-messages';
import { errorMessageFor } from '../../../lib/error-message';
import { settingsMessages as messages } from '../messages';

export function PasswordChange({ email }: { email: string }) {
  const intl = useIntl();
  const send = useForgotPassword();
  return (
    <>
      <p>{intl.formatMessage(messages.passwordIntro, { email })}</p>
      {send.isSuccess ? (
        <Alert status="success" title={intl.formatMessage(messages.passwordSentTitle)}>
          {send.data.message}
        </Alert>
      ) : null}
      {send.isError ? (
        <Alert status="danger" title={intl.formatMessage(messages.passwordFailedTitle)}>
          {errorMessageFor(send.error, intl)}
        </Alert>
      ) : null}
      <div>
        <Button
          variant="outline"
          onClick={() => send.mutate({ data: { email } })}
          loading={send.isPending}
          loadingLabel={intl.formatMessage(commonMessages.loading)}
        >
          {intl.formatMessage(send.isSuccess ? messages.passwordAgain : messages.passwordSend)}
        </Button>
      </div>
    </>
  );
}
