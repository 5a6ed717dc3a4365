import { Field } from '@ark-ui/react/field';
import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '@pendana/design-system/styled-system/css';
import { field } from '@pendana/design-system/styled-system/recipes';

export interface FieldFrameProps {
  label: ReactNode;
  /** Help text under the control. */
  hint?: ReactNode;
  /** Error message; when set the control is marked invalid (aria-invalid) and the text is announced. */
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  size?: 'md' | 'lg';
  className?: string;
}

export type TextFieldProps = FieldFrameProps &
  Omit<ComponentPropsWithoutRef<'input'>, 'size' | 'children'> & {
    /** Content before the input (e.g. 'Rp', '+62' or an icon). */
    startAddon?: ReactNode;
    /** Content after the input (e.g. a unit or a button). */
    endAddon?: ReactNode;
  };

/** ids the frame gives its control: pass `describedBy` as the control's aria-describedby. */
export interface FieldControlIds {
  controlId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/**
 * Shared frame for every labelled control: label, required mark, hint, error. Children may be a
 * function receiving the ids, for controls that are not Ark `Field.Input` (e.g. Select, PinInput).
 */
export function FieldFrame({
  label,
  hint,
  error,
  required,
  disabled,
  readOnly,
  size,
  className,
  children,
}: FieldFrameProps & { children: ReactNode | ((ids: FieldControlIds) => ReactNode) }) {
  const styles = field({ size });
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const baseId = useId();
  const ids = {
    control: `${baseId}-control`,
    label: `${baseId}-label`,
    helperText: `${baseId}-hint`,
    errorText: `${baseId}-error`,
  };
  const describedBy =
    [invalid ? ids.errorText : null, hint ? ids.helperText : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Field.Root
      ids={ids}
      className={cx(styles.root, className)}
      invalid={invalid}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
    >
      <Field.Label className={styles.label}>
        {label}
        {required ? <Field.RequiredIndicator className={styles.requiredIndicator} /> : null}
      </Field.Label>
      {typeof children === 'function'
        ? children({ controlId: ids.control, describedBy, invalid })
        : children}
      {hint ? <Field.HelperText className={styles.hint}>{hint}</Field.HelperText> : null}
      {invalid ? <Field.ErrorText className={styles.error}>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    required,
    disabled,
    readOnly,
    size,
    className,
    startAddon,
    endAddon,
    type = 'text',
    ...inputProps
  },
  ref,
) {
  const styles = field({ size });
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      size={size}
      className={className}
    >
      {({ describedBy }) => (
        <div className={styles.control}>
          {startAddon ? <span className={styles.addon}>{startAddon}</span> : null}
          <Field.Input
            ref={ref}
            type={type}
            className={styles.input}
            aria-describedby={describedBy}
            {...inputProps}
          />
          {endAddon ? <span className={styles.addon}>{endAddon}</span> : null}
        </div>
      )}
    </FieldFrame>
  );
});
