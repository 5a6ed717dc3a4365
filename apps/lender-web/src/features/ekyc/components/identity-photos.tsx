import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { CameraCapture, CAPTURE_PRESETS } from '@pendana/design-system/components/camera-capture';
import { css } from '@pendana/design-system/styled-system/css';
import { isBase64Image } from '@pendana/forms/schemas';
import { cameraLabelMessages, cameraMessages, ekycCheckMessages, photoMessages } from '../messages';
import type { IdentityImages } from '../utils/to-personal-data-payload';

export type PhotoKey = keyof IdentityImages;
export type IdentityPhotoValues = Record<PhotoKey, string | null>;

const styles = {
  group: css({ display: 'grid', gap: '2', alignContent: 'start', minW: '0' }),
  label: css({ textStyle: 'label', fontWeight: 'semibold' }),
  hint: css({ textStyle: 'caption', color: 'fg.muted' }),
  error: css({ textStyle: 'caption', color: 'danger.fg' }),
};

interface PhotoProps {
  label: string;
  hint: string;
  guide: 'face' | 'id-card';
  facingMode: 'user' | 'environment';
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  busy?: string | undefined;
}

/** One identity photo: camera capture (1920×1080, quality 1; spec §9) or upload, as a data URL. */
function IdentityPhoto({
  label,
  hint,
  guide,
  facingMode,
  value,
  onChange,
  error,
  busy,
}: PhotoProps) {
  const intl = useIntl();
  const id = useId();
  const [failure, setFailure] = useState<string | undefined>();
  const message = error ?? failure;
  const m = (descriptor: (typeof cameraMessages)[keyof typeof cameraMessages]) =>
    intl.formatMessage(descriptor);
  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint`}
      className={styles.group}
    >
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <span id={`${id}-hint`} className={styles.hint}>
        {hint}
      </span>
      <CameraCapture
        {...CAPTURE_PRESETS.EKYC}
        guide={guide}
        facingMode={facingMode}
        value={value ?? undefined}
        onCapture={(dataUrl) => {
          // Spec §5: anything that is not a base64 image is refused with 'Gambar gagal diproses!'.
          const ok = isBase64Image(dataUrl);
          setFailure(ok ? undefined : intl.formatMessage(ekycCheckMessages.imageNotBase64));
          onChange(ok ? dataUrl : null);
        }}
        texts={{
          start: m(cameraMessages.start),
          capture: m(cameraMessages.capture),
          retake: m(cameraMessages.retake),
          chooseFile: intl.formatMessage(cameraLabelMessages.chooseFile, { label }),
          previewAlt: intl.formatMessage(photoMessages.preview, { label }),
          videoLabel: intl.formatMessage(cameraLabelMessages.videoLabel, { label }),
          errors: {
            notAllowed: m(cameraMessages.notAllowed),
            notFound: m(cameraMessages.notFound),
            notSupported: m(cameraMessages.notSupported),
            inUse: m(cameraMessages.inUse),
            failed: m(cameraMessages.failed),
            fileFailed: intl.formatMessage(ekycCheckMessages.imageNotBase64),
          },
        }}
      />
      {busy ? (
        <p className={styles.hint} role="status">
          {busy}
        </p>
      ) : null}
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
    </div>
  );
}

export interface IdentityPhotosProps {
  isPassport: boolean;
  photos: IdentityPhotoValues;
  onChange: (key: PhotoKey, value: string | null) => void;
  errors: Partial<Record<PhotoKey, string>>;
  /** Called with a new KTP photo (OCR reads it). */
  onKtp?: (dataUrl: string) => void;
  ocrBusy?: boolean;
}

/** The two selfies: with the KTP, and alone. */
const FACE_PHOTOS = [
  { key: 'profile_ktp', label: photoMessages.profileKtp, hint: photoMessages.profileKtpHint },
  { key: 'profile', label: photoMessages.profile, hint: photoMessages.profileHint },
] as const;

/** KTP, selfie with KTP and selfie (spec §3 images); passport holders send no KTP photo. */
export function IdentityPhotos({
  isPassport,
  photos,
  onChange,
  errors,
  onKtp,
  ocrBusy = false,
}: IdentityPhotosProps) {
  const intl = useIntl();
  return (
    <>
      {isPassport ? (
        <p>{intl.formatMessage(photoMessages.passportPlaceholder)}</p>
      ) : (
        <IdentityPhoto
          label={intl.formatMessage(photoMessages.ktp)}
          hint={intl.formatMessage(photoMessages.ktpHint)}
          guide="id-card"
          facingMode="environment"
          value={photos.foto_ktp}
          onChange={(value) => {
            onChange('foto_ktp', value);
            if (value) onKtp?.(value);
          }}
          error={errors.foto_ktp}
          busy={ocrBusy ? intl.formatMessage(cameraMessages.ocrReading) : undefined}
        />
      )}
      {FACE_PHOTOS.map(({ key, label, hint }) => (
        <IdentityPhoto
          key={key}
          label={intl.formatMessage(label)}
          hint={intl.formatMessage(hint)}
          guide="face"
          facingMode="user"
          value={photos[key]}
          onChange={(value) => onChange(key, value)}
          error={errors[key]}
        />
      ))}
    </>
  );
}
