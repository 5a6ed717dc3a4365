import {
  forwardRef,
  useLayoutEffect,
  useRef,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import { formatNumber } from '../../formatters/number';
import { TextField, type FieldFrameProps } from '../text-field/text-field';

export type MoneyInputProps = FieldFrameProps &
  Omit<
    ComponentPropsWithoutRef<'input'>,
    'size' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'children'
  > & {
    /** Digits only (what goes on the wire), e.g. '1500000'; '' when empty. */
    value: string;
    onValueChange: (digits: string) => void;
    /** Prefix shown before the amount; default 'Rp'. */
    currency?: string;
    /** Most digits accepted (default 15). */
    maxDigits?: number;
    /** Content after the amount (e.g. a unit such as 'bulan'). */
    endAddon?: ReactNode;
  };

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Rupiah amount: shows dot grouping as you type ('1.500.000'), hands back digits only ('1500000'). */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { value, onValueChange, currency = 'Rp', maxDigits = 15, ...props },
  forwardedRef,
) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const caretDigits = useRef<number | null>(null);
  const digits = digitsOf(value).replace(/^0+(?=\d)/, '');
  const display = digits === '' ? '' : formatNumber(Number(digits));

  // Keep the caret after the same number of digits once the dots move.
  useLayoutEffect(() => {
    const input = inputRef.current;
    const wanted = caretDigits.current;
    if (!input || wanted === null || document.activeElement !== input) return;
    let position = 0;
    let seen = 0;
    while (position < display.length && seen < wanted) {
      if (/\d/.test(display[position] ?? '')) seen += 1;
      position += 1;
    }
    input.setSelectionRange(position, position);
    caretDigits.current = null;
  }, [display]);

  return (
    <TextField
      {...props}
      ref={(node) => {
        inputRef.current = node;
        if (typeof forwardedRef === 'function') forwardedRef(node);
        else if (forwardedRef) forwardedRef.current = node;
      }}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      startAddon={currency}
      value={display}
      onChange={(event) => {
        const raw = event.target.value;
        const caret = event.target.selectionStart ?? raw.length;
        caretDigits.current = digitsOf(raw.slice(0, caret)).length;
        const next = digitsOf(raw)
          .replace(/^0+(?=\d)/, '')
          .slice(0, maxDigits);
        onValueChange(next);
      }}
    />
  );
});
