import { OtpInput, type OtpInputProps } from '@pendana/design-system/components/otp-input';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormOtpFieldProps<T extends FieldValues> = Omit<
  OtpInputProps,
  'name' | 'value' | 'onValueChange' | 'error'
> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/** One-time code bound to a string form value. */
export function FormOtpField<T extends FieldValues>({
  name,
  control,
  ...props
}: FormOtpFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <OtpInput
      {...props}
      name={field.name}
      value={String(field.value ?? '')}
      onValueChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
