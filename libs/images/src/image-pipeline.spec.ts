import { IMAGE_LIMITS } from '@medi/contracts';
import { mislabelledText, oversized, pngBomb, testJpegWithGps, testPng, truncated } from '@medi/testing';
import sharp from 'sharp';
import { formatOfBytes, ImageRejectedError, normalizeImage } from './image-pipeline';

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ImageRejectedError)) throw new Error(`expected a rejection, got ${String(error)}`);
  return error.reason;
}

describe('image pipeline', () => {
  it('re-encodes a PNG as PNG and keeps it within the kind’s box', async () => {
    const output = Buffer.from(
      await normalizeImage((await testPng(2000, 1000)).toString('base64'), 'logo'),
      'base64',
    );
    expect(formatOfBytes(output)).toBe('png');
    expect(await sharp(output).metadata()).toMatchObject({ format: 'png', width: 800, height: 400 });
  });

  it('accepts a data URL and keeps a small image at its size', async () => {
    const png = await testPng(120, 60);
    const output = await normalizeImage(`data:image/png;base64,${png.toString('base64')}`, 'photo');
    expect(await sharp(Buffer.from(output, 'base64')).metadata()).toMatchObject({ width: 120, height: 60 });
  });

  it('strips EXIF (camera and GPS) from a phone JPEG', async () => {
    const jpeg = await testJpegWithGps();
    const before = await sharp(jpeg).metadata();
    expect(before.exif?.includes(Buffer.from('GPS Camera'))).toBe(true);
    const output = Buffer.from(await normalizeImage(jpeg.toString('base64'), 'photo'), 'base64');
    const after = await sharp(output).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(output.includes(Buffer.from('Exif'))).toBe(false);
    expect(output.includes(Buffer.from('TestPhone'))).toBe(false);
  });

  it('refuses an oversized upload before decoding it', async () => {
    await expect(
      reasonOf(normalizeImage(oversized(IMAGE_LIMITS.maxBytes).toString('base64'), 'logo')),
    ).resolves.toBe('size');
  });

  it('refuses a truncated PNG and a truncated JPEG', async () => {
    await expect(
      reasonOf(normalizeImage(truncated(await testPng()).toString('base64'), 'logo')),
    ).resolves.toBe('corrupt');
    await expect(
      reasonOf(normalizeImage(truncated(await testJpegWithGps(400, 300)).toString('base64'), 'photo')),
    ).resolves.toBe('corrupt');
  });

  it('decides the type from the bytes, whatever the label says', async () => {
    await expect(
      reasonOf(normalizeImage(`data:image/png;base64,${mislabelledText().toString('base64')}`, 'photo')),
    ).resolves.toBe('type');
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
      .webp()
      .toBuffer();
    await expect(reasonOf(normalizeImage(webp.toString('base64'), 'photo'))).resolves.toBe('type');
  });

  it('refuses a decompression bomb: a tiny PNG declaring 2.5 gigapixels', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1_000);
    await expect(reasonOf(normalizeImage(bomb.toString('base64'), 'signature'))).resolves.toBe('pixels');
  });

  it('refuses text that is not base64', async () => {
    await expect(reasonOf(normalizeImage('not base64 at all!', 'photo'))).resolves.toBe('corrupt');
  });
});
