import { css, cx } from '@pendana/design-system/styled-system/css';
import { Combobox } from '../combobox/combobox';
import type { SelectOption } from '../select/select';

export const REGION_LEVELS = ['province', 'regency', 'district', 'village'] as const;
export type RegionLevel = (typeof REGION_LEVELS)[number];
export type RegionValue = Record<RegionLevel, string>;

export const EMPTY_REGION: RegionValue = { province: '', regency: '', district: '', village: '' };

export interface RegionPickerProps {
  value: RegionValue;
  /** Called with the next value (the levels under a changed one are cleared) and the level that changed. */
  onValueChange: (next: RegionValue, changed: RegionLevel) => void;
  /** Options of each level, passed in (no fetching inside): load the children when a parent changes. */
  options: Record<RegionLevel, SelectOption[]>;
  loading?: Partial<Record<RegionLevel, boolean>>;
  labels: Record<RegionLevel, string>;
  errors?: Partial<Record<RegionLevel, string | undefined>>;
  required?: boolean;
  disabled?: boolean;
  emptyText: string;
  loadingLabel: string;
  toggleLabel: (level: RegionLevel) => string;
  /** Hint shown on a level while its parent is not chosen yet (e.g. 'Pilih provinsi dahulu'). */
  waitingHint?: (level: RegionLevel) => string;
  className?: string;
}

/** Cascading province → regency/city → district → village, each searchable and keyboard usable. */
export function RegionPicker({
  value,
  onValueChange,
  options,
  loading = {},
  labels,
  errors = {},
  required,
  disabled,
  emptyText,
  loadingLabel,
  toggleLabel,
  waitingHint,
  className,
}: RegionPickerProps) {
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
      {REGION_LEVELS.map((level, index) => {
        const parent = index > 0 ? REGION_LEVELS[index - 1] : undefined;
        const waiting = parent !== undefined && value[parent] === '';
        return (
          <Combobox
            key={level}
            name={level}
            label={labels[level]}
            options={waiting ? [] : options[level]}
            value={value[level]}
            onValueChange={(chosen) => {
              const next = { ...value, [level]: chosen };
              for (const child of REGION_LEVELS.slice(index + 1)) next[child] = '';
              onValueChange(next, level);
            }}
            loading={loading[level] === true}
            loadingLabel={loadingLabel}
            emptyText={emptyText}
            toggleLabel={toggleLabel(level)}
            disabled={disabled || waiting}
            required={required}
            error={errors[level]}
            hint={waiting && waitingHint ? waitingHint(level) : undefined}
          />
        );
      })}
    </div>
  );
}
