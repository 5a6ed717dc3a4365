import { FileUpload, type FileUploadProps } from '@pendana/design-system/components/file-upload';
import type { FieldValues } from 'react-hook-form';
import { useBoundField, type BoundFieldProps } from './bind';

export type FormFileFieldProps<T extends FieldValues> = Omit<
  FileUploadProps,
  'name' | 'files' | 'onFilesChange' | 'error'
> &
  BoundFieldProps<T>;

/** File upload bound to a File[] form value. */
export function FormFileField<T extends FieldValues>({
  name,
  control,
  ...props
}: FormFileFieldProps<T>) {
  const { field, error } = useBoundField({ name, control });
  return (
    <FileUpload
      {...props}
      name={field.name}
      files={Array.isArray(field.value) ? (field.value as File[]) : []}
      onFilesChange={field.onChange}
      error={error}
    />
  );
}
