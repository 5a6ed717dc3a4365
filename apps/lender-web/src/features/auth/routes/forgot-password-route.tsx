import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useForgotPassword } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { TextField } from '@pendana/design-system/components/text-field';
import { applyServerErrors, useErrorText } from '@pendana/forms';
import { AuthCard } from '../components/auth-card';
import { commonMessages } from '../../../i18n/common-messages';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { errorMessageFor } from '../../../lib/error-message';
import { formStyles } from '../components/form-styles';
import { forgotPasswordMessages } from '../messages';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas/password-reset-schemas';

export function ForgotPasswordRoute() {
  const intl = useIntl();
  const locale = localeFromPath(useLocation().pathname);
  const fieldError = useErrorText();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ForgotPasswordValues>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(
      { data: { email: values.email.trim() } },
      { onError: (error) => applyServerErrors(error, setError, { fields: ['email'] }) },
    ),
  );

  return (
    <AuthCard title={intl.formatMessage(forgotPasswordMessages.title)}>
      <p className={formStyles.intro}>
        <FormattedMessage {...forgotPasswordMessages.intro} />
      </p>
      {forgot.isSuccess ? <Alert status="success">{forgot.data.message}</Alert> : null}
      {forgot.isError ? (
        <Alert status="danger" title={intl.formatMessage(forgotPasswordMessages.failedTitle)}>
          {errorMessageFor(forgot.error, intl)}
        </Alert>
      ) : null}
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <TextField
          label={intl.formatMessage(forgotPasswordMessages.emailLabel)}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <Button
          type="submit"
          fullWidth
          loading={forgot.isPending}
          loadingLabel={intl.formatMessage(forgotPasswordMessages.submitting)}
        >
          <FormattedMessage {...forgotPasswordMessages.submit} />
        </Button>
      </form>
      <Link className={formStyles.link} to={localizePath('/auth/login', locale)}>
        <FormattedMessage {...commonMessages.toLogin} />
      </Link>
    </AuthCard>
  );
}
