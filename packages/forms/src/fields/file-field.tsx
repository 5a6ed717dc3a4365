import { FileUpload, type FileUploadProps } from '@pendana/design-system/components/file-upload';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export type FormFileFieldProps<T extends FieldValues> = Omit<
  FileUploadProps,
  'name' | 'files' | 'onFilesChange' | 'error'
> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/** File upload bound to a File[] form value. */
export function FormFileField<T extends FieldValues>({
  name,
  control,
  ...props
}: FormFileFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  return (
    <FileUpload
      {...props}
      name={field.name}
      files={Array.isArray(field.value) ? (field.value as File[]) : []}
      onFilesChange={field.onChange}
      error={fieldState.error?.message}
    />
  );
}
