import type { FieldValues } from 'react-hook-form';
import { Combobox, type ComboboxProps } from '@pendana/design-system/components/combobox';
import { DateField, type DateFieldProps } from '@pendana/design-system/components/date-field';
import { MoneyInput, type MoneyInputProps } from '@pendana/design-system/components/money-input';
import { OtpInput, type OtpInputProps } from '@pendana/design-system/components/otp-input';
import {
  PasswordInput,
  type PasswordInputProps,
} from '@pendana/design-system/components/password-input';
import { Select, type SelectProps } from '@pendana/design-system/components/select';
import { TextField, type TextFieldProps } from '@pendana/design-system/components/text-field';
import { inputField, valueField, type InputFieldProps, type ValueFieldProps } from './bind';

/** Select bound to a string form value (the option's value). */
export const FormSelectField = valueField(Select);
export type FormSelectFieldProps<T extends FieldValues> = ValueFieldProps<T, SelectProps>;

/** Searchable select bound to a string form value. */
export const FormComboboxField = valueField(Combobox);
export type FormComboboxFieldProps<T extends FieldValues> = ValueFieldProps<T, ComboboxProps>;

/** DD-MM-YYYY date; validate with `ddMmYyyySchema`. */
export const FormDateField = valueField(DateField, { focusable: true });
export type FormDateFieldProps<T extends FieldValues> = ValueFieldProps<T, DateFieldProps>;

/** Money amount: the form value is digits only ('1500000'); the input shows 'Rp 1.500.000'. Validate with `amountSchema`. */
export const FormMoneyField = valueField(MoneyInput, { focusable: true });
export type FormMoneyFieldProps<T extends FieldValues> = ValueFieldProps<T, MoneyInputProps>;

/** One-time code bound to a string form value. */
export const FormOtpField = valueField(OtpInput);
export type FormOtpFieldProps<T extends FieldValues> = ValueFieldProps<T, OtpInputProps>;

/** react-hook-form controller over the design-system TextField; shows the rule's (or server's) message. */
export const FormTextField = inputField(TextField);
export type FormTextFieldProps<T extends FieldValues> = InputFieldProps<T, TextFieldProps>;

/** react-hook-form controller over the design-system PasswordInput. */
export const FormPasswordField = inputField(PasswordInput);
export type FormPasswordFieldProps<T extends FieldValues> = InputFieldProps<T, PasswordInputProps>;
