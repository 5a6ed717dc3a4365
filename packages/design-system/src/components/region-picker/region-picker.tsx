import { Fragment, type ReactNode } from 'react';
import { css, cx } from '@pendana/design-system/styled-system/css';
import { Combobox } from '../combobox/combobox';
import { Select, type SelectOption } from '../select/select';

export const REGION_LEVELS = ['province', 'regency', 'district', 'village'] as const;
export type RegionLevel = (typeof REGION_LEVELS)[number];
export type RegionValue = Record<RegionLevel, string>;

export const EMPTY_REGION: RegionValue = { province: '', regency: '', district: '', village: '' };

interface RegionPickerBaseProps {
  /** Codes chosen per level ('' for none): the options' values are the region codes. */
  value: RegionValue;
  /** Called with the next value (the levels under a changed one are cleared) and the level that changed. */
  onValueChange: (next: RegionValue, changed: RegionLevel) => void;
  /** Options of each level, passed in (no fetching inside): load the children when a parent changes. */
  options: Record<RegionLevel, SelectOption[]>;
  labels: Record<RegionLevel, string>;
  errors?: Partial<Record<RegionLevel, string | undefined>>;
  required?: boolean;
  disabled?: boolean;
  /** Hint shown on a level while its parent is not chosen yet (e.g. 'Pilih provinsi dahulu'). */
  waitingHint?: (level: RegionLevel) => string;
  /** Render the four fields straight into the parent's layout (e.g. a form grid) instead of a grid of their own. */
  inline?: boolean;
  className?: string;
}

/** Searchable levels (Combobox): type to filter. */
export interface SearchableRegionPickerProps extends RegionPickerBaseProps {
  searchable?: true;
  loading?: Partial<Record<RegionLevel, boolean>>;
  emptyText: string;
  loadingLabel: string;
  toggleLabel: (level: RegionLevel) => string;
}

/** Plain levels (Select): open and pick, as the KYC wizards do. */
export interface SelectRegionPickerProps extends RegionPickerBaseProps {
  searchable: false;
  placeholder: string;
}

export type RegionPickerProps = SearchableRegionPickerProps | SelectRegionPickerProps;

/** Cascading province → regency/city → district → village, each keyboard usable; a level waits for its parent. */
export function RegionPicker(props: RegionPickerProps) {
  const { value, onValueChange, options, labels, errors = {}, required, disabled } = props;
  const fields = REGION_LEVELS.map((level, index) => {
    const parent = index > 0 ? REGION_LEVELS[index - 1] : undefined;
    const waiting = parent !== undefined && value[parent] === '';
    const common = {
      name: level,
      label: labels[level],
      options: waiting ? [] : options[level],
      value: value[level],
      onValueChange: (chosen: string) => {
        const next = { ...value, [level]: chosen };
        for (const child of REGION_LEVELS.slice(index + 1)) next[child] = '';
        onValueChange(next, level);
      },
      disabled: disabled || waiting,
      required,
      error: errors[level],
      hint: waiting && props.waitingHint ? props.waitingHint(level) : undefined,
    };
    return props.searchable === false ? (
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
    );
  });
  return props.inline ? (
    <Fragment>{fields}</Fragment>
  ) : (
    <Grid className={props.className}>{fields}</Grid>
  );
}

function Grid({ className, children }: { className: string | undefined; children: ReactNode }) {
  return (
    <div
      className={cx(
        css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        }),
        className,
      )}
    >
      {children}
    </div>
  );
}
