import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { errorMessageFor } from '../../lib/error-message';
import type { WizardMessages } from './messages';
import { stepStyles } from './styles';
import { SendButton } from '../../lib/form-parts';

/** What `useStepForm` gives every step's `<StepForm>`. */
export interface StepFormFrame {
  headingId: string;
  messages: WizardMessages;
  /** The form started from a draft: say so. */
  restored: boolean;
  /** The failed save, shown above the fields. */
  error: unknown;
  saving: boolean;
}

export interface StepFormProps extends StepFormFrame {
  onSubmit: () => unknown;
  /** Said after the restored-draft notice (e.g. that files are not kept). */
  restoredNote?: MessageDescriptor;
  /** No back button when absent (the first step, a single-section edit). */
  onBack?: (() => void) | undefined;
  /** The submit button's text; "save and next" by default. */
  submitLabel?: MessageDescriptor;
  children: ReactNode;
}

/** A failed save: the server's text (or the app's when none came) under the wizard's title. */
export function SaveFailed({ error, title }: { error: unknown; title: MessageDescriptor }) {
  const intl = useIntl();
  return (
    <Alert status="danger" title={intl.formatMessage(title)}>
      {errorMessageFor(error, intl)}
    </Alert>
  );
}

/**
 * The form of a wizard step, labelled by the step heading: the restored-draft notice, the failed
 * save, the fields, then back and submit (busy while saving).
 */
export function StepForm({
  headingId,
  messages,
  restored,
  restoredNote,
  error,
  saving,
  onSubmit,
  onBack,
  submitLabel = messages.next,
  children,
}: StepFormProps) {
  const intl = useIntl();
  const draftRestored = intl.formatMessage(messages.draftRestored);
  const note = restoredNote ? intl.formatMessage(restoredNote) : null;
  return (
    <form
      className={stepStyles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
      noValidate
      aria-labelledby={headingId}
    >
      {restored ? (
        <Alert status="info">
          {note ? (
            <>
              {draftRestored} {note}
            </>
          ) : (
            draftRestored
          )}
        </Alert>
      ) : null}
      {error ? <SaveFailed error={error} title={messages.saveFailedTitle} /> : null}
      {children}
      <div className={stepStyles.actions}>
        {onBack ? (
          <Button variant="outline" onClick={onBack}>
            <FormattedMessage {...messages.back} />
          </Button>
        ) : (
          <span />
        )}
        <SendButton loading={saving} loadingLabel={intl.formatMessage(messages.saving)}>
          <FormattedMessage {...submitLabel} />
        </SendButton>
      </div>
    </form>
  );
}
