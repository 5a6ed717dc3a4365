import { TextField, type TextFieldProps } from '@pendana/design-system/components/text-field';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'error'
> & {
  name: FieldPath<T>;
  control: Control<T>;
  /** Maps the typed text before it is stored (e.g. digits only). */
  parse?: (text: string) => string;
};

/** react-hook-form controller over the design-system TextField; shows the zod (or server) message. */
export function FormTextField<T extends FieldValues>({
  name,
  control,
  parse,
  onBlur,
  onChange,
  ...props
}: FormTextFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <TextField
      {...props}
      ref={field.ref}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      disabled={props.disabled ?? field.disabled}
      error={fieldState.error?.message}
      onChange={(event) => {
        field.onChange(parse ? parse(event.target.value) : event.target.value);
        onChange?.(event);
      }}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
    />
  );
}
