// What every form field shares: a react-hook-form controller, its error formatted in the page's
// language, and the two ways a design-system control reports a change (a value, or an input event).
import {
  useCallback,
  useContext,
  type ChangeEvent,
  type ComponentType,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { IntlContext, type IntlShape } from 'react-intl';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/**
 * Formats a message id of the rules ('validation.required') with the app's react-intl catalogue; a
 * server text (or an id the catalogue lacks) is shown as it is. Without an IntlProvider the id shows.
 * Takes the message or a react-hook-form error (`errorText(errors.email)`).
 */
export function useErrorText(): (
  error: string | { message?: string | undefined } | undefined,
) => string | undefined {
  const intl = useContext(IntlContext) as IntlShape | null;
  return useCallback(
    (error) => {
      const message = typeof error === 'string' ? error : error?.message;
      if (!message) return undefined;
      return intl?.messages[message] !== undefined ? intl.formatMessage({ id: message }) : message;
    },
    [intl],
  );
}

export interface BoundFieldProps<T extends FieldValues> {
  name: FieldPath<T>;
  control: Control<T>;
}

/**
 * The controller of one form field, its error text, and the props every bound control takes from it
 * (`shared`: name, disabled, error — the caller's own `disabled`/`error` win).
 */
export function useBoundField<T extends FieldValues>(
  { name, control }: BoundFieldProps<T>,
  own: { disabled?: boolean | undefined; error?: ReactNode } = {},
) {
  const { field, fieldState } = useController({ name, control });
  const error = useErrorText()(fieldState.error?.message);
  const shared = {
    name: field.name,
    disabled: own.disabled ?? field.disabled,
    error: own.error ?? error,
  };
  return { field, invalid: fieldState.invalid, error, shared };
}

interface ValueControlProps {
  name?: string;
  value?: string;
  onValueChange?: (value: string) => void;
  disabled?: boolean;
  error?: ReactNode;
}

export type ValueFieldProps<T extends FieldValues, P> = Omit<
  P,
  'name' | 'value' | 'defaultValue' | 'onValueChange' | 'onBlur'
> &
  BoundFieldProps<T> & {
    /** Called after the form value took the new value (e.g. to clear fields that depend on it). */
    onValueChange?: (value: string) => void;
  };

/** A form field over a control reporting a string value (select, combobox, date, money, OTP). */
export function valueField<P extends ValueControlProps>(
  Control: ComponentType<P>,
  { focusable = false }: { focusable?: boolean } = {},
) {
  return function ValueField<T extends FieldValues>({
    name,
    control,
    onValueChange,
    ...props
  }: ValueFieldProps<T, P>) {
    const { field, shared } = useBoundField({ name, control }, props as ValueControlProps);
    const bound = {
      ...props,
      ...shared,
      ...(focusable ? { ref: field.ref } : {}),
      value: field.value == null ? '' : String(field.value),
      onValueChange: (value: string) => {
        field.onChange(value);
        onValueChange?.(value);
      },
      onBlur: field.onBlur,
    } as unknown as P;
    return <Control {...bound} />;
  };
}

interface InputControlProps {
  name?: string;
  value?: string | number | readonly string[];
  disabled?: boolean;
  error?: ReactNode;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

export type InputFieldProps<T extends FieldValues, P> = Omit<
  P,
  'name' | 'value' | 'defaultValue' | 'error'
> &
  BoundFieldProps<T> & {
    /** Maps the typed text before it is stored (e.g. digits only). */
    parse?: (text: string) => string;
  };

/** A form field over a text-like input reporting change events (text, password). */
export function inputField<P extends InputControlProps>(Control: ComponentType<P>) {
  return function InputField<T extends FieldValues>({
    name,
    control,
    parse,
    ...props
  }: InputFieldProps<T, P>) {
    const own = props as unknown as InputControlProps;
    const { field, shared } = useBoundField({ name, control }, own);
    const bound = {
      ...props,
      ...shared,
      ref: field.ref,
      value: (field.value as string | undefined) ?? '',
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        field.onChange(parse ? parse(event.target.value) : event.target.value);
        own.onChange?.(event);
      },
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        field.onBlur();
        own.onBlur?.(event);
      },
    } as unknown as P;
    return <Control {...bound} />;
  };
}
