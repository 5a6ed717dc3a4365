import { DateField, type DateFieldProps } from '@pendana/design-system/components/date-field';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormDateFieldProps<T extends FieldValues> = Omit<
  DateFieldProps,
  'name' | 'value' | 'onValueChange' | 'error'
> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/** DD-MM-YYYY date; validate with `ddMmYyyySchema`. */
export function FormDateField<T extends FieldValues>({
  name,
  control,
  ...props
}: FormDateFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <DateField
      {...props}
      ref={field.ref}
      name={field.name}
      value={String(field.value ?? '')}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      disabled={props.disabled ?? field.disabled}
      error={fieldState.error?.message}
    />
  );
}
