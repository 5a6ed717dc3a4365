import { MoneyInput, type MoneyInputProps } from '@pendana/design-system/components/money-input';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormMoneyFieldProps<T extends FieldValues> = Omit<
  MoneyInputProps,
  'name' | 'value' | 'onValueChange' | 'error'
> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/** Money amount: the form value is digits only ('1500000'); the input shows 'Rp 1.500.000'. */
export function FormMoneyField<T extends FieldValues>({
  name,
  control,
  ...props
}: FormMoneyFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <MoneyInput
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
