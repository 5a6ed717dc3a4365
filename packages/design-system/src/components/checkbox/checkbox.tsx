import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox';
import { Check, Minus } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cx } from '@pendana/design-system/styled-system/css';
import { choice } from '@pendana/design-system/styled-system/recipes';

export interface CheckboxProps {
  label: ReactNode;
  checked?: boolean | 'indeterminate';
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  hint?: ReactNode;
  error?: ReactNode;
  name?: string;
  value?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
  onBlur?: () => void;
}

/** Checkbox with its label (e.g. accepting the terms); Space toggles. */
export function Checkbox({
  label,
  checked,
  defaultChecked,
  onCheckedChange,
  hint,
  error,
  name,
  value,
  disabled,
  required,
  className,
  onBlur,
}: CheckboxProps) {
  const styles = choice({ kind: 'checkbox' });
  const id = useId();
  const invalid = Boolean(error);
  const describedBy =
    [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={cx(styles.group, className)}>
      <ArkCheckbox.Root
        className={styles.root}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={(details) => onCheckedChange?.(details.checked === true)}
        name={name}
        value={value}
        disabled={disabled}
        required={required}
        invalid={invalid}
      >
        <ArkCheckbox.Control className={styles.control}>
          <ArkCheckbox.Indicator className={styles.indicator}>
            <Check aria-hidden />
          </ArkCheckbox.Indicator>
          <ArkCheckbox.Indicator indeterminate className={styles.indicator}>
            <Minus aria-hidden />
          </ArkCheckbox.Indicator>
        </ArkCheckbox.Control>
        <ArkCheckbox.Label className={styles.label}>{label}</ArkCheckbox.Label>
        <ArkCheckbox.HiddenInput aria-describedby={describedBy} onBlur={onBlur} />
      </ArkCheckbox.Root>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={`${id}-error`} className={styles.error} aria-live="polite">
          {error}
        </p>
      ) : null}
    </div>
  );
}
