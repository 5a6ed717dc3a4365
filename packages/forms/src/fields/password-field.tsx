import {
  PasswordInput,
  type PasswordInputProps,
} from '@pendana/design-system/components/password-input';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormPasswordFieldProps<T extends FieldValues> = Omit<
  PasswordInputProps,
  'name' | 'value' | 'defaultValue' | 'error'
> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/** react-hook-form controller over the design-system PasswordInput. */
export function FormPasswordField<T extends FieldValues>({
  name,
  control,
  onBlur,
  onChange,
  ...props
}: FormPasswordFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <PasswordInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      disabled={props.disabled ?? field.disabled}
      error={fieldState.error?.message}
      onChange={(event) => {
        field.onChange(event.target.value);
        onChange?.(event);
      }}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
    />
  );
}
