/** An 8-bit grey image and the pixel operations the OCR clean-up is built of. */

/** An 8-bit grey image, row by row, 0 black – 255 white. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

export const clamp = (value: number) => (value < 0 ? 0 : value > 255 ? 255 : value);

/** Sum of every `(2r+1)²` window around each pixel, over an image edge-extended (integral image). */
export function boxMean(image: GreyImage, radius: number): Float32Array {
  const { width, height, data } = image;
  const stride = width + 1;
  const integral = new Float64Array(stride * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x] ?? 0;
      integral[(y + 1) * stride + x + 1] = (integral[y * stride + x + 1] ?? 0) + row;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(height, y + radius + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(width, x + radius + 1);
      const sum =
        (integral[y1 * stride + x1] ?? 0) -
        (integral[y0 * stride + x1] ?? 0) -
        (integral[y1 * stride + x0] ?? 0) +
        (integral[y0 * stride + x0] ?? 0);
      out[y * width + x] = sum / ((y1 - y0) * (x1 - x0));
    }
  }
  return out;
}

/** The image shrunk by an integer factor, each pixel the mean of its block. */
export function shrink(image: GreyImage, factor: number): GreyImage {
  if (factor <= 1) return image;
  const width = Math.floor(image.width / factor);
  const height = Math.floor(image.height / factor);
  const data = new Uint8Array(width * height);
  const area = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * image.width + x * factor;
        for (let dx = 0; dx < factor; dx++) sum += image.data[row + dx] ?? 0;
      }
      data[y * width + x] = sum / area;
    }
  }
  return { width, height, data };
}

/** Image scaled so that its longer side is at most `max` pixels (area average); as is when smaller. */
export function fitWithin(image: GreyImage, max: number): GreyImage {
  const factor = Math.ceil(Math.max(image.width, image.height) / max);
  return shrink(image, factor);
}

/** The image turned `degrees` counter-clockwise about its centre (bilinear; edges extended). */
export function rotate(image: GreyImage, degrees: number): GreyImage {
  const { width, height, data } = image;
  const out = new Uint8Array(width * height);
  const cos = Math.cos((degrees * Math.PI) / 180);
  const sin = Math.sin((degrees * Math.PI) / 180);
  const cx = (width - 1) / 2;
  const cy = (height - 1) / 2;
  for (let y = 0; y < height; y++) {
    const dy = y - cy;
    for (let x = 0; x < width; x++) {
      const dx = x - cx;
      // The source of each output pixel: the output turned back clockwise.
      let sx = cx + dx * cos - dy * sin;
      let sy = cy + dx * sin + dy * cos;
      sx = sx < 0 ? 0 : sx > width - 1 ? width - 1 : sx;
      sy = sy < 0 ? 0 : sy > height - 1 ? height - 1 : sy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(x0 + 1, width - 1);
      const y1 = Math.min(y0 + 1, height - 1);
      const fx = sx - x0;
      const fy = sy - y0;
      const top = (data[y0 * width + x0] ?? 0) * (1 - fx) + (data[y0 * width + x1] ?? 0) * fx;
      const bottom = (data[y1 * width + x0] ?? 0) * (1 - fx) + (data[y1 * width + x1] ?? 0) * fx;
      out[y * width + x] = top * (1 - fy) + bottom * fy + 0.5;
    }
  }
  return { width, height, data: out };
}

/**
 * 3x3 binomial smoothing (1-2-1 each way): takes out pixel noise and JPEG ringing without closing the
 * one-pixel gaps between letters (a median filter would).
 */
export function smooth(image: GreyImage): GreyImage {
  const { width, height, data } = image;
  const across = new Uint16Array(data.length);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const left = data[row + Math.max(0, x - 1)] ?? 0;
      const right = data[row + Math.min(width - 1, x + 1)] ?? 0;
      across[row + x] = left + 2 * (data[row + x] ?? 0) + right;
    }
  }
  const out = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    const up = Math.max(0, y - 1) * width;
    const down = Math.min(height - 1, y + 1) * width;
    const row = y * width;
    for (let x = 0; x < width; x++) {
      out[row + x] =
        ((across[up + x] ?? 0) + 2 * (across[row + x] ?? 0) + (across[down + x] ?? 0) + 8) >> 4;
    }
  }
  return { width, height, data: out };
}

/** Unsharp mask: each pixel pushed away from its neighbourhood mean by `amount`. */
export function sharpen(image: GreyImage, radius: number, amount: number): GreyImage {
  const mean = boxMean(image, radius);
  const out = new Uint8Array(image.data.length);
  for (let i = 0; i < out.length; i++) {
    const value = image.data[i] ?? 0;
    out[i] = clamp(value + amount * (value - (mean[i] ?? 0)) + 0.5);
  }
  return { width: image.width, height: image.height, data: out };
}

/** A binary PGM file (P5) of the image: a format the OCR engine reads without any encoder. */
export function toPgm(image: GreyImage): Buffer {
  const header = Buffer.from(`P5\n${image.width} ${image.height}\n255\n`, 'latin1');
  return Buffer.concat([header, image.data]);
}
