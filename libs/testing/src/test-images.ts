import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Where a phone would have put the photo; the tests look for it after the pipeline. */
export const TEST_GPS = { latitude: '12/1 58/1 4/1', longitude: '77/1 35/1 40/1' };

/** A real PNG with a colour gradient, so re-encoding has something to keep. */
export async function testPng(width = 120, height = 60): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } })
    .composite([
      {
        input: { create: { width: Math.ceil(width / 2), height, channels: 3, background: '#e0a020' } },
        left: 0,
        top: 0,
      },
    ])
    .png()
    .toBuffer();
}

/** A JPEG as a phone writes it: EXIF with the camera and a GPS position. */
export async function testJpegWithGps(width = 160, height = 120): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7bd5' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'GPS Camera', ImageDescription: 'clinic visit' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: TEST_GPS.latitude,
        GPSLongitudeRef: 'E',
        GPSLongitude: TEST_GPS.longitude,
      },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A decompression bomb: a valid PNG of a few hundred bytes whose header declares width × height pixels. */
export function pngBomb(width = 50_000, height = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc(1024));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A complete, valid PNG of width × height black pixels at one bit each: tens of kilobytes compressed (48 KB for
 * 20000 × 20000), gigabytes once a browser decodes it to RGBA.
 */
export function decompressionBombPng(width = 20_000, height = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Each row: a filter byte and width bits, all zero.
  const rows = deflateSync(Buffer.alloc((Math.ceil(width / 8) + 1) * height), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The first part of a real image: the header promises more than the bytes hold. */
export function truncated(image: Buffer): Buffer {
  return image.subarray(0, Math.floor(image.length / 2));
}

/** Readable text bytes that a client labels image/png. */
export function mislabelledText(): Buffer {
  return Buffer.from('%PDF-1.7 not an image at all, whatever its name says\n'.repeat(20));
}

/** Larger than the 5 MB cap, without being an image at all: the cap must answer before anything is decoded. */
export function oversized(maxBytes: number): Buffer {
  const bytes = Buffer.alloc(maxBytes + 1024);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}
