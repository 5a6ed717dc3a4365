import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { FieldMessage } from '../../http/errors.ts';
import { MAX_IMAGE_BYTES, sniffImage } from '../ekyc/index.ts';

export interface CheckedFile {
  bytes: Buffer;
  ext: string;
  contentType: string;
}

/** An uploaded image (or, with `allowPdf`, a PDF) checked by content and size. */
export async function checkFile(
  blob: Blob,
  options: { allowPdf?: boolean } = {},
): Promise<CheckedFile | FieldMessage> {
  const bytes = Buffer.from(await blob.arrayBuffer());
  if (bytes.length > MAX_IMAGE_BYTES)
    return { key: 'ekyc.imageTooLarge', params: { mb: MAX_IMAGE_BYTES / 1024 / 1024 } };
  const image = sniffImage(bytes);
  if (image) return { bytes, ext: image, contentType: blob.type || `image/${image}` };
  if (options.allowPdf && bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    return { bytes, ext: 'pdf', contentType: 'application/pdf' };
  }
  return { key: options.allowPdf ? 'corporate.fileInvalid' : 'ekyc.imageInvalid' };
}

export async function storeFile(
  ctx: AppContext,
  lenderId: number,
  name: string,
  file: CheckedFile,
): Promise<string> {
  const key = `corporate/${lenderId}/${name}-${randomBytes(8).toString('hex')}.${file.ext}`;
  await ctx.providers.storage.put(key, file.bytes, file.contentType);
  return key;
}

export const fileUrl = (ctx: AppContext, key: string | null) =>
  key ? `${ctx.config.apiBasePath}/files/${key}` : null;
