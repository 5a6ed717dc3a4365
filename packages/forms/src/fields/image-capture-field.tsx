import {
  CameraCapture,
  type CameraCaptureProps,
} from '@pendana/design-system/components/camera-capture';
import { css } from '@pendana/design-system/styled-system/css';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './bind';

export type FormImageCaptureFieldProps<T extends FieldValues> = Omit<
  CameraCaptureProps,
  'value' | 'onCapture'
> &
  BoundFieldProps<T> & {
    label: string;
  };

/** Camera capture bound to a base64 JPEG data URL form value (validate with `base64ImageSchema`). */
export function FormImageCaptureField<T extends FieldValues>({
  name,
  control,
  label,
  ...props
}: FormImageCaptureFieldProps<T>) {
  const { field, invalid, error } = useBoundField({ name, control });
  return (
    <fieldset className={styles.fieldset} aria-invalid={invalid || undefined}>
      <legend className={styles.legend}>{label}</legend>
      <CameraCapture
        {...props}
        value={typeof field.value === 'string' && field.value !== '' ? field.value : undefined}
        onCapture={field.onChange}
      />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

const styles = {
  fieldset: css({ border: '0', p: '0', m: '0', minW: '0' }),
  legend: css({ textStyle: 'label', mb: '2' }),
  error: css({ textStyle: 'caption', color: 'danger.fg', fontWeight: 'medium', mt: '2' }),
};
