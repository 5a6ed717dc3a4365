import { Camera, RefreshCcw, Upload } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { css } from '@pendana/design-system/styled-system/css';
import { fileUpload } from '@pendana/design-system/styled-system/recipes';
import { Alert } from '../alert/alert';
import { Button } from '../button/button';
import {
  cameraErrorKind,
  drawToJpegDataUrl,
  fileToJpegDataUrl,
  type CameraErrorKind,
  type CaptureSize,
} from './capture';

export interface CameraCaptureTexts {
  start: string;
  capture: string;
  retake: string;
  /** Label of the file-picker fallback, e.g. 'Unggah foto dari galeri' */
  chooseFile: string;
  /** Alt text of the captured photo, e.g. 'Foto KTP' */
  previewAlt: string;
  /** Accessible name of the live preview, e.g. 'Pratinjau kamera' */
  videoLabel: string;
  /** Message per failure (permission denied, no camera, unsupported browser, camera busy, other). */
  errors: Record<CameraErrorKind | 'fileFailed', string>;
}

export interface CameraCaptureProps extends CaptureSize {
  /** Frame guide drawn over the preview. */
  guide: 'face' | 'id-card';
  /** Called with the base64 JPEG data URL of the photo (camera or file). */
  onCapture: (dataUrl: string) => void;
  texts: CameraCaptureTexts;
  /** 'user' (front) for selfies, 'environment' (back) for ID cards. */
  facingMode?: 'user' | 'environment';
  /** Photo already taken (shows the preview with 'retake'). */
  value?: string | undefined;
}

type Phase = 'idle' | 'starting' | 'live' | 'captured' | 'error';

const guideStyles = {
  face: css({
    left: '50%',
    top: '50%',
    width: '46%',
    height: '78%',
    translate: '-50% -50%',
    borderRadius: '50%',
  }),
  'id-card': css({
    left: '50%',
    top: '50%',
    width: '84%',
    aspectRatio: '85.6 / 54',
    translate: '-50% -50%',
    borderRadius: 'lg',
  }),
};

// A long label ('Unggah dari galeri: Swafoto dengan KTP') wraps inside the frame's width at 360 px
// instead of running out of the page.
const actionButton = css({ maxW: 'full', whiteSpace: 'normal', textAlign: 'center' });

