import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { useResetPassword } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { PasswordInput } from '@pendana/design-system/components/password-input';
import { applyServerErrors, useErrorText } from '@pendana/forms';
import { AuthCard } from '../components/auth-card';
import { commonMessages } from '../../../i18n/common-messages';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { errorMessageFor } from '../../../lib/error-message';
import { formStyles } from '../components/form-styles';
import { passwordToggleMessages, resetPasswordMessages } from '../messages';
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas/password-reset-schemas';

/** The page the reset mail links to (`?token=`): sets a new password. */
export function ResetPasswordRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const fieldError = useErrorText();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit((values) =>
    reset.mutate(
      {
        data: {
          token,
          password: values.password,
          password_confirmation: values.password_confirmation,
        },
      },
      {
        onError: (error) =>
          applyServerErrors(error, setError, { fields: ['password', 'password_confirmation'] }),
      },
    ),
  );

  const title = intl.formatMessage(resetPasswordMessages.title);
  if (!token) {
    return (
      <AuthCard title={title}>
        <Alert status="danger">{intl.formatMessage(resetPasswordMessages.missingToken)}</Alert>
        <Link className={formStyles.link} to={localizePath('/auth/forgot-password', locale)}>
          <FormattedMessage {...resetPasswordMessages.requestNew} />
        </Link>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title}>
      {reset.isSuccess ? <Alert status="success">{reset.data.message}</Alert> : null}
      {reset.isError ? (
        <Alert status="danger" title={intl.formatMessage(resetPasswordMessages.failedTitle)}>
          {errorMessageFor(reset.error, intl)}
        </Alert>
      ) : null}
      {reset.isSuccess ? null : (
        <form className={formStyles.form} onSubmit={onSubmit} noValidate>
          <PasswordInput
            label={intl.formatMessage(resetPasswordMessages.passwordLabel)}
            showLabel={intl.formatMessage(passwordToggleMessages.show)}
            hideLabel={intl.formatMessage(passwordToggleMessages.hide)}
            autoComplete="new-password"
            required
            error={fieldError(errors.password)}
            {...register('password')}
          />
          <PasswordInput
            label={intl.formatMessage(resetPasswordMessages.passwordConfirmationLabel)}
            showLabel={intl.formatMessage(passwordToggleMessages.show)}
            hideLabel={intl.formatMessage(passwordToggleMessages.hide)}
            autoComplete="new-password"
            required
            error={fieldError(errors.password_confirmation)}
            {...register('password_confirmation')}
          />
          <Button
            type="submit"
            fullWidth
            loading={reset.isPending}
            loadingLabel={intl.formatMessage(resetPasswordMessages.submitting)}
          >
            <FormattedMessage {...resetPasswordMessages.submit} />
          </Button>
        </form>
      )}
      <Link className={formStyles.link} to={localizePath('/auth/login', locale)}>
        <FormattedMessage {...commonMessages.toLogin} />
      </Link>
    </AuthCard>
  );
}
