import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useForgotPassword } from '@pendana/api-sdk';
import { applyServerErrors } from '@pendana/forms';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { EmailField } from '../components/email-field';
import { ToLogin } from '../components/to-login';
import { CallAlerts } from '../../../lib/form-parts';
import { formStyles } from '../components/form-styles';
import { forgotPasswordMessages } from '../messages';
import { forgotPasswordSchema, type ForgotPasswordValues } from '../schemas/password-reset-schemas';

export function ForgotPasswordRoute() {
  const intl = useIntl();
  const forgot = useForgotPassword();
  const { control, handleSubmit, setError } = useForm<ForgotPasswordValues>({
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
      <CallAlerts call={forgot} failedTitle={forgotPasswordMessages.failedTitle} />
      <AuthForm onSubmit={onSubmit} call={forgot} texts={forgotPasswordMessages}>
        <EmailField control={control} label={forgotPasswordMessages.emailLabel} />
      </AuthForm>
      <ToLogin />
    </AuthCard>
  );
}
