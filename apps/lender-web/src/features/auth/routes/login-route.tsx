import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useLogin } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { FormPasswordField, FormTextField } from '@pendana/forms';
import { AuthCard } from '../components/auth-card';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { errorMessageFor } from '../../../lib/error-message';
import { saveSession } from '../../../lib/session';
import { formStyles } from '../components/form-styles';
import { loginMessages, passwordToggleMessages } from '../messages';
import { loginSchema, type LoginValues } from '../schemas/login-schema';

export function LoginRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = localeFromPath(useLocation().pathname);
  const login = useLogin();
  const { control, handleSubmit } = useForm<LoginValues>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
    shouldFocusError: true,
  });

  const onSubmit = handleSubmit((values) => {
    login.mutate(
      { data: { username: values.username.trim(), password: values.password } },
      {
        onSuccess: (answer) => {
          saveSession(
            {
              token: answer.access_token,
              userId: String(answer.user_id),
              userStatus: answer.status,
            },
            answer.expires_in,
          );
          void navigate(localizePath('/dashboard', locale), { replace: true });
        },
      },
    );
  });

  return (
    <AuthCard title={intl.formatMessage(loginMessages.title)}>
      <p className={formStyles.intro}>
        <FormattedMessage {...loginMessages.intro} />
      </p>
      {login.isError ? (
        <Alert status="danger" title={intl.formatMessage(loginMessages.failedTitle)}>
          {errorMessageFor(login.error, intl)}
        </Alert>
      ) : null}
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <FormTextField
          control={control}
          name="username"
          label={intl.formatMessage(loginMessages.usernameLabel)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <FormPasswordField
          control={control}
          name="password"
          label={intl.formatMessage(loginMessages.passwordLabel)}
          showLabel={intl.formatMessage(passwordToggleMessages.show)}
          hideLabel={intl.formatMessage(passwordToggleMessages.hide)}
          autoComplete="current-password"
          required
        />
        <Link className={formStyles.link} to={localizePath('/auth/forgot-password', locale)}>
          <FormattedMessage {...loginMessages.forgotPassword} />
        </Link>
        <Button
          type="submit"
          fullWidth
          loading={login.isPending}
          loadingLabel={intl.formatMessage(loginMessages.submitting)}
        >
          <FormattedMessage {...loginMessages.submit} />
        </Button>
      </form>
      <p className={formStyles.footer}>
        <FormattedMessage {...loginMessages.noAccount} />
        <Link className={formStyles.link} to={localizePath('/auth/register', locale)}>
          <FormattedMessage {...loginMessages.toRegister} />
        </Link>
      </p>
    </AuthCard>
  );
}
