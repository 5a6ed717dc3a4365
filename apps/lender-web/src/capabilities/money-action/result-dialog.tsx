import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@pendana/design-system/components/button';
import { Dialog } from '@pendana/design-system/components/dialog';
import { commonMessages } from '../../i18n/common-messages';
import { moneyActionMessages as messages } from './messages';
import type { MoneyActionOutcome } from './use-money-action';

export interface ResultDialogProps<TResult> {
  outcome: MoneyActionOutcome<TResult> | null;
  pending: boolean;
  /** Extra buttons for this outcome (e.g. 'Isi saldo' when the balance is short). */
  actions?: ReactNode;
  onRetry: () => void;
  onClose: () => void;
}

/** The result of a money action: the server's success text or its refusal (spec §8). */
export function ResultDialog<TResult>({
  outcome,
  pending,
  actions,
  onRetry,
  onClose,
}: ResultDialogProps<TResult>) {
  const intl = useIntl();
  return (
    <Dialog
      open={outcome !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      role={outcome?.ok === false ? 'alertdialog' : 'dialog'}
      title={intl.formatMessage(outcome?.ok ? messages.successTitle : messages.failedTitle)}
      description={outcome?.text}
      closeLabel={intl.formatMessage(commonMessages.close)}
      footer={
        <>
          {actions}
          {outcome?.ok === false && outcome.retryable ? (
            <Button
              variant="outline"
              loading={pending}
              loadingLabel={intl.formatMessage(commonMessages.loading)}
              onClick={onRetry}
            >
              {intl.formatMessage(commonMessages.retry)}
            </Button>
          ) : null}
          <Button onClick={onClose}>{intl.formatMessage(commonMessages.close)}</Button>
        </>
      }
    />
  );
}
