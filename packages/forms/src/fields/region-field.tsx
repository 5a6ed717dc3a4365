import {
  RegionPicker,
  type RegionPickerProps,
} from '@pendana/design-system/components/region-picker';
import type { FieldValues } from 'react-hook-form';
import { regionField, type RegionFieldProps } from './region-binding';

export {
  regionFieldNames,
  toRegionOptions,
  type RegionFieldNames,
  type RegionOption,
  type RegionOptions,
} from './region-binding';

/** The four region levels (searchable, or `searchable={false}` selects) bound to form fields. */
export const FormRegionField = /* @__PURE__ */ regionField<RegionPickerProps>(RegionPicker);
export type FormRegionFieldProps<T extends FieldValues> = RegionFieldProps<T, RegionPickerProps>;
