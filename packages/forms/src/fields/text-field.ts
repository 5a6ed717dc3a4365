import type { FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@pendana/design-system/components/text-field';
import { inputField, type InputFieldProps } from './bind';

/** react-hook-form controller over the design-system TextField; shows the rule's (or server's) message. */
export const FormTextField = /* @__PURE__ */ inputField(TextField);
export type FormTextFieldProps<T extends FieldValues> = InputFieldProps<T, TextFieldProps>;
