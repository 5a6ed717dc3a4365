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
export {
  FormComboboxField,
  FormDateField,
  FormMoneyField,
  FormOtpField,
  FormPasswordField,
  FormSelectField,
  FormTextField,
  type FormComboboxFieldProps,
  type FormDateFieldProps,
  type FormMoneyFieldProps,
  type FormOtpFieldProps,
  type FormPasswordFieldProps,
  type FormSelectFieldProps,
  type FormTextFieldProps,
} from './value-fields';
