/**
 * Clean-up of a phone photo of an ID card before OCR, on an 8-bit grey image: the skew of the text
 * lines is measured and rotated back; a photo taken in low light has its lighting flattened and its
 * contrast stretched; a noisy one is smoothed and lightly sharpened. Well-lit, clean photos are only
 * deskewed: the engine's own thresholding reads them at least as well. Pure array work (no image
 * library); an 800x600 photo takes some tens of milliseconds.
 */
import { boxMean, clamp, rotate, sharpen, shrink, smooth, type GreyImage } from './grey-image.ts';

export type { GreyImage };

export interface PrepareOptions {
  /** Measure and undo the tilt of the text lines (default true). */
  deskew?: boolean;
  /** Flatten the lighting and stretch the contrast of a dark photo (default true). */
  normalise?: boolean;
  /** Smooth and lightly sharpen a noisy photo (default true). */
  denoise?: boolean;
}

export interface Prepared {
  image: GreyImage;
  /** The tilt found in the photo, degrees clockwise; the image returned is rotated back by it. */
  skewDegrees: number;
}

/** Tilts searched, degrees either way: a card held roughly level in front of a camera. */
const MAX_SKEW = 8;
/** Smaller tilts are left alone: the OCR engine reads them as well as a straight card. */
const MIN_SKEW = 0.3;

/**
 * The tilt of the text lines, degrees clockwise, by projection profiles: ink pixels (darker than their
 * neighbourhood) are summed along lines of each candidate angle; at the text's own angle the rows of
 * text and the gaps between them stand apart most, so the profile's squared steps are largest.
 * Searched every half degree over ±MAX_SKEW, then every tenth of a degree around the best.
 */
export function estimateSkew(image: GreyImage): number {
  const small = shrink(image, Math.max(1, Math.floor(image.width / 600)));
  const { width, height, data } = small;
  const mean = boxMean(small, 7);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if ((data[i] ?? 0) < (mean[i] ?? 0) - 18) {
        xs.push(x - width / 2);
        ys.push(y);
      }
    }
  }
  if (xs.length < 200) return 0;
  const margin = Math.ceil(width * Math.tan((MAX_SKEW * Math.PI) / 180)) + 2;
  const bins = new Float64Array(height + 2 * margin);
  const score = (degrees: number): number => {
    const slope = Math.tan((degrees * Math.PI) / 180);
    bins.fill(0);
    for (let i = 0; i < xs.length; i++) {
      const row = Math.round((ys[i] ?? 0) - (xs[i] ?? 0) * slope) + margin;
      bins[row] = (bins[row] ?? 0) + 1;
    }
    let sum = 0;
    for (let i = 1; i < bins.length; i++) {
      const step = (bins[i] ?? 0) - (bins[i - 1] ?? 0);
      sum += step * step;
    }
    return sum;
  };
  const best = (from: number, to: number, step: number): number => {
    let angle = 0;
    let top = -1;
    for (let degrees = from; degrees <= to + 1e-9; degrees += step) {
      const s = score(degrees);
      if (s > top) {
        top = s;
        angle = degrees;
      }
    }
    return angle;
  };
  const coarse = best(-MAX_SKEW, MAX_SKEW, 0.5);
  return Math.round(best(coarse - 0.5, coarse + 0.5, 0.1) * 10) / 10;
}

/**
 * Lighting flattened and contrast stretched: each pixel divided by the local paper brightness (the
 * brightest of 16x16 blocks, smoothed and interpolated), then the 1st–99th percentiles spread to 0–255.
 */
