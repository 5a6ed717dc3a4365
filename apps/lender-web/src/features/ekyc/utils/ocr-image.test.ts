import { describe, expect, it } from 'vitest';
import { dataUrlToBlob } from './ocr-image';

describe('dataUrlToBlob', () => {
  it('decodes a base64 data URL into bytes of its type', async () => {
    const blob = dataUrlToBlob('data:image/png;base64,AAEC/w==');
    expect(blob.type).toBe('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).toEqual([0, 1, 2, 255]);
  });
  it.each(['https://x.test/a.png', 'data:image/png,abc', 'data:image/png;base64,@@'])(
    'refuses %s',
    (value) => {
      expect(() => dataUrlToBlob(value)).toThrow();
    },
  );
});
