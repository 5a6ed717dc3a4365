// The KTP image sent to OCR (spec §9): 800×600 JPEG at quality 0.9, drawn from the eKYC capture
// (1920×1080 at quality 1). Data URLs are decoded here, never fetched (the CSP allows no data: fetch).
import {
  CAPTURE_PRESETS,
  drawToJpegDataUrl,
} from '@pendana/design-system/components/camera-capture';

/** 'data:image/jpeg;base64,…' → Blob of that type; anything else throws. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const match = /^data:([\w/+.-]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl);
  if (!match) throw new Error('not a base64 data URL');
  const binary = atob(match[2]!);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: match[1] });
}

/** Re-draws the captured KTP at the OCR size and quality; the file part `ktp_file` of scanIdCard. */
export async function toOcrFile(dataUrl: string, doc: Document = document): Promise<File> {
  const image = doc.createElement('img');
  image.src = dataUrl;
  await image.decode();
  const ocr = drawToJpegDataUrl(
    image,
    image.naturalWidth,
    image.naturalHeight,
    CAPTURE_PRESETS.OCR,
    doc,
  );
  return new File([dataUrlToBlob(ocr)], 'ktp.jpg', { type: 'image/jpeg' });
}
