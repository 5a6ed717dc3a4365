import { Field } from '@ark-ui/react/field';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { css, cx } from '@pendana/design-system/styled-system/css';
import { field } from '@pendana/design-system/styled-system/recipes';
import { FieldFrame, type FieldFrameProps } from '../text-field/text-field';

export type TextareaProps = FieldFrameProps &
  Omit<ComponentPropsWithoutRef<'textarea'>, 'children'>;

const textareaStyle = css({ minH: '24', resize: 'vertical', py: '2.5' });

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { label, hint, error, required, disabled, readOnly, size, className, rows = 4, ...props },
  ref,
) {
  const styles = field({ size });
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      readOnly={readOnly}
      size={size}
      className={className}
    >
      {({ describedBy }) => (
        <div className={styles.control}>
          <Field.Textarea
            ref={ref}
            rows={rows}
            className={cx(styles.input, textareaStyle)}
            aria-describedby={describedBy}
            {...props}
          />
        </div>
      )}
    </FieldFrame>
  );
});
