export { FormDateField, type FormDateFieldProps } from './date-field';
export { FormFileField, type FormFileFieldProps } from './file-field';
export { FormImageCaptureField, type FormImageCaptureFieldProps } from './image-capture-field';
export { FormMoneyField, type FormMoneyFieldProps } from './money-field';
export { FormOtpField, type FormOtpFieldProps } from './otp-field';
export { FormPasswordField, type FormPasswordFieldProps } from './password-field';
export { FormRegionField, type FormRegionFieldProps } from './region-field';
export {
  FormComboboxField,
  FormSelectField,
  type FormComboboxFieldProps,
  type FormSelectFieldProps,
} from './select-field';
export { FormTextField, type FormTextFieldProps } from './text-field';
