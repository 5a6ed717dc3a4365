// A money action (checkout, add funds, take funds, withdrawal): the amount chosen on the screen →
// the password (verifyPassword) → the SDK call under an Idempotency-Key → the result dialog and a
// toast (spec §4 "Project checkout", §8). Generic over the call: the screen passes it.
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError, throwIfBusinessError, verifyPassword } from '@pendana/api-sdk';
import { TOAST_DURATION } from '@pendana/design-system/components/toast';
import { errorMessageFor } from '../../lib/error-message';
import { useReturnFocus } from '../../lib/screen/use-return-focus';
import { notifyError, notifySuccess } from '../../lib/toaster';
import { idempotencyRequest, newIdempotencyKey } from './idempotency-key';
import { moneyActionMessages as messages } from './messages';

/** The SDK request options of one attempt (pass them as the SDK call's `options`). */
export type MoneyActionRequest = ReturnType<typeof idempotencyRequest>;

export interface MoneyActionOptions<TInput, TResult> {
  /** The SDK call, e.g. `(input, request) => checkoutProject(input, request)`. */
  mutate: (input: TInput, request: MoneyActionRequest) => Promise<TResult>;
  /** The success text; default the answer's `success`, else 'Tambah Dana Berhasil' (spec §8). */
  successText?: (result: TResult) => string;
  /** The failure text where the screen's §8 names one; default the server's message. */
  errorText?: (error: unknown) => string;
  /** After a success, e.g. invalidate the balance and the lists. */
  onSuccess?: (result: TResult, input: TInput) => void;
  /** How long the toast stays; default 8 s (spec §9: funding messages). */
  toastDurationMs?: number;
}

export type MoneyActionOutcome<TResult> =
  | { ok: true; text: string; result: TResult }
  /** `retryable`: no answer (or a 5xx) came back, so the same attempt may be sent again. */
  | { ok: false; text: string; error: unknown; retryable: boolean };

export interface MoneyAction<TInput, TResult> {
  /** 'password' while the password dialog is shown, 'result' with the result dialog. */
  step: 'idle' | 'password' | 'result';
  /** What `start` was given (e.g. to show the amount in the dialogs). */
  input: TInput | null;
  /** The password check or the call is on its way. */
  pending: boolean;
  /** The refusal of the password check (the server's error, or the first password error). */
  passwordError: string | null;
  outcome: MoneyActionOutcome<TResult> | null;
  /** A new attempt (new Idempotency-Key): asks for the password. */
  start: (input: TInput) => void;
  /** Checks the password, then sends the call. A second call while one is pending sends nothing. */
  confirm: (password: string) => void;
  /** After a retryable failure: sends the same attempt again (same key, no password asked). */
  retry: () => void;
  /** Closes whatever is open and clears the attempt (spec §4 withdrawal: dialog, confirm, success). */
  close: () => void;
}

const IDLE = { step: 'idle', input: null, passwordError: null, outcome: null } as const;

const isRetryable = (error: unknown) =>
  isApiError(error) && (error.status === 0 || error.status >= 500);

const successOf = (result: unknown): string | undefined => {
  const text = (result as { success?: unknown } | null)?.success;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
};

export function useMoneyAction<TInput, TResult>(
  options: MoneyActionOptions<TInput, TResult>,
): MoneyAction<TInput, TResult> {
  const intl = useIntl();
  const [state, setState] =
    useState<Pick<MoneyAction<TInput, TResult>, 'step' | 'input' | 'passwordError' | 'outcome'>>(
      IDLE,
    );
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const attempt = useRef<{ key: string; input: TInput } | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const rememberOpener = useReturnFocus(state.step !== 'idle');

  const send = useCallback(async () => {
    const current = attempt.current;
    if (!current) return;
    const { mutate, successText, errorText, onSuccess, toastDurationMs } = latest.current;
    const duration = { durationMs: toastDurationMs ?? TOAST_DURATION.FUNDING };
    let outcome: MoneyActionOutcome<TResult>;
    try {
      const result = throwIfBusinessError(
        await mutate(current.input, idempotencyRequest(current.key)),
      );
      const text =
        successText?.(result) ?? successOf(result) ?? intl.formatMessage(messages.fundingSuccess);
      outcome = { ok: true, text, result };
    } catch (error) {
      const text = errorText?.(error) ?? errorMessageFor(error, intl);
      outcome = { ok: false, text, error, retryable: isRetryable(error) };
    }
    if (outcome.ok) {
      notifySuccess(outcome.text, duration);
      onSuccess?.(outcome.result, current.input);
    } else {
      notifyError(outcome.text, duration);
    }
    // Only a lost answer may be sent again under the same key; after any other the attempt is over.
    if (outcome.ok || !outcome.retryable) attempt.current = null;
    setState({ step: 'result', input: current.input, passwordError: null, outcome });
  }, [intl]);

  /** Runs `work` unless something is already on its way (the double-submit guard). */
  const guarded = useCallback(async (work: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await work();
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);

  const start = useCallback(
    (input: TInput) => {
      if (busy.current) return;
      rememberOpener();
      attempt.current = { key: newIdempotencyKey(), input };
      setState({ step: 'password', input, passwordError: null, outcome: null });
    },
    [rememberOpener],
  );

  const confirm = useCallback(
    (password: string) => {
      if (!attempt.current) return;
      void guarded(async () => {
        setState((previous) => ({ ...previous, passwordError: null }));
        try {
          throwIfBusinessError(await verifyPassword({ password }));
        } catch (error) {
          setState((previous) => ({ ...previous, passwordError: errorMessageFor(error, intl) }));
          return;
        }
        await send();
      });
    },
    [guarded, intl, send],
  );

  const retry = useCallback(() => void guarded(send), [guarded, send]);

  const close = useCallback(() => {
    if (busy.current) return;
    attempt.current = null;
    setState(IDLE);
  }, []);

  return { ...state, pending, start, confirm, retry, close };
}
