// Spec §9 through a real canvas (Chromium; run by apps/storybook's 'browser' project, not jsdom): "The ID image canvas is 1920x1080 JPEG at quality 1 for
// eKYC, and 800x600 at quality 0.9 for OCR." The photo the camera component hands to the eKYC form
// and the file the app sends to OCR are decoded here: their size, their type and the JPEG
// quantisation table the encoder wrote (all ones only at quality 1; 3 first at quality 0.9).
import {
  CAPTURE_PRESETS,
  drawToJpegDataUrl,
} from '@pendana/design-system/components/camera-capture';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import compiledId from '../../../i18n/compiled/id.json';
import { IdentityPhotos } from '../components/identity-photos';
import { toOcrFile } from './ocr-image';

/** A 640×480 test picture (a camera's usual VGA frame), painted so the encoder has detail. */
function testCanvas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = 640;
  canvas.height = 480;
  const context = canvas.getContext('2d')!;
  for (let x = 0; x < 640; x += 40)
    for (let y = 0; y < 480; y += 40) {
      context.fillStyle = `rgb(${x % 255}, ${y % 255}, ${(x + y) % 255})`;
      context.fillRect(x, y, 40, 40);
    }
  return canvas;
}

function bytesOf(dataUrl: string): Uint8Array {
  const match = /^data:image\/jpeg;base64,(.+)$/.exec(dataUrl);
  if (!match) throw new Error(`not a JPEG data URL: ${dataUrl.slice(0, 40)}`);
  return Uint8Array.from(atob(match[1]!), (c) => c.charCodeAt(0));
}

/** The first quantisation table (luminance, zig-zag order) of a baseline JPEG. */
function lumaTable(bytes: Uint8Array): number[] {
  for (let i = 2; i < bytes.length - 4;) {
    if (bytes[i] !== 0xff) throw new Error('bad JPEG marker');
    const marker = bytes[i + 1]!;
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    if (marker === 0xdb) return Array.from(bytes.subarray(i + 5, i + 5 + 64));
    i += 2 + length;
  }
  throw new Error('no quantisation table');
}

async function sizeOf(src: string): Promise<[number, number]> {
  const image = new Image();
  image.src = src;
  await image.decode();
  return [image.naturalWidth, image.naturalHeight];
}

describe('§9.5 capture sizes on a real canvas', () => {
  it('§9.5 the KTP camera photo of the eKYC form is a 1920×1080 JPEG at quality 1', async () => {
    const stream = testCanvas().captureStream(10);
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: async () => stream },
    });
    let photo = '';
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    flushSync(() =>
      root.render(
        <IntlProvider locale="id" defaultLocale="id" messages={compiledId}>
          <IdentityPhotos
            isPassport={false}
            photos={{ foto_ktp: null, profile_ktp: null, profile: null }}
            onChange={(key, value) => {
              if (key === 'foto_ktp' && value) photo = value;
            }}
            errors={{}}
          />
        </IntlProvider>,
      ),
    );
    // The eKYC form's KTP photo (the app's IdentityPhotos), taken with the camera.
    const ktp = page.getByRole('group', { name: 'Foto KTP', exact: true });
    await userEvent.click(ktp.getByRole('button', { name: 'Buka kamera' }));
    const take = ktp.getByRole('button', { name: 'Ambil foto' });
    await expect.element(take).toBeEnabled();
    await userEvent.click(take);
    await expect.poll(() => photo).not.toBe('');
    expect(await sizeOf(photo)).toEqual([1920, 1080]);
    expect(new Set(lumaTable(bytesOf(photo)))).toEqual(new Set([1]));
    root.unmount();
    container.remove();
  });

  it('§9.5 the KTP file sent to OCR is an 800×600 JPEG at quality 0.9, drawn from the eKYC photo', async () => {
    const picture = new Image();
    picture.src = testCanvas().toDataURL('image/png');
    await picture.decode();
    const ekyc = drawToJpegDataUrl(picture, 640, 480, CAPTURE_PRESETS.EKYC);
    const file = await toOcrFile(ekyc);
    expect(file.type).toBe('image/jpeg');
    expect(file.name).toBe('ktp.jpg');
    const url = URL.createObjectURL(file);
    try {
      expect(await sizeOf(url)).toEqual([800, 600]);
    } finally {
      URL.revokeObjectURL(url);
    }
    const table = lumaTable(new Uint8Array(await file.arrayBuffer()));
    // libjpeg's standard luminance table scaled to quality 90: 16 → 3 (at quality 1.0 it is 1).
    expect(table[0]).toBe(3);
  });
});
