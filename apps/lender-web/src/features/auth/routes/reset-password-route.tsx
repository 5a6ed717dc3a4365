import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useResetPassword } from '@pendana/api-sdk';
import { Alert } from '@pendana/design-system/components/alert';
import { applyServerErrors } from '@pendana/forms';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { NewPasswordFields } from '../components/new-password-fields';
import { ToLogin } from '../components/to-login';
import { CallAlerts, LocalLink } from '../../../lib/form-parts';
import { formStyles } from '../components/form-styles';
import { resetPasswordMessages } from '../messages';
import { resetPasswordSchema, type ResetPasswordValues } from '../schemas/password-reset-schemas';

/** The page the reset mail links to (`?token=`): sets a new password. */
export function ResetPasswordRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const reset = useResetPassword();
  const { control, handleSubmit, setError } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit((values) =>
    reset.mutate(
      { data: { token, ...values } },
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
        <LocalLink
          className={formStyles.link}
          to="/auth/forgot-password"
          text={resetPasswordMessages.requestNew}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title}>
      <CallAlerts call={reset} failedTitle={resetPasswordMessages.failedTitle} />
      {reset.isSuccess ? null : (
        <AuthForm onSubmit={onSubmit} call={reset} texts={resetPasswordMessages}>
          <NewPasswordFields
            control={control}
            labels={{
              password: resetPasswordMessages.passwordLabel,
              confirmation: resetPasswordMessages.passwordConfirmationLabel,
            }}
          />
        </AuthForm>
      )}
      <ToLogin />
    </AuthCard>
  );
}
