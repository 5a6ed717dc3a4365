import type { Control, FieldValues, Path } from 'react-hook-form';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import type { SelectOption } from '@pendana/design-system/components/select';
import { FormSelectField, FormTextField, type FormTextFieldProps } from '@pendana/forms';

type TextExtra<T extends FieldValues> = Omit<FormTextFieldProps<T>, 'control' | 'name' | 'label'>;

/**
 * The field makers of a step's form, in the page's language: `text(name, label, props)` and
 * `select(name, label, options, required)` with the wizard's "choose" placeholder.
 */
export function fieldMakers<T extends FieldValues>(
  control: Control<T>,
  intl: IntlShape,
  placeholder: MessageDescriptor,
) {
  const label = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const text = (name: Path<T>, descriptor: MessageDescriptor, extra: TextExtra<T> = {}) => (
    <FormTextField control={control} name={name} label={label(descriptor)} {...extra} />
  );
  const select = (
    name: Path<T>,
    descriptor: MessageDescriptor,
    options: SelectOption[],
    required = false,
  ) => (
    <FormSelectField
      control={control}
      name={name}
      label={label(descriptor)}
      placeholder={label(placeholder)}
      options={options}
      required={required}
    />
  );
  return { label, text, select };
}
