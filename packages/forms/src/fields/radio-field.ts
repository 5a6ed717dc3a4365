import type { FieldValues } from 'react-hook-form';
import { RadioGroup, type RadioGroupProps } from '@pendana/design-system/components/radio-group';
import { valueField, type ValueFieldProps } from './bind';

/** Radio group bound to a string form value (the chosen option's value). */
export const FormRadioField = /* @__PURE__ */ valueField(RadioGroup);
export type FormRadioFieldProps<T extends FieldValues> = ValueFieldProps<T, RadioGroupProps>;
