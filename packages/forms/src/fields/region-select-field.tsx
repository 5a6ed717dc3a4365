import {
  RegionSelectPicker,
  type SelectRegionPickerProps,
} from '@pendana/design-system/components/region-picker';
import type { FieldValues } from 'react-hook-form';
import { regionField, type RegionFieldProps } from './region-binding';

type SelectPickerProps = Omit<SelectRegionPickerProps, 'searchable'>;

/** The four region levels as plain selects bound to form fields (no Combobox in the bundle). */
export const FormRegionSelectField =
  /* @__PURE__ */ regionField<SelectPickerProps>(RegionSelectPicker);
export type FormRegionSelectFieldProps<T extends FieldValues> = RegionFieldProps<
  T,
  SelectPickerProps
>;
