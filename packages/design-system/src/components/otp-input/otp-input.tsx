import { PinInput } from '@ark-ui/react/pin-input';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { otp } from '@pendana/design-system/styled-system/recipes';
import { Button } from '../button/button';

export interface OtpInputProps {
  label: ReactNode;
  /** Number of digits (default 6). */
  length?: number;
  value?: string;
  onValueChange?: (code: string) => void;
  /** Called once every digit is filled. */
  onComplete?: (code: string) => void;
  /** e.g. 'Kode OTP yg kamu masukan salah!' */
  error?: ReactNode;
  disabled?: boolean;
  /** Accessible name of each box; `index` is zero-based, e.g. (i, n) => `Digit ${i + 1} dari ${n}`. */
  digitLabel: (index: number, length: number) => string;
  /** Resend: the label, the seconds to wait, the countdown text and the handler. Omit for no resend. */
  resend?: {
    label: string;
    /** Seconds before resend is allowed (starts when mounted and after each resend). */
    seconds: number;
    waitText: (secondsLeft: number) => ReactNode;
    onResend: () => void;
  };
  name?: string;
}

function useCountdown(seconds: number) {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, restart: () => setLeft(seconds) };
}

/**
 * One-time code on Ark's PinInput: digits only, paste fills every box, typing advances, SMS autofill
 * (autocomplete="one-time-code"), error state and a resend countdown.
 */
export function OtpInput({
  label,
  length = 6,
  value,
  onValueChange,
  onComplete,
  error,
  disabled,
  digitLabel,
  resend,
  name,
}: OtpInputProps) {
  const styles = otp();
  const errorId = useId();
  const countdown = useCountdown(resend?.seconds ?? 0);
  const invalid = Boolean(error);
  const digits =
    value === undefined ? undefined : Array.from({ length }, (_, index) => value[index] ?? '');
  return (
    <div className={styles.root}>
      <PinInput.Root
        count={length}
        otp
        type="numeric"
        value={digits}
        onValueChange={(details) => onValueChange?.(details.valueAsString)}
        onValueComplete={(details) => onComplete?.(details.valueAsString)}
        invalid={invalid}
        disabled={disabled}
        name={name}
        translations={{ inputLabel: digitLabel }}
        sanitizeValue={(text) => text.replace(/\D/g, '')}
        className={styles.root}
      >
        <PinInput.Label className={styles.label}>{label}</PinInput.Label>
        <PinInput.Control className={styles.control}>
          {Array.from({ length }, (_, index) => (
            <PinInput.Input
              key={index}
              index={index}
              className={styles.input}
              aria-describedby={invalid ? errorId : undefined}
              inputMode="numeric"
              // Digits only: stop other printable keys before they reach the box.
              onKeyDown={(event) => {
                if (
                  event.key.length === 1 &&
                  !/\d/.test(event.key) &&
                  !event.ctrlKey &&
                  !event.metaKey &&
                  !event.altKey
                )
                  event.preventDefault();
              }}
            />
          ))}
        </PinInput.Control>
        <PinInput.HiddenInput />
      </PinInput.Root>
      {invalid ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {resend ? (
        <div className={styles.footer}>
          {countdown.left > 0 ? (
            <span className={styles.countdown} aria-live="polite">
              {resend.waitText(countdown.left)}
            </span>
          ) : (
            <Button
              variant="link"
              size="sm"
              onClick={() => {
                resend.onResend();
                countdown.restart();
              }}
            >
              {resend.label}
            </Button>
          )}
        </div>
      ) : null}
    </div>
  );
}
