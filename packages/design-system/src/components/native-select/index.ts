export { NativeSelect, type NativeSelectProps, type SelectOption } from './native-select';
