import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { useResendEmail } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { TextField } from '@pendana/design-system/components/text-field';
import { useErrorText } from '@pendana/forms';
import { emailSchema } from '@pendana/forms/schemas';
import { AuthCard } from '../components/auth-card';
import { commonMessages } from '../../../i18n/common-messages';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { errorMessageFor } from '../../../lib/error-message';
import { formStyles } from '../components/form-styles';
import { emailVerificationMessages, registerMessages } from '../messages';

const resendSchema = z.object({ email: emailSchema(registerMessages.emailRequired.id) });
type ResendValues = z.infer<typeof resendSchema>;

/** After registering: the activation mail was sent; the lender may ask for it again. */
export function EmailVerificationRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const fieldError = useErrorText();
  const resend = useResendEmail();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResendValues>({ resolver: zodResolver(resendSchema), defaultValues: { email } });

  const onSubmit = handleSubmit((values) =>
    resend.mutate({ data: { email: values.email.trim() } }),
  );

  return (
    <AuthCard title={intl.formatMessage(emailVerificationMessages.title)}>
      <p>
        {email ? (
          <FormattedMessage {...emailVerificationMessages.body} values={{ email }} />
        ) : (
          <FormattedMessage {...emailVerificationMessages.bodyNoEmail} />
        )}
      </p>
      {resend.isSuccess ? <Alert status="success">{resend.data.message}</Alert> : null}
      {resend.isError ? <Alert status="danger">{errorMessageFor(resend.error, intl)}</Alert> : null}
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <p className={formStyles.intro}>
          <FormattedMessage {...emailVerificationMessages.notReceived} />
        </p>
        <TextField
          label={intl.formatMessage(emailVerificationMessages.emailLabel)}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <Button
          type="submit"
          variant="outline"
          fullWidth
          loading={resend.isPending}
          loadingLabel={intl.formatMessage(emailVerificationMessages.resending)}
        >
          <FormattedMessage {...emailVerificationMessages.resend} />
        </Button>
      </form>
      <Link className={formStyles.link} to={localizePath('/auth/login', locale)}>
        <FormattedMessage {...commonMessages.toLogin} />
      </Link>
    </AuthCard>
  );
}
