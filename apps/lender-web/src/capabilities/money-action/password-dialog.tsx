import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@pendana/design-system/components/alert';
import { Button } from '@pendana/design-system/components/button';
import { Dialog } from '@pendana/design-system/components/dialog';
import { PasswordInput } from '@pendana/design-system/components/password-input';
import { css } from '@pendana/design-system/styled-system/css';
import { moneyActionMessages as messages } from './messages';

export interface PasswordDialogProps {
  open: boolean;
  title: ReactNode;
  /** What is about to happen (amount, project). */
  summary?: ReactNode;
  pending: boolean;
  /** The server's refusal of the password. */
  error: string | null;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}

const form = css({ display: 'grid', gap: '4' });

/** The password step of a money action (spec §4: password modal before checkout and withdrawal). */
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
          <Button
            type="submit"
            form={formId}
            loading={pending}
            loadingLabel={intl.formatMessage(messages.processing)}
          >
            {intl.formatMessage(messages.confirm)}
          </Button>
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
        <p>{intl.formatMessage(messages.passwordIntro)}</p>
        {error ? <Alert status="danger">{error}</Alert> : null}
        <PasswordInput
          label={intl.formatMessage(messages.passwordLabel)}
          showLabel={intl.formatMessage(messages.showPassword)}
          hideLabel={intl.formatMessage(messages.hidePassword)}
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={missing ? intl.formatMessage(messages.passwordRequired) : undefined}
        />
      </form>
    </Dialog>
  );
}
