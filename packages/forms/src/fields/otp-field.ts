import type { FieldValues } from 'react-hook-form';
import { OtpInput, type OtpInputProps } from '@pendana/design-system/components/otp-input';
import { valueField, type ValueFieldProps } from './bind';

/** One-time code bound to a string form value. */
export const FormOtpField = /* @__PURE__ */ valueField(OtpInput);
export type FormOtpFieldProps<T extends FieldValues> = ValueFieldProps<T, OtpInputProps>;
