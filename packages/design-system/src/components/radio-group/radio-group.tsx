import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group';
import { useId, type ReactNode } from 'react';
import { css, cx } from '@pendana/design-system/styled-system/css';
import { choice } from '@pendana/design-system/styled-system/recipes';

export interface RadioOption {
  value: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps {
  label: ReactNode;
  options: RadioOption[];
  value?: string | undefined;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  hint?: ReactNode;
  error?: ReactNode;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  className?: string;
}

const horizontal = css({ flexDirection: 'row', flexWrap: 'wrap', columnGap: '6', rowGap: '0' });

/** One choice out of a few (e.g. lender type). Arrow keys move between options. */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
  hint,
  error,
  name,
  disabled,
  required,
  className,
}: RadioGroupProps) {
  const styles = choice({ kind: 'radio' });
  const id = useId();
  const invalid = Boolean(error);
  const describedBy =
    [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <ArkRadioGroup.Root
      className={cx(styles.group, className)}
      value={value}
      defaultValue={defaultValue}
      onValueChange={(details) => onValueChange?.(details.value ?? '')}
      orientation={orientation}
      name={name}
      disabled={disabled}
      aria-describedby={describedBy}
      aria-required={required || undefined}
      aria-invalid={invalid || undefined}
    >
      <ArkRadioGroup.Label className={styles.groupLabel}>{label}</ArkRadioGroup.Label>
      <div
        className={cx(
          css({ display: 'flex', flexDirection: 'column' }),
          orientation === 'horizontal' ? horizontal : undefined,
        )}
      >
        {options.map((option) => (
          <ArkRadioGroup.Item
            key={option.value}
            value={option.value}
            disabled={option.disabled}
            className={styles.root}
          >
            <ArkRadioGroup.ItemControl className={styles.control} />
            <ArkRadioGroup.ItemText className={styles.label}>{option.label}</ArkRadioGroup.ItemText>
            <ArkRadioGroup.ItemHiddenInput />
          </ArkRadioGroup.Item>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {invalid ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </ArkRadioGroup.Root>
  );
}
