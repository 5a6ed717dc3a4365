import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { Dialog } from '@pendana/design-system/components/dialog';
import { css } from '@pendana/design-system/styled-system/css';
import { PlainPasswordField, SendButton } from '../../../lib/form-parts';
import { passwordConfirmationMessages as messages } from '../messages';

export interface PasswordDialogProps {
  open: boolean;
  title: ReactNode;
  /** What is about to happen (amount, project), under the title. */
  summary?: ReactNode;
  pending: boolean;
  /** The server's refusal of the password. */
  error: string | null;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}

const form = css({ display: 'grid', gap: '4' });

/**
 * The password asked again in a dialog before an action (spec §4: the password modal before checkout
 * and withdrawal). Presentational: the caller checks the password (verifyPassword) and passes the
 * refusal back as `error` (spec §8: the server's error, or the first password error).
 */
export function PasswordDialog({
  open,
  title,
  summary,
  pending,
  error,
  onConfirm,
  onCancel,
}: PasswordDialogProps) {
  const intl = useIntl();
  const formId = useId();
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
      role="alertdialog"
      closeOnInteractOutside={false}
      title={title}
      description={summary}
      footer={
        <>
          <Button variant="outline" disabled={pending} onClick={onCancel}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <SendButton
            form={formId}
            loading={pending}
            loadingLabel={intl.formatMessage(messages.submitting)}
          >
            {intl.formatMessage(messages.submit)}
          </SendButton>
        </>
      }
    >
      <form
        id={formId}
        className={form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setMissing(password === '');
          if (password !== '') onConfirm(password);
        }}
      >
        {error ? <Alert status="danger">{error}</Alert> : null}
        <PlainPasswordField
          label={messages.passwordLabel}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={missing ? intl.formatMessage(messages.passwordRequired) : undefined}
        />
      </form>
    </Dialog>
  );
}