function hasCamera(): boolean {
  return (
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/**
 * Camera capture for eKYC/OCR: live preview (getUserMedia) with a face or ID-card guide, capture to a
 * JPEG data URL at the given size/quality (spec §9), retake, and a file-picker fallback when there
 * is no camera or permission is denied — each failure with its own message.
 */
export function CameraCapture({
  width,
  height,
  quality,
  guide,
  onCapture,
  texts,
  facingMode = 'environment',
  value,
}: CameraCaptureProps) {
  const styles = fileUpload();
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const fileInputRef = useRef<HTMLInputElement | null>(null);
  const inputId = useId();
  const [phase, setPhase] = useState<Phase>(value ? 'captured' : hasCamera() ? 'idle' : 'error');
  const [photo, setPhoto] = useState<string | undefined>(value);
  const [error, setError] = useState<CameraErrorKind | 'fileFailed' | null>(
    hasCamera() ? null : 'notSupported',
  );
  // The stream is attached before the video decodes anything: 'capture' waits for the first frame
  // (videoWidth > 0 after 'loadeddata'/'playing'), otherwise it would draw an empty picture.
  const [frameReady, setFrameReady] = useState(false);

  const stop = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
  }, []);

  useEffect(() => stop, [stop]);

  const start = async () => {
    if (!hasCamera()) {
      setError('notSupported');
      setPhase('error');
      return;
    }
    setError(null);
    setFrameReady(false);
    setPhase('starting');
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode, width: { ideal: width }, height: { ideal: height } },
        audio: false,
      });
      streamRef.current = stream;
      setPhase('live');
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play().catch(() => undefined);
      }
    } catch (caught) {
      stop();
      setError(cameraErrorKind(caught));
      setPhase('error');
    }
  };

  // Attach the stream once the <video> exists (it mounts when phase becomes 'live').
  useEffect(() => {
    const video = videoRef.current;
    if (phase === 'live' && video && streamRef.current && video.srcObject !== streamRef.current) {
      video.srcObject = streamRef.current;
      void video.play().catch(() => undefined);
    }
  }, [phase]);

  // First frame: 'loadeddata' and 'playing' (either may come first), checked against videoWidth.
  useEffect(() => {
    const video = videoRef.current;
    if (phase !== 'live' || !video) return;
    const check = () => {
      if (video.videoWidth > 0) setFrameReady(true);
    };
    check();
    video.addEventListener('loadeddata', check);
    video.addEventListener('playing', check);
    video.addEventListener('resize', check);
    return () => {
      video.removeEventListener('loadeddata', check);
      video.removeEventListener('playing', check);
      video.removeEventListener('resize', check);
    };
  }, [phase]);

  const capture = () => {
    const video = videoRef.current;
    if (!video || video.videoWidth === 0) return;
    try {
      const dataUrl = drawToJpegDataUrl(video, video.videoWidth, video.videoHeight, {
        width,
        height,
        quality,
      });
      stop();
      setPhoto(dataUrl);
      setPhase('captured');
      onCapture(dataUrl);
    } catch {
      setError('failed');
      setPhase('error');
    }
  };

  const pickFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const dataUrl = await fileToJpegDataUrl(file, { width, height, quality });
      stop();
      setPhoto(dataUrl);
      setError(null);
      setPhase('captured');
      onCapture(dataUrl);
    } catch {
      setError('fileFailed');
    }
  };

  const canStart =
    phase === 'idle' || (phase === 'error' && error !== 'notSupported' && error !== 'fileFailed');
  const primary:
    | {
        label: string;
        icon: ReactNode;
        onClick: () => void;
        variant: 'solid' | 'outline';
        busy?: boolean;
      }
    | undefined =
    phase === 'live' || phase === 'starting'
      ? {
          label: texts.capture,
          icon: <Camera aria-hidden size={18} />,
          onClick: capture,
          variant: 'solid',
          busy: phase === 'starting' || !frameReady,
        }
      : phase === 'captured'
        ? {
            label: texts.retake,
            icon: <RefreshCcw aria-hidden size={18} />,
            onClick: () => void start(),
            variant: 'outline',
          }
        : canStart
          ? {
              label: texts.start,
              icon: <Camera aria-hidden size={18} />,
              onClick: () => void start(),
              variant: 'solid',
            }
          : undefined;

  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '3',
        width: 'full',
        minW: '0',
      })}
      data-phase={phase}
    >
      <div className={styles.frame}>
        {phase === 'live' || phase === 'starting' ? (
          <>
            <video
              ref={videoRef}
              className={styles.video}
              playsInline
              muted
              autoPlay
              aria-label={texts.videoLabel}
            />
            <span
              className={`${styles.guide} ${guideStyles[guide]}`}
              aria-hidden
              data-guide={guide}
            />
          </>
        ) : null}
        {phase === 'captured' && photo ? (
          <img src={photo} alt={texts.previewAlt} className={styles.video} />
        ) : null}
        {phase === 'idle' || phase === 'error' ? (
          <div
            className={css({
              position: 'absolute',
              inset: '0',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              color: 'slate.300',
            })}
          >
            <Camera aria-hidden size={48} />
          </div>
        ) : null}
      </div>

      {error ? (
        <Alert status="danger" role="alert">
          {texts.errors[error]}
        </Alert>
      ) : null}

      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        {/* One primary button whose action follows the phase (open camera → take photo → retake):
            the same element stays in the page, so keyboard focus stays on it. */}
        {primary ? (
          <Button
            key="primary"
            variant={primary.variant}
            className={actionButton}
            startIcon={primary.icon}
            aria-disabled={primary.busy || undefined}
            onClick={primary.busy ? undefined : primary.onClick}
          >
            {primary.label}
          </Button>
        ) : null}
        <Button
          variant="ghost"
          className={actionButton}
          startIcon={<Upload aria-hidden size={18} />}
          onClick={() => fileInputRef.current?.click()}
        >
          {texts.chooseFile}
        </Button>
        <input
          ref={fileInputRef}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png"
          hidden
          aria-label={texts.chooseFile}
          onChange={(event) => {
            void pickFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </div>
    </div>
  );
}
