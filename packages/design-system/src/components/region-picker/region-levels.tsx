import { Fragment, type ReactNode } from 'react';
import { css, cx } from '@pendana/design-system/styled-system/css';
import type { SelectOption } from '../select/select';

export const REGION_LEVELS = ['province', 'regency', 'district', 'village'] as const;
export type RegionLevel = (typeof REGION_LEVELS)[number];
export type RegionValue = Record<RegionLevel, string>;

export const EMPTY_REGION: RegionValue = { province: '', regency: '', district: '', village: '' };

export interface RegionPickerBaseProps {
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

/** The props every level's control takes (a Select or a Combobox). */
export interface RegionLevelProps {
  name: RegionLevel;
  label: string;
  options: SelectOption[];
  value: string;
  onValueChange: (chosen: string) => void;
  disabled: boolean | undefined;
  required: boolean | undefined;
  error: string | undefined;
  hint: string | undefined;
}

/**
 * The four cascading levels, each rendered by `renderLevel`: a level waits for its parent, and
 * choosing one clears the levels under it.
 */
export function RegionLevels({
  props,
  renderLevel,
}: {
  props: RegionPickerBaseProps;
  renderLevel: (level: RegionLevel, common: RegionLevelProps) => ReactNode;
}) {
  const { value, onValueChange, options, labels, errors = {}, required, disabled } = props;
  const fields = REGION_LEVELS.map((level, index) => {
    const parent = index > 0 ? REGION_LEVELS[index - 1] : undefined;
    const waiting = parent !== undefined && value[parent] === '';
    return renderLevel(level, {
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
    });
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
