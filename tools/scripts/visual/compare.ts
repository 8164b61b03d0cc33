// Comparing a screenshot with its approved baseline: pixelmatch over pngjs-decoded images, with the
// tolerance of config.ts. Images of different sizes are compared on a canvas as large as both, and
// always differ. The common case, an unchanged story, is answered first by a native decoder.
import { Transformer } from '@napi-rs/image';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { TOLERANCE } from './config.ts';

export interface Comparison {
  /** within the tolerance */
  readonly same: boolean;
  /** pixels that differ (anti-aliasing aside) */
  readonly diffPixels: number;
  readonly sizeChanged: boolean;
  /** "390x844" of the baseline and of the new image */
  readonly baselineSize: string;
  readonly newSize: string;
  /** the baseline faded, with the differing pixels in red (only when not the same) */
  readonly diffPng?: Buffer;
}

/** An image as large as `width` x `height`, the rest transparent. */
function padded(img: PNG, width: number, height: number): PNG {
  if (img.width === width && img.height === height) return img;
  const out = new PNG({ width, height });
  PNG.bitblt(img, out, 0, 0, img.width, img.height, 0, 0);
  return out;
}

/** "1280x800": a PNG's width and height, from its header (IHDR, always the first chunk). */
const headerSize = (png: Buffer) => (png.length >= 24 ? `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}` : 'unknown');

/**
 * Whether two PNGs of the same size decode to the same bytes, by @napi-rs/image (image-rs, native:
 * about a quarter of pngjs's CPU, and no garbage). The bytes are the image's own channels (RGB for a
 * screenshot, a grey or palette baseline decodes otherwise): equal bytes are equal pixels, and any
 * other answer, or a file it cannot read, leaves the question to pngjs.
 */
function decodeToSameBytes(a: Buffer, b: Buffer): boolean {
  try {
    return new Transformer(a).rawPixelsSync().equals(new Transformer(b).rawPixelsSync());
  } catch {
    return false;
  }
}

/** Compares two PNG files' pixels. */
export function compareImages(baseline: Buffer, actual: Buffer, tolerance: { threshold: number; maxDiffPixels: number } = TOLERANCE): Comparison {
  const size = headerSize(baseline);
  if (size !== 'unknown' && size === headerSize(actual) && decodeToSameBytes(baseline, actual))
    return { same: true, diffPixels: 0, sizeChanged: false, baselineSize: size, newSize: size };
  const a = PNG.sync.read(baseline);
  const b = PNG.sync.read(actual);
  const baselineSize = `${a.width}x${a.height}`;
  const newSize = `${b.width}x${b.height}`;
  const sizeChanged = baselineSize !== newSize;
  if (!sizeChanged && a.data.equals(b.data)) return { same: true, diffPixels: 0, sizeChanged, baselineSize, newSize };
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  const diffPixels = pixelmatch(padded(a, width, height).data, padded(b, width, height).data, diff.data, width, height, {
    threshold: tolerance.threshold,
    includeAA: false,
    alpha: 0.15,
    diffColor: [230, 0, 0],
  });
  const same = !sizeChanged && diffPixels <= tolerance.maxDiffPixels;
  return { same, diffPixels, sizeChanged, baselineSize, newSize, ...(same ? {} : { diffPng: PNG.sync.write(diff) }) };
}
