import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Select, type SelectOption } from '@pendana/design-system/components/select';

export interface FormSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: SelectOption[];
  placeholder: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  /** A message shown under the field (e.g. a submit check), besides the form's own errors. */
  error?: string | undefined;
  /** Called after the lender picks a value (clear dependent fields here). */
  onChange?: (value: string) => void;
}

/**
 * react-hook-form controller over the design-system Select, used by every wizard. @pendana/forms'
 * FormSelectField has no change callback, which the region levels need to clear the levels under them.
 */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  error,
  onChange,
  ...props
}: FormSelectProps<T>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <Select
      {...props}
      name={field.name}
      value={field.value == null ? '' : String(field.value)}
      onValueChange={(value) => {
        field.onChange(value);
        onChange?.(value);
      }}
      onBlur={field.onBlur}
      error={error ?? fieldState.error?.message}
    />
  );
}
