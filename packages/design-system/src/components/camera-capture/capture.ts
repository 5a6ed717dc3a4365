// Capture settings of spec §9: "The ID image canvas is 1920x1080 JPEG at quality 1 for eKYC, and
// 800x600 at quality 0.9 for OCR."
export const CAPTURE_PRESETS = {
  EKYC: { width: 1920, height: 1080, quality: 1 },
  OCR: { width: 800, height: 600, quality: 0.9 },
} as const;

export interface CaptureSize {
  width: number;
  height: number;
  /** JPEG quality 0–1. */
  quality: number;
}

export type CameraErrorKind = 'notAllowed' | 'notFound' | 'notSupported' | 'inUse' | 'failed';

/** Maps a getUserMedia failure to the message the user sees. */
export function cameraErrorKind(error: unknown): CameraErrorKind {
  const name =
    typeof error === 'object' && error !== null && 'name' in error
      ? String((error as { name: unknown }).name)
      : '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'notAllowed';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'notFound';
    case 'NotReadableError':
    case 'TrackStartError':
      return 'inUse';
    case 'NotSupportedError':
    case 'TypeError':
      return 'notSupported';
    default:
      return 'failed';
  }
}

/**
 * Draws `source` (a playing video or a loaded image) into a `width`×`height` canvas, covering it
 * (centre crop, no distortion), and returns a base64 JPEG data URL at `quality`.
 */
export function drawToJpegDataUrl(
  source: HTMLVideoElement | HTMLImageElement,
  sourceWidth: number,
  sourceHeight: number,
  { width, height, quality }: CaptureSize,
  doc: Document = document,
): string {
  const canvas = doc.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context || sourceWidth === 0 || sourceHeight === 0) throw new Error('canvas-unavailable');
  const scale = Math.max(width / sourceWidth, height / sourceHeight);
  const drawWidth = sourceWidth * scale;
  const drawHeight = sourceHeight * scale;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  context.drawImage(
    source,
    (width - drawWidth) / 2,
    (height - drawHeight) / 2,
    drawWidth,
    drawHeight,
  );
  return canvas.toDataURL('image/jpeg', quality);
}

/** Reads a picked image file and returns it as a JPEG data URL of the capture size. */
export async function fileToJpegDataUrl(
  file: File,
  size: CaptureSize,
  doc: Document = document,
): Promise<string> {
  const url = URL.createObjectURL(file);
  try {
    const image = doc.createElement('img');
    image.src = url;
    await image.decode();
    return drawToJpegDataUrl(image, image.naturalWidth, image.naturalHeight, size, doc);
  } finally {
    URL.revokeObjectURL(url);
  }
}
