export {
  EMPTY_REGION,
  REGION_LEVELS,
  RegionPicker,
  type RegionLevel,
  type RegionPickerProps,
  type SearchableRegionPickerProps,
  type SelectRegionPickerProps,
  type RegionValue,
} from './region-picker';
