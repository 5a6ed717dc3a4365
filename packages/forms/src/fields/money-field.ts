import type { FieldValues } from 'react-hook-form';
import { MoneyInput, type MoneyInputProps } from '@pendana/design-system/components/money-input';
import { valueField, type ValueFieldProps } from './bind';

/** Money amount: the form value is digits only ('1500000'); the input shows 'Rp 1.500.000'. Validate with `amountSchema`. */
export const FormMoneyField = /* @__PURE__ */ valueField(MoneyInput, { focusable: true });
export type FormMoneyFieldProps<T extends FieldValues> = ValueFieldProps<T, MoneyInputProps>;
