export {
  EMPTY_REGION,
  REGION_LEVELS,
  RegionPicker,
  type RegionLevel,
  type RegionPickerProps,
  type RegionValue,
} from './region-picker';
