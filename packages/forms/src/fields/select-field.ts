import type { FieldValues } from 'react-hook-form';
import { Select, type SelectProps } from '@pendana/design-system/components/select';
import { valueField, type ValueFieldProps } from './bind';

/** Select bound to a string form value (the option's value). */
export const FormSelectField = /* @__PURE__ */ valueField(Select);
export type FormSelectFieldProps<T extends FieldValues> = ValueFieldProps<T, SelectProps>;
