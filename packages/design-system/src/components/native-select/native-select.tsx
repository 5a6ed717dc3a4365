import { Field } from '@ark-ui/react/field';
import { css, cx } from '@pendana/design-system/styled-system/css';
import { field } from '@pendana/design-system/styled-system/recipes';
import { FieldFrame } from '../text-field/text-field';
import type { SelectProps } from '../select/select';

export type { SelectOption } from '../select/select';
export type NativeSelectProps = SelectProps;

// The field's control greys when it holds something `:disabled`: here only the select itself counts,
// not a disabled option.
const frame = css({
  position: 'relative',
  '&:not(:has(select:disabled))': { bg: 'bg.surface', cursor: 'auto' },
});
const control = css({
  appearance: 'none',
  width: 'full',
  pe: '10',
  cursor: 'pointer',
  textOverflow: 'ellipsis',
  _disabled: { cursor: 'not-allowed', color: 'fg.disabled' },
  '&[data-placeholder-shown]': { color: 'fg.subtle' },
  '& option': { color: 'fg.default' },
});
const indicator = css({
  position: 'absolute',
  insetInlineEnd: '3',
  top: '50%',
  transform: 'translateY(-50%)',
  width: '4',
  height: '4',
  color: 'fg.muted',
  pointerEvents: 'none',
});

/**
 * A single choice from a short list with the browser's own `<select>` (Ark Field.Select): the same
 * props and look as `Select`, for filters and simple choices — the page does not load Ark's select
 * machine, its popper and floating-ui (≈ 35 kB gzip). Use `Select` where the list needs more than
 * plain text options.
 */
export function NativeSelect({
  options,
  value,
  onValueChange,
  placeholder,
  name,
  onBlur,
  ...frameProps
}: NativeSelectProps) {
  const styles = field({ size: frameProps.size });
  const hasEmptyOption = options.some((option) => option.value === '');
  const placeholderShown = !value && !hasEmptyOption;
  return (
    <FieldFrame {...frameProps}>
      {({ describedBy }) => (
        <div className={cx(styles.control, frame)}>
          <Field.Select
            className={cx(styles.input, control)}
            value={value ?? ''}
            name={name}
            onChange={(event) => onValueChange?.(event.target.value)}
            onBlur={() => onBlur?.()}
            aria-describedby={describedBy}
            data-placeholder-shown={placeholderShown ? '' : undefined}
          >
            {placeholderShown ? (
              // Shown while nothing is chosen; hidden, it cannot be chosen back.
              <option value="" hidden>
                {placeholder ?? ''}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </Field.Select>
          {/* lucide's chevron-down, drawn here: importing it would split it out of Select's chunk. */}
          <svg className={indicator} viewBox="0 0 24 24" aria-hidden>
            <path
              d="m6 9 6 6 6-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </div>
      )}
    </FieldFrame>
  );
}