export function normaliseLight(image: GreyImage): GreyImage {
  const { width, height, data } = image;
  const block = 16;
  const bw = Math.ceil(width / block);
  const bh = Math.ceil(height / block);
  const peak = new Float32Array(bw * bh);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const b = Math.floor(y / block) * bw + Math.floor(x / block);
      const value = data[y * width + x] ?? 0;
      if (value > (peak[b] ?? 0)) peak[b] = value;
    }
  }
  // A 3x3 mean over blocks, so one block without paper does not leave a dark patch.
  const paper = new Float32Array(bw * bh);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      let sum = 0;
      let n = 0;
      for (let j = Math.max(0, by - 1); j <= Math.min(bh - 1, by + 1); j++) {
        for (let i = Math.max(0, bx - 1); i <= Math.min(bw - 1, bx + 1); i++) {
          sum += peak[j * bw + i] ?? 0;
          n += 1;
        }
      }
      paper[by * bw + bx] = Math.max(sum / n, 8);
    }
  }
  const flat = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = Math.min(Math.max((y + 0.5) / block - 0.5, 0), bh - 1);
    const y0 = Math.floor(gy);
    const y1 = Math.min(y0 + 1, bh - 1);
    const fy = gy - y0;
    for (let x = 0; x < width; x++) {
      const gx = Math.min(Math.max((x + 0.5) / block - 0.5, 0), bw - 1);
      const x0 = Math.floor(gx);
      const x1 = Math.min(x0 + 1, bw - 1);
      const fx = gx - x0;
      const level =
        ((paper[y0 * bw + x0] ?? 1) * (1 - fx) + (paper[y0 * bw + x1] ?? 1) * fx) * (1 - fy) +
        ((paper[y1 * bw + x0] ?? 1) * (1 - fx) + (paper[y1 * bw + x1] ?? 1) * fx) * fy;
      flat[y * width + x] = Math.min(1, (data[y * width + x] ?? 0) / level);
    }
  }
  const histogram = new Uint32Array(256);
  for (const value of flat) histogram[Math.round(value * 255)]! += 1;
  const percentile = (p: number): number => {
    let seen = 0;
    for (let v = 0; v < 256; v++) {
      seen += histogram[v] ?? 0;
      if (seen >= p * flat.length) return v / 255;
    }
    return 1;
  };
  const low = percentile(0.01);
  const high = Math.max(percentile(0.99), low + 0.1);
  const out = new Uint8Array(width * height);
  for (let i = 0; i < flat.length; i++) {
    out[i] = clamp((((flat[i] ?? 0) - low) / (high - low)) * 255 + 0.5);
  }
  return { width, height, data: out };
}

/** The value below which the given share of the pixels lie. */
function percentile(image: GreyImage, share: number): number {
  const histogram = new Uint32Array(256);
  for (const value of image.data) histogram[value]! += 1;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v] ?? 0;
    if (seen >= share * image.data.length) return v;
  }
  return 255;
}

/**
 * Pixel noise, in grey levels: the median difference between a pixel and its 3x3 smoothing. The
 * median, not the mean: letter edges differ from their smoothing too, but they are a minority of the
 * pixels, while noise moves every pixel.
 */
export function noiseLevel(image: GreyImage): number {
  const smoothed = smooth(image);
  const histogram = new Uint32Array(256);
  for (let i = 0; i < image.data.length; i++) {
    histogram[Math.abs((image.data[i] ?? 0) - (smoothed.data[i] ?? 0))]! += 1;
  }
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += histogram[v] ?? 0;
    if (seen * 2 >= image.data.length) return v;
  }
  return 255;
}

/**
 * Below this brightness of the lightest tenth of the photo, the card was shot in low light and its
 * lighting is flattened and stretched. Well-lit photos are left as they are: the engine's own
 * thresholding reads them at least as well, and keeps the narrow gaps between words.
 */
const DARK_PAPER = 120;
/** Above this pixel noise (grey levels) the photo is smoothed before reading. */
const NOISY = 4;

/**
 * The whole clean-up: skew measured and undone; a dark photo's light normalised; a noisy photo
 * smoothed (binomial 3x3) and given back its edges with a light unsharp mask. The engine binarises
 * the result itself (its Otsu threshold on a normalised image does as well as ours would).
 */
export function prepareForOcr(image: GreyImage, options: PrepareOptions = {}): Prepared {
  let out = image;
  let skewDegrees = 0;
  if (options.deskew !== false) {
    skewDegrees = estimateSkew(out);
    if (Math.abs(skewDegrees) >= MIN_SKEW) out = rotate(out, skewDegrees);
  }
  if (options.normalise !== false && percentile(out, 0.9) < DARK_PAPER) out = normaliseLight(out);
  if (options.denoise !== false && noiseLevel(out) > NOISY) out = sharpen(smooth(out), 2, 0.5);
  return { image: out, skewDegrees };
}
