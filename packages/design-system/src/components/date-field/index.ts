export { DateField, maskDdMmYyyy, type DateFieldProps } from './date-field';
