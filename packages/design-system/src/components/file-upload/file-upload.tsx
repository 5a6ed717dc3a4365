import { FileUpload as ArkFileUpload } from '@ark-ui/react/file-upload';
import { FileText, Upload, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { css, cx } from '@pendana/design-system/styled-system/css';
import { fileUpload } from '@pendana/design-system/styled-system/recipes';
import { formatNumber } from '../../formatters/number';
import { Button } from '../button/button';

export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export interface FileUploadTexts {
  /** Text inside the drop zone (also its accessible name), e.g. 'Seret berkas ke sini atau klik untuk memilih' */
  drop: string;
  /** Button that opens the file picker, e.g. 'Pilih berkas' */
  choose: string;
  /** Accessible name of the remove button, e.g. (name) => `Hapus ${name}` */
  remove: (fileName: string) => string;
  /** Error when a file is bigger than the limit. */
  tooLarge: (maxSize: string) => string;
  /** Error when the type is not accepted. */
  invalidType: string;
  /** Error when more files than allowed are dropped. */
  tooMany: string;
  /** Accessible text of the progress bar, e.g. (percent) => `Mengunggah ${percent}%` */
  progress: (percent: number) => string;
}

export interface FileUploadProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Error from the form (e.g. required). Type and size errors are shown by the component. */
  error?: ReactNode;
  accept: readonly string[];
  /** Largest size in bytes. */
  maxSize: number;
  maxFiles?: number;
  files?: File[];
  onFilesChange: (files: File[]) => void;
  /** Upload progress 0–100 per file name (optional). */
  progress?: Record<string, number>;
  texts: FileUploadTexts;
  disabled?: boolean;
  name?: string;
  className?: string;
}

/** Human size in KB/MB with Indonesian grouping ('2 MB', '512 KB'). */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024)
    return `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10, { decimals: bytes % (1024 * 1024) === 0 ? 0 : 1 })} MB`;
  return `${formatNumber(Math.ceil(bytes / 1024))} KB`;
}

function rejectionText(
  rejection: ArkFileUpload.FileRejection,
  texts: FileUploadTexts,
  maxSize: number,
): string {
  if (rejection.errors.includes('FILE_TOO_LARGE')) return texts.tooLarge(formatFileSize(maxSize));
  if (rejection.errors.includes('TOO_MANY_FILES')) return texts.tooMany;
  return texts.invalidType;
}

/** Image or document upload with drop zone, image preview, progress and size/type errors. */
export function FileUpload({
  label,
  hint,
  error,
  accept,
  maxSize,
  maxFiles = 1,
  files,
  onFilesChange,
  progress,
  texts,
  disabled,
  name,
  className,
}: FileUploadProps) {
  const styles = fileUpload();
  const id = useId();
  const [rejectionError, setRejectionError] = useState<string | null>(null);
  const shownError = rejectionError ?? error;
  return (
    <ArkFileUpload.Root
      className={cx(styles.root, className)}
      accept={[...accept]}
      maxFileSize={maxSize}
      maxFiles={maxFiles}
      acceptedFiles={files}
      disabled={disabled}
      name={name}
      invalid={Boolean(shownError)}
      translations={{
        dropzone: texts.drop,
        deleteFile: (file) => texts.remove(file.name),
        itemPreview: (file) => file.name,
      }}
      onFileAccept={(details) => {
        setRejectionError(null);
        onFilesChange(details.files);
      }}
      onFileReject={(details) => {
        const first = details.files[0];
        if (first) setRejectionError(rejectionText(first, texts, maxSize));
      }}
    >
      <ArkFileUpload.Label className={styles.label}>{label}</ArkFileUpload.Label>
      <ArkFileUpload.Dropzone
        className={styles.dropzone}
        aria-describedby={
          [shownError ? `${id}-error` : '', hint ? `${id}-hint` : ''].join(' ').trim() || undefined
        }
      >
        <Upload aria-hidden size={24} />
        <span>{texts.drop}</span>
      </ArkFileUpload.Dropzone>
      {/* Outside the drop zone: the zone is itself a button, controls must not be nested. */}
      <ArkFileUpload.Trigger asChild>
        <Button variant="outline" size="sm" className={triggerStyle}>
          {texts.choose}
        </Button>
      </ArkFileUpload.Trigger>
      {hint ? (
        <p id={`${id}-hint`} className={css_hint}>
          {hint}
        </p>
      ) : null}
      {shownError ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {shownError}
        </p>
      ) : null}
      <ArkFileUpload.ItemGroup
        style={{
          display: 'flex',
          flexDirection: 'column',
          gap: '0.5rem',
          listStyle: 'none',
          padding: 0,
          margin: 0,
        }}
      >
        <ArkFileUpload.Context>
          {({ acceptedFiles }) =>
            acceptedFiles.map((file) => {
              const percent = progress?.[file.name];
              return (
                <ArkFileUpload.Item key={file.name} file={file} className={styles.item}>
                  <ArkFileUpload.ItemPreview type="image/*" className={styles.preview}>
                    <ArkFileUpload.ItemPreviewImage className={styles.preview} alt="" />
                  </ArkFileUpload.ItemPreview>
                  <ArkFileUpload.ItemPreview type=".*" className={styles.preview}>
                    {file.type.startsWith('image/') ? null : <FileText aria-hidden />}
                  </ArkFileUpload.ItemPreview>
                  <div style={{ minWidth: 0 }}>
                    <ArkFileUpload.ItemName className={styles.itemName} />
                    <span className={styles.itemSize}>{formatFileSize(file.size)}</span>
                  </div>
                  <ArkFileUpload.ItemDeleteTrigger asChild>
                    <Button variant="ghost" size="sm" iconOnly aria-label={texts.remove(file.name)}>
                      <X aria-hidden size={18} />
                    </Button>
                  </ArkFileUpload.ItemDeleteTrigger>
                  {percent !== undefined ? (
                    <div
                      className={styles.progress}
                      role="progressbar"
                      aria-valuemin={0}
                      aria-valuemax={100}
                      aria-valuenow={percent}
                      aria-label={texts.progress(percent)}
                    >
                      <div className={styles.progressBar} style={{ width: `${percent}%` }} />
                    </div>
                  ) : null}
                </ArkFileUpload.Item>
              );
            })
          }
        </ArkFileUpload.Context>
      </ArkFileUpload.ItemGroup>
      <ArkFileUpload.HiddenInput />
    </ArkFileUpload.Root>
  );
}

const css_hint = fileUpload().itemSize;
const triggerStyle = css({ alignSelf: 'flex-start' });
