import { Select } from '../select/select';
import { RegionLevels, type RegionPickerBaseProps } from './region-levels';

/** Plain levels (Select): open and pick, as the KYC wizards do. */
export interface SelectRegionPickerProps extends RegionPickerBaseProps {
  searchable: false;
  placeholder: string;
}

/** The region levels as plain selects only (no Combobox in the bundle). */
export function RegionSelectPicker(props: Omit<SelectRegionPickerProps, 'searchable'>) {
  return (
    <RegionLevels
      props={props}
      renderLevel={(level, common) => (
        <Select key={level} {...common} placeholder={props.placeholder} />
      )}
    />
  );
}
