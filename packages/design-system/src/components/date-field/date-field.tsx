import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { TextField, type FieldFrameProps } from '../text-field/text-field';

export type DateFieldProps = FieldFrameProps &
  Omit<
    ComponentPropsWithoutRef<'input'>,
    'size' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'children'
  > & {
    /** 'DD-MM-YYYY' (possibly partial while typing). */
    value: string;
    onValueChange: (value: string) => void;
  };

/** Formats typed digits as DD-MM-YYYY: '05011990' → '05-01-1990'. */
export function maskDdMmYyyy(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}-${digits.slice(2)}`;
  return `${digits.slice(0, 2)}-${digits.slice(2, 4)}-${digits.slice(4)}`;
}

/** Date typed as DD-MM-YYYY (spec §9 corporate and OCR dates), with the dashes inserted as you type. */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { value, onValueChange, placeholder = 'DD-MM-YYYY', ...props },
  ref,
) {
  return (
    <TextField
      {...props}
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={placeholder}
      maxLength={10}
      value={value}
      onChange={(event) => onValueChange(maskDdMmYyyy(event.target.value))}
    />
  );
});
