import type { FieldValues } from 'react-hook-form';
import { Combobox, type ComboboxProps } from '@pendana/design-system/components/combobox';
import { valueField, type ValueFieldProps } from './bind';

/** Searchable select bound to a string form value. */
export const FormComboboxField = /* @__PURE__ */ valueField(Combobox);
export type FormComboboxFieldProps<T extends FieldValues> = ValueFieldProps<T, ComboboxProps>;
