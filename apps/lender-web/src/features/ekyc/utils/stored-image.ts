// A photo saved earlier (an `/api/files/<scope>/<owner>/<name>` URL of the personal data) as the
// base64 data URL the identity check needs, when the one taken in this tab is gone (reload). Read
// through the SDK (`getUploadedFile`, a blob): session headers, 401 → onUnauthorized, retry of
// network/5xx failures like every query. Failure → the caller shows 'Terdapat kesalahan, coba lagi!'
// (spec §8, ID image conversion failure).
import type { QueryClient } from '@tanstack/react-query';
import { getGetUploadedFileQueryOptions, shouldRetry } from '@pendana/api-sdk';
import { isBase64Image } from '@pendana/forms/schemas';

/** The path of an uploaded file (contract getUploadedFile), after the API base. */
const UPLOADED_FILE = /\/files\/(lender|corporate)\/(\d{1,10})\/([\w-]{1,100}\.(?:jpg|png|webp))$/;

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

export async function storedImageAsDataUrl(url: string, queryClient: QueryClient): Promise<string> {
  const match = UPLOADED_FILE.exec(new URL(url, window.location.origin).pathname);
  if (!match) throw new Error('not an uploaded file URL');
  const [, scope, owner, name] = match as unknown as [
    string,
    'lender' | 'corporate',
    string,
    string,
  ];
  const blob = await queryClient.fetchQuery({
    ...getGetUploadedFileQueryOptions(scope, owner, name),
    retry: shouldRetry,
  });
  const dataUrl = await readAsDataUrl(blob);
  if (!isBase64Image(dataUrl)) throw new Error('not an image');
  return dataUrl;
}
