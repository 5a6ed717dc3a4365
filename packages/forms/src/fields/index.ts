export {
  useBoundField,
  useErrorText,
  type BoundFieldProps,
  type InputFieldProps,
  type ValueFieldProps,
} from './bind';
export { FormFileField, type FormFileFieldProps } from './file-field';
export { FormImageCaptureField, type FormImageCaptureFieldProps } from './image-capture-field';
export {
  FormRegionField,
  regionFieldNames,
  toRegionOptions,
  type FormRegionFieldProps,
  type RegionFieldNames,
  type RegionOption,
  type RegionOptions,
} from './region-field';
export { FormRegionSelectField, type FormRegionSelectFieldProps } from './region-select-field';
// One module per field, so a page loads only the fields (and the controls) it uses.
export { FormComboboxField, type FormComboboxFieldProps } from './combobox-field';
export { FormDateField, type FormDateFieldProps } from './date-field';
export { FormMoneyField, type FormMoneyFieldProps } from './money-field';
export { FormOtpField, type FormOtpFieldProps } from './otp-field';
export { FormPasswordField, type FormPasswordFieldProps } from './password-field';
export { FormRadioField, type FormRadioFieldProps } from './radio-field';
export { FormSelectField, type FormSelectFieldProps } from './select-field';
export { FormTextField, type FormTextFieldProps } from './text-field';
