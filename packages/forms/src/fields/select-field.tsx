import { Combobox, type ComboboxProps } from '@pendana/design-system/components/combobox';
import { Select, type SelectProps } from '@pendana/design-system/components/select';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormSelectFieldProps<T extends FieldValues> = Omit<
  SelectProps,
  'name' | 'value' | 'onValueChange' | 'error' | 'onBlur'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** Called after the form value took the chosen option (e.g. to clear fields that depend on it). */
  onValueChange?: (value: string) => void;
};

/** Select bound to a string form value (the option's value). */
export function FormSelectField<T extends FieldValues>({
  name,
  control,
  onValueChange,
  ...props
}: FormSelectFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <Select
      {...props}
      name={field.name}
      value={field.value == null ? '' : String(field.value)}
      onValueChange={(value) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
      onBlur={field.onBlur}
      disabled={props.disabled ?? field.disabled}
      error={fieldState.error?.message}
    />
  );
}

export type FormComboboxFieldProps<T extends FieldValues> = Omit<
  ComboboxProps,
  'name' | 'value' | 'onValueChange' | 'error' | 'onBlur'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** Called after the form value took the chosen option (e.g. to clear fields that depend on it). */
  onValueChange?: (value: string) => void;
};

/** Searchable select bound to a string form value. */
export function FormComboboxField<T extends FieldValues>({
  name,
  control,
  onValueChange,
  ...props
}: FormComboboxFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <Combobox
      {...props}
      name={field.name}
      value={field.value == null ? '' : String(field.value)}
      onValueChange={(value) => {
        field.onChange(value);
        onValueChange?.(value);
      }}
      onBlur={field.onBlur}
      disabled={props.disabled ?? field.disabled}
      error={fieldState.error?.message}
    />
  );
}
