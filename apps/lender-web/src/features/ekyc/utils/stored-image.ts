// A photo saved earlier (an `/api/files/<key>` URL of the personal data) as the base64 data URL the
// identity check needs, when the one taken in this tab is gone (reload). Failure → the caller shows
// 'Terdapat kesalahan, coba lagi!' (spec §8, ID image conversion failure).
import { isBase64Image } from '@pendana/forms/schemas';
import { API_BASE } from '../../../config/env';
import { readSession } from '../../../lib/session';

function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(blob);
  });
}

export async function storedImageAsDataUrl(url: string): Promise<string> {
  const token = readSession()?.token;
  const target = new URL(url, window.location.origin);
  // Only this origin's files (the API base may be another origin: then its own origin).
  const apiOrigin = new URL(API_BASE, window.location.origin).origin;
  if (target.origin !== window.location.origin && target.origin !== apiOrigin) {
    throw new Error('foreign image URL');
  }
  const response = await fetch(target, {
    headers: token ? { Authorization: `Bearer ${token}`, 'Request-Access': token } : {},
  });
  if (!response.ok) throw new Error(`image ${response.status}`);
  const dataUrl = await readAsDataUrl(await response.blob());
  if (!isBase64Image(dataUrl)) throw new Error('not an image');
  return dataUrl;
}
