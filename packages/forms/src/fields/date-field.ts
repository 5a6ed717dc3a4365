import type { FieldValues } from 'react-hook-form';
import { DateField, type DateFieldProps } from '@pendana/design-system/components/date-field';
import { valueField, type ValueFieldProps } from './bind';

/** DD-MM-YYYY date; validate with `ddMmYyyySchema`. */
export const FormDateField = /* @__PURE__ */ valueField(DateField, { focusable: true });
export type FormDateFieldProps<T extends FieldValues> = ValueFieldProps<T, DateFieldProps>;
