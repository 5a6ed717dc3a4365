import { forwardRef } from 'react';
import { MoneyInput, type MoneyInputProps } from '../money-input/money-input';

export type NumberFieldProps = Omit<MoneyInputProps, 'currency'>;

/**
 * Whole number without a currency (tenor, count, unit): dot grouping as you type ('12.500'), digits
 * only back ('12500'). Same behaviour as MoneyInput; put a unit in `endAddon` (e.g. 'bulan').
 */
export const NumberField = forwardRef<HTMLInputElement, NumberFieldProps>(
  function NumberField(props, ref) {
    return <MoneyInput ref={ref} {...props} currency="" />;
  },
);
