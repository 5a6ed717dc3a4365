import type { FieldMessage } from '../../http/errors.ts';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export interface DecodedImage {
  bytes: Buffer;
  ext: 'jpg' | 'png' | 'webp';
  contentType: string;
}

/** The image type from the file's first bytes (never from the declared type alone). */
export function sniffImage(bytes: Uint8Array): DecodedImage['ext'] | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpg';
  if (
    bytes.length >= 8 &&
    Buffer.from(bytes.subarray(0, 8)).equals(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    )
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    Buffer.from(bytes.subarray(0, 4)).toString('latin1') === 'RIFF' &&
    Buffer.from(bytes.subarray(8, 12)).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

const CONTENT_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;

/** Decodes a `data:image/...;base64,` URL whose bytes really are a JPEG, PNG or WebP of at most 5 MB. */
export function decodeImageDataUrl(dataUrl: string): DecodedImage | FieldMessage {
  const match = /^data:image\/(png|jpe?g|webp);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match?.[2]) return { key: 'ekyc.imageInvalid' };
  const bytes = Buffer.from(match[2], 'base64');
  if (bytes.length > MAX_IMAGE_BYTES)
    return { key: 'ekyc.imageTooLarge', params: { mb: MAX_IMAGE_BYTES / 1024 / 1024 } };
  const ext = sniffImage(bytes);
  if (!ext) return { key: 'ekyc.imageInvalid' };
  return { bytes, ext, contentType: CONTENT_TYPES[ext] };
}
