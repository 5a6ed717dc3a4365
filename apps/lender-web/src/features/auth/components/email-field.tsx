import type { Control, FieldValues, Path } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { FormTextField } from '@pendana/forms';

/** The form's `email` field: email keyboard and autofill. */
export function EmailField<T extends FieldValues & { email: string }>({
  control,
  label,
}: {
  control: Control<T>;
  label: MessageDescriptor;
}) {
  const intl = useIntl();
  return (
    <FormTextField
      control={control}
      name={'email' as Path<T>}
      label={intl.formatMessage(label)}
      type="email"
      inputMode="email"
      autoComplete="email"
      required
    />
  );
}
