import type { FieldValues } from 'react-hook-form';
import {
  PasswordInput,
  type PasswordInputProps,
} from '@pendana/design-system/components/password-input';
import { inputField, type InputFieldProps } from './bind';

/** react-hook-form controller over the design-system PasswordInput. */
export const FormPasswordField = /* @__PURE__ */ inputField(PasswordInput);
export type FormPasswordFieldProps<T extends FieldValues> = InputFieldProps<T, PasswordInputProps>;
