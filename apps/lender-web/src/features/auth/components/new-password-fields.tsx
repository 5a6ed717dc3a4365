import type { Control, FieldValues, Path } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PasswordField } from '../../../lib/form-parts';

type WithNewPassword = FieldValues & { password: string; password_confirmation: string };

/** A new password and its confirmation (register, reset): `password`, `password_confirmation`. */
export function NewPasswordFields<T extends WithNewPassword>({
  control,
  labels,
}: {
  control: Control<T>;
  labels: {
    password: MessageDescriptor;
    confirmation: MessageDescriptor;
    hint?: MessageDescriptor;
  };
}) {
  const intl = useIntl();
  return (
    <>
      <PasswordField
        control={control}
        name={'password' as Path<T>}
        label={labels.password}
        hint={labels.hint ? intl.formatMessage(labels.hint) : undefined}
        autoComplete="new-password"
      />
      <PasswordField
        control={control}
        name={'password_confirmation' as Path<T>}
        label={labels.confirmation}
        autoComplete="new-password"
      />
    </>
  );
}
