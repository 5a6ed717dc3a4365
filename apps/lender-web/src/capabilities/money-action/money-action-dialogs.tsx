import type { ReactNode } from 'react';
import { PasswordDialog } from '../password-confirmation';
import { ResultDialog } from './result-dialog';
import type { MoneyAction, MoneyActionOutcome } from './use-money-action';

export interface MoneyActionDialogsProps<TInput, TResult> {
  action: MoneyAction<TInput, TResult>;
  /** Title of the password dialog, e.g. 'Konfirmasi pendanaan'. */
  title: ReactNode;
  /** What is about to happen, from the attempt's input (e.g. '2 paket · Rp 2.000.000'). */
  summary?: (input: TInput) => ReactNode;
  /** Extra buttons of the result dialog (e.g. a link to top up after 'Dana Tidak Cukup'). */
  resultActions?: (outcome: MoneyActionOutcome<TResult>) => ReactNode;
}

/** The dialogs of a money action: the password, then the result. One at a time. */
export function MoneyActionDialogs<TInput, TResult>({
  action,
  title,
  summary,
  resultActions,
}: MoneyActionDialogsProps<TInput, TResult>) {
  const { step, input, outcome } = action;
  return (
    <>
      <PasswordDialog
        // A fresh form (empty password) for every attempt.
        key={step === 'password' ? 'open' : 'closed'}
        open={step === 'password'}
        title={title}
        summary={input !== null && summary ? summary(input) : undefined}
        pending={action.pending}
        error={action.passwordError}
        onConfirm={action.confirm}
        onCancel={action.close}
      />
      <ResultDialog
        outcome={step === 'result' ? outcome : null}
        pending={action.pending}
        actions={outcome && resultActions ? resultActions(outcome) : undefined}
        onRetry={action.retry}
        onClose={action.close}
      />
    </>
  );
}
