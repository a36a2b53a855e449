import { IMAGE_LIMITS } from '@medi/contracts';
import type { Sharp, SharpOptions } from 'sharp';

/** Why an image was refused; the caller words it for its field (a wrong type reads differently per screen). */
export type ImageRejectionReason = 'type' | 'size' | 'pixels' | 'corrupt';

export class ImageRejectedError extends Error {
  constructor(readonly reason: ImageRejectionReason) {
    super(`Image refused: ${reason}`);
    this.name = 'ImageRejectedError';
  }
}

/** The largest box each kind of image is kept at: enough for the screen and a printed A4 header. */
export const IMAGE_KINDS = {
  photo: { maxWidth: 512, maxHeight: 512 },
  logo: { maxWidth: 800, maxHeight: 400 },
  signature: { maxWidth: 800, maxHeight: 300 },
} as const;
export type ImageKind = keyof typeof IMAGE_KINDS;

type ImageFormat = 'png' | 'jpeg';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const DATA_URL_PREFIX = /^data:[\w/+.-]*;base64,/;

/**
 * The one server-side path for every uploaded picture (photo, clinic logo, signature): the size is checked before
 * anything is decoded, the type is read from the bytes (never the name), the pixel count is bounded before
 * decompression (a tiny PNG can declare billions of pixels), and the picture is decoded and re-encoded, which
 * drops every metadata block (EXIF GPS, camera, comments) so none of it can reach a report PDF.
 * Answers base64 without a prefix, as the API returns it.
 */
export async function normalizeImage(encoded: string, kind: ImageKind): Promise<string> {
  const base64 = encoded.trim().replace(DATA_URL_PREFIX, '');
  if (decodedLength(base64) > IMAGE_LIMITS.maxBytes) throw new ImageRejectedError('size');
  if (!BASE64.test(base64) || base64.length % 4 !== 0) throw new ImageRejectedError('corrupt');
  const bytes = Buffer.from(base64, 'base64');
  const format = formatOfBytes(bytes);
  if (!format) throw new ImageRejectedError('type');

  const sharp = await loadSharp();
  const options: SharpOptions = { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'warning' };
  const header = await sharp(bytes, options).metadata().catch(refuse);
  if (header.format !== format) throw new ImageRejectedError('type');
  if (header.width * header.height > IMAGE_LIMITS.maxPixels) throw new ImageRejectedError('pixels');

  const { maxWidth, maxHeight } = IMAGE_KINDS[kind];
  const pipeline = sharp(bytes, options)
    .rotate()
    .resize({ width: maxWidth, height: maxHeight, fit: 'inside', withoutEnlargement: true });
  const output = await encode(pipeline, format).toBuffer().catch(refuse);
  return output.toString('base64');
}

/** PNG and JPEG are the only types the product accepts (spec 02 section 5); both are told by their first bytes. */
export function formatOfBytes(bytes: Buffer): ImageFormat | undefined {
  const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && PNG_SIGNATURE.every((byte, index) => bytes[index] === byte)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return undefined;
}

/** A logo or signature keeps PNG's transparency; a photo stays JPEG. Without withMetadata() no metadata is kept. */
function encode(pipeline: Sharp, format: ImageFormat): Sharp {
  return format === 'png'
    ? pipeline.png({ compressionLevel: 9, palette: false })
    : pipeline.jpeg({ quality: 85, mozjpeg: true });
}

/** libvips names the pixel cap in its message; anything else it cannot read is a broken image. */
function refuse(error: unknown): never {
  throw new ImageRejectedError(/pixel limit/i.test(String(error)) ? 'pixels' : 'corrupt');
}

function decodedLength(base64: string): number {
  return Math.floor((base64.length * 3) / 4);
}

/** Loaded on first use, so the processes that never handle an image (gateway, billing) never load libvips. */
async function loadSharp(): Promise<typeof import('sharp')> {
  const module = await import('sharp');
  return module.default;
}
