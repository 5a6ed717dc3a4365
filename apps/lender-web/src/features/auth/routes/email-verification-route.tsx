import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { useResendEmail } from '@pendana/api-sdk';
import { emailSchema } from '@pendana/forms/schemas';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { EmailField } from '../components/email-field';
import { ToLogin } from '../components/to-login';
import { CallAlerts } from '../../../lib/form-parts';
import { formStyles } from '../components/form-styles';
import { emailVerificationMessages, registerMessages } from '../messages';

const resendSchema = z.object({ email: emailSchema(registerMessages.emailRequired.id) });
type ResendValues = z.infer<typeof resendSchema>;

/** After registering: the activation mail was sent; the lender may ask for it again. */
export function EmailVerificationRoute() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const resend = useResendEmail();
  const { control, handleSubmit } = useForm<ResendValues>({
    resolver: zodResolver(resendSchema),
    defaultValues: { email },
  });

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
      <CallAlerts call={resend} />
      <AuthForm
        onSubmit={onSubmit}
        call={resend}
        texts={{
          submit: emailVerificationMessages.resend,
          submitting: emailVerificationMessages.resending,
        }}
        variant="outline"
      >
        <p className={formStyles.intro}>
          <FormattedMessage {...emailVerificationMessages.notReceived} />
        </p>
        <EmailField control={control} label={emailVerificationMessages.emailLabel} />
      </AuthForm>
      <ToLogin />
    </AuthCard>
  );
}
