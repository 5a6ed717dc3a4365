export {
  FieldFrame,
  TextField,
  type FieldControlIds,
  type FieldFrameProps,
  type TextFieldProps,
} from './text-field';
