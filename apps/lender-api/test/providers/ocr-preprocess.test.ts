import { describe, expect, it } from 'vitest';
import { rotate, type GreyImage } from '../../src/providers/ocr/grey-image.ts';
import { estimateSkew, noiseLevel, prepareForOcr } from '../../src/providers/ocr/preprocess.ts';

/**
 * A page of "text": rows of word-like dark bars 12 px high every 21 px (like the card's 16 px lines),
 * turned `tilt` degrees clockwise, on paper of grey `paper` with ink of grey `ink`.
 */
function page(tilt: number, paper = 225, ink = 30): GreyImage {
  const width = 800;
  const height = 600;
  const data = new Uint8Array(width * height);
  const cos = Math.cos((tilt * Math.PI) / 180);
  const sin = Math.sin((tilt * Math.PI) / 180);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // The point on the straight page that lands here once turned clockwise.
      const dx = x - width / 2;
      const dy = y - height / 2;
      const u = dx * cos + dy * sin + width / 2;
      const v = -dx * sin + dy * cos + height / 2;
      const inText = u > 120 && u < 680 && v > 120 && v < 480;
      const line = v % 21 < 12;
      const word = u % 47 < 38 && Math.floor(u / 3) % 2 === 0;
      data[y * width + x] = inText && line && word ? ink : paper;
    }
  }
  return { width, height, data };
}

/** A deterministic PRNG (mulberry32). */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('OCR clean-up', () => {
  it('measures the tilt of text lines to a few tenths of a degree, and undoes it', () => {
    for (const tilt of [-6, -3, 0, 2.5, 5]) {
      const tilted = page(tilt);
      expect(Math.abs(estimateSkew(tilted) - tilt), `tilt ${tilt}`).toBeLessThanOrEqual(0.2);
      const prepared = prepareForOcr(tilted);
      expect(Math.abs(estimateSkew(prepared.image)), `tilt ${tilt} undone`).toBeLessThanOrEqual(
        0.2,
      );
    }
    // The sign: turning a straight page counter-clockwise is a tilt to the left.
    expect(estimateSkew(rotate(page(0), 4))).toBeCloseTo(-4, 0);
  });

  it('flattens and stretches a photo taken in low light, and leaves a well-lit one alone', () => {
    const dim = page(0, 70, 20);
    const prepared = prepareForOcr(dim).image;
    const at = (x: number, y: number) => prepared.data[y * prepared.width + x] ?? 0;
    expect(at(50, 50)).toBeGreaterThanOrEqual(240); // paper
    expect(dim.data[126 * dim.width + 126]).toBe(20);
    expect(at(126, 126)).toBeLessThanOrEqual(40); // ink
    const lit = page(0);
    expect(prepareForOcr(lit).image === lit).toBe(true);
  });

  it('smooths a noisy photo only', () => {
    const random = prng(7);
    const clean = page(0);
    const noisy = {
      ...clean,
      data: clean.data.map((v) => Math.max(0, Math.min(255, v + (random() - 0.5) * 60))),
    };
    expect(noiseLevel(noisy)).toBeGreaterThan(4);
    expect(noiseLevel(clean)).toBeLessThanOrEqual(1);
    expect(noiseLevel(prepareForOcr(noisy).image)).toBeLessThan(noiseLevel(noisy) / 2);
    expect(prepareForOcr(clean).image === clean).toBe(true);
  });
});
