import type { FormEventHandler, ReactNode } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { SubmitButton } from '../../../lib/form-parts';
import { formStyles } from './form-styles';

/**
 * An auth page's form: its fields, then its submit button, busy while `call` is pending (browser
 * validation off: the rules speak). `texts` is the page's message group or its own two texts.
 */
export function AuthForm({
  onSubmit,
  call,
  texts,
  variant,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  call: { isPending: boolean };
  texts: { submit: MessageDescriptor; submitting: MessageDescriptor };
  variant?: 'outline';
  children: ReactNode;
}) {
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      {children}
      <SubmitButton
        variant={variant}
        pending={call.isPending}
        text={texts.submit}
        pendingText={texts.submitting}
      />
    </form>
  );
}
