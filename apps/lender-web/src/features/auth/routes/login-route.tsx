import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLogin, type LoginResponse } from '@pendana/api-sdk';
import { Spinner } from '@pendana/design-system/components/spinner';
import { FormTextField } from '@pendana/forms';
import { loadTwoFactorLoginStep } from '../../../capabilities/two-factor-login';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { FailedAlert, LocalLink, PasswordField } from '../../../lib/form-parts';
import { saveSession } from '../../../lib/session';
import { formStyles } from '../components/form-styles';
import { loginMessages } from '../messages';
import { loginSchema, type LoginValues } from '../schemas/login-schema';

// The code step of two-factor sign-in loads only when the server asks for it (bundle budgets).
const TwoFactorLoginStep = lazy(loadTwoFactorLoginStep);

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

  const [challenge, setChallenge] = useState<string | null>(null);

  const signedIn = (answer: LoginResponse) => {
    saveSession(
      { token: answer.access_token, userId: String(answer.user_id), userStatus: answer.status },
      answer.expires_in,
    );
    void navigate(localizePath('/dashboard', locale), { replace: true });
  };

  const onSubmit = handleSubmit((values) => {
    login.mutate(
      { data: { username: values.username.trim(), password: values.password } },
      {
        onSuccess: (answer) => {
          // Two-factor authentication on: the password was right, a code from the app comes next.
          if ('challenge_token' in answer) setChallenge(answer.challenge_token);
          else signedIn(answer);
        },
      },
    );
  });

  if (challenge) {
    return (
      <AuthCard title={intl.formatMessage(loginMessages.title)}>
        <Suspense fallback={<Spinner label={intl.formatMessage(loginMessages.submitting)} />}>
          <TwoFactorLoginStep
            challengeToken={challenge}
            onSignedIn={signedIn}
            onCancel={() => {
              login.reset();
              setChallenge(null);
            }}
          />
        </Suspense>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={intl.formatMessage(loginMessages.title)}>
      <p className={formStyles.intro}>
        <FormattedMessage {...loginMessages.intro} />
      </p>
      <FailedAlert call={login} title={loginMessages.failedTitle} />
      <AuthForm onSubmit={onSubmit} call={login} texts={loginMessages}>
        <FormTextField
          control={control}
          name="username"
          label={intl.formatMessage(loginMessages.usernameLabel)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <PasswordField
          control={control}
          name="password"
          label={loginMessages.passwordLabel}
          autoComplete="current-password"
        />
        <LocalLink
          className={formStyles.link}
          to="/auth/forgot-password"
          text={loginMessages.forgotPassword}
        />
      </AuthForm>
      <p className={formStyles.footer}>
        <FormattedMessage {...loginMessages.noAccount} />
        <LocalLink
          className={formStyles.link}
          to="/auth/register"
          text={loginMessages.toRegister}
        />
      </p>
    </AuthCard>
  );
}
