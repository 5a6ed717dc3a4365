// What the app's form pages share: the alert of a failed call, the submit button with its pending
// text, the password field with its show/hide texts, and a link in the page's language.
import type { FieldValues } from 'react-hook-form';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { Alert } from '@pendana/design-system/components/alert';
import { Button, type ButtonProps } from '@pendana/design-system/components/button';
import {
  PasswordInput,
  type PasswordInputProps,
} from '@pendana/design-system/components/password-input';
import { FormPasswordField, type FormPasswordFieldProps } from '@pendana/forms';
import { localeFromPath, localizePath } from '../i18n/locale';
import { passwordToggleMessages as toggle } from '../i18n/common-messages';
import { errorMessageFor } from './error-message';
import { useSendGuard } from './online';

/** The server's (or the network's) reason a call failed, under an optional title; nothing before. */
export function FailedAlert({
  call,
  title,
}: {
  call: { isError: boolean; error: unknown };
  title?: MessageDescriptor;
}) {
  const intl = useIntl();
  if (!call.isError) return null;
  return (
    <Alert status="danger" title={title ? intl.formatMessage(title) : undefined}>
      {errorMessageFor(call.error, intl)}
    </Alert>
  );
}

/**
 * A button that sends the form to the server: `type="submit"`, and disabled while the browser is
 * offline, described by the offline banner's reason.
 */
export function SendButton({ disabled, ...rest }: Omit<ButtonProps, 'type'>) {
  return <Button type="submit" {...rest} {...useSendGuard(disabled)} />;
}

/** The form's submit button: full width, busy with its pending text while the call runs. */
export type SubmitButtonProps = Omit<ButtonProps, 'children' | 'loading' | 'loadingLabel'> & {
  pending: boolean;
  text: MessageDescriptor;
  pendingText: MessageDescriptor;
};

export function SubmitButton({ pending, text, pendingText, ...rest }: SubmitButtonProps) {
  const intl = useIntl();
  return (
    <SendButton
      fullWidth
      loading={pending}
      loadingLabel={intl.formatMessage(pendingText)}
      {...rest}
    >
      <FormattedMessage {...text} />
    </SendButton>
  );
}

type ToggleTexts = 'showLabel' | 'hideLabel' | 'label';

/** The texts of a password field: its label and the app's show/hide texts. */
function usePasswordTexts(label: MessageDescriptor) {
  const intl = useIntl();
  return {
    label: intl.formatMessage(label),
    showLabel: intl.formatMessage(toggle.show),
    hideLabel: intl.formatMessage(toggle.hide),
    required: true,
  };
}

/** A react-hook-form password field with the app's show/hide texts. */
export function PasswordField<T extends FieldValues>({
  label,
  ...props
}: Omit<FormPasswordFieldProps<T>, ToggleTexts> & { label: MessageDescriptor }) {
  const texts = usePasswordTexts(label);
  return (
    <FormPasswordField {...texts} {...(props as Omit<FormPasswordFieldProps<T>, ToggleTexts>)} />
  );
}

/** The same field outside a react-hook-form form (a dialog's single password). */
export function PlainPasswordField({
  label,
  ...props
}: Omit<PasswordInputProps, ToggleTexts> & { label: MessageDescriptor }) {
  return <PasswordInput {...usePasswordTexts(label)} {...props} />;
}

/** What a call answered: its success message (when it has one), or why it failed. */
export function CallAlerts({
  call,
  failedTitle,
}: {
  call: { isError: boolean; error: unknown; isSuccess: boolean; data?: { message?: string } };
  failedTitle?: MessageDescriptor;
}) {
  return (
    <>
      {call.isSuccess && call.data?.message ? (
        <Alert status="success">{call.data.message}</Alert>
      ) : null}
      <FailedAlert call={call} title={failedTitle} />
    </>
  );
}

/** A link to an app path in the page's language (`/x` or `/en/x`). */
export function LocalLink({
  to,
  text,
  className,
}: {
  to: string;
  text: MessageDescriptor;
  className?: string;
}) {
  const locale = localeFromPath(useLocation().pathname);
  return (
    <Link className={className} to={localizePath(to, locale)}>
      <FormattedMessage {...text} />
    </Link>
  );
}
