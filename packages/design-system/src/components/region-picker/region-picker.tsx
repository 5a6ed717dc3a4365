import { Combobox } from '../combobox/combobox';
import { Select } from '../select/select';
import { RegionLevels, type RegionLevel, type RegionPickerBaseProps } from './region-levels';
import type { SelectRegionPickerProps } from './region-select-picker';

export { EMPTY_REGION, REGION_LEVELS, type RegionLevel, type RegionValue } from './region-levels';
export type { SelectRegionPickerProps } from './region-select-picker';

/** Searchable levels (Combobox): type to filter. */
export interface SearchableRegionPickerProps extends RegionPickerBaseProps {
  searchable?: true;
  loading?: Partial<Record<RegionLevel, boolean>>;
  emptyText: string;
  loadingLabel: string;
  toggleLabel: (level: RegionLevel) => string;
}

export type RegionPickerProps = SearchableRegionPickerProps | SelectRegionPickerProps;

/**
 * Cascading province → regency/city → district → village, each keyboard usable; a level waits for
 * its parent. Select levels only? `RegionSelectPicker` leaves the Combobox out of the bundle.
 */
export function RegionPicker(props: RegionPickerProps) {
  return (
    <RegionLevels
      props={props}
      renderLevel={(level, common) =>
        props.searchable === false ? (
          <Select key={level} {...common} placeholder={props.placeholder} />
        ) : (
          <Combobox
            key={level}
            {...common}
            loading={props.loading?.[level] === true}
            loadingLabel={props.loadingLabel}
            emptyText={props.emptyText}
            toggleLabel={props.toggleLabel(level)}
          />
        )
      }
    />
  );
}
