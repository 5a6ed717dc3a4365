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
export { RegionSelectPicker } from './region-select-picker';
export { RegionLevels, type RegionLevelProps, type RegionPickerBaseProps } from './region-levels';
