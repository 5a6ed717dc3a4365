import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useRegister } from '@pendana/api-sdk';
import { applyServerErrors, FormTextField, useErrorText } from '@pendana/forms';
import { AuthCard } from '../components/auth-card';
import { AuthForm } from '../components/auth-form';
import { EmailField } from '../components/email-field';
import { NewPasswordFields } from '../components/new-password-fields';
import { localeFromPath, localizePath } from '../../../i18n/locale';
import { FailedAlert, LocalLink } from '../../../lib/form-parts';
import { formStyles } from '../components/form-styles';
import { registerMessages } from '../messages';
import { registerSchema, type RegisterValues } from '../schemas/register-schema';
import { toRegisterPayload } from '../utils/to-register-payload';

const SERVER_FIELDS = [
  'username',
  'email',
  'password',
  'password_confirmation',
  'lender_type',
  'referal_code',
] as const;

export function RegisterRoute() {
  const intl = useIntl();
  const navigate = useNavigate();
  const locale = localeFromPath(useLocation().pathname);
  const fieldError = useErrorText();
  const registration = useRegister();
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      username: '',
      email: '',
      password: '',
      password_confirmation: '',
      referal_code: '',
      accept_terms: false as unknown as true,
    },
  });

  const onSubmit = handleSubmit((values) => {
    registration.mutate(
      { data: toRegisterPayload(values) },
      {
        onSuccess: () => {
          const email = encodeURIComponent(values.email.trim());
          void navigate(`${localizePath('/auth/email-verification', locale)}?email=${email}`, {
            replace: true,
          });
        },
        onError: (error) => applyServerErrors(error, setError, { fields: SERVER_FIELDS }),
      },
    );
  });

  const lenderTypeError = fieldError(errors.lender_type);
  const termsError = fieldError(errors.accept_terms);

  return (
    <AuthCard title={intl.formatMessage(registerMessages.title)}>
      <FailedAlert call={registration} title={registerMessages.failedTitle} />
      <AuthForm onSubmit={onSubmit} call={registration} texts={registerMessages}>
        <fieldset
          className={formStyles.fieldset}
          aria-describedby={lenderTypeError ? 'lender-type-error' : undefined}
          aria-invalid={lenderTypeError ? true : undefined}
        >
          <legend className={formStyles.legend}>
            <FormattedMessage {...registerMessages.lenderTypeLegend} />
          </legend>
          <div className={formStyles.choices}>
            <label className={formStyles.choice}>
              <input type="radio" value="1" {...register('lender_type')} />
              <span>
                <span className={formStyles.choiceTitle}>
                  <FormattedMessage {...registerMessages.individual} />
                </span>
                <span className={formStyles.choiceHint}>
                  <FormattedMessage {...registerMessages.individualHint} />
                </span>
              </span>
            </label>
            <label className={formStyles.choice}>
              <input type="radio" value="2" {...register('lender_type')} />
              <span>
                <span className={formStyles.choiceTitle}>
                  <FormattedMessage {...registerMessages.corporate} />
                </span>
                <span className={formStyles.choiceHint}>
                  <FormattedMessage {...registerMessages.corporateHint} />
                </span>
              </span>
            </label>
          </div>
          {lenderTypeError ? (
            <p id="lender-type-error" className={formStyles.fieldError} role="alert">
              {lenderTypeError}
            </p>
          ) : null}
        </fieldset>
        <FormTextField
          control={control}
          name="username"
          label={intl.formatMessage(registerMessages.usernameLabel)}
          hint={intl.formatMessage(registerMessages.usernameHint)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <EmailField control={control} label={registerMessages.emailLabel} />
        <NewPasswordFields
          control={control}
          labels={{
            password: registerMessages.passwordLabel,
            confirmation: registerMessages.passwordConfirmationLabel,
            hint: registerMessages.passwordHint,
          }}
        />
        <FormTextField
          control={control}
          name="referal_code"
          label={intl.formatMessage(registerMessages.referralLabel)}
          autoCapitalize="characters"
        />
        <div>
          <label className={formStyles.checkbox}>
            <input
              type="checkbox"
              aria-invalid={termsError ? true : undefined}
              aria-describedby={termsError ? 'accept-terms-error' : undefined}
              {...register('accept_terms')}
            />
            <span>
              <FormattedMessage {...registerMessages.termsAgreement} />
            </span>
          </label>
          {termsError ? (
            <p id="accept-terms-error" className={formStyles.fieldError} role="alert">
              {termsError}
            </p>
          ) : null}
        </div>
        <Link
          className={formStyles.link}
          to={localizePath('/auth/terms', locale)}
          target="_blank"
          rel="noopener"
        >
          <FormattedMessage {...registerMessages.termsLink} />
        </Link>
      </AuthForm>
      <p className={formStyles.footer}>
        <FormattedMessage {...registerMessages.haveAccount} />
        <LocalLink className={formStyles.link} to="/auth/login" text={registerMessages.toLogin} />
      </p>
    </AuthCard>
  );
}
