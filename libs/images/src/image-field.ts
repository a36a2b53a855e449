import { AppError, IMAGE_MESSAGES } from '@medi/contracts';
import { type ImageKind, ImageRejectedError, normalizeImage } from './image-pipeline';

/**
 * Runs a request field through the image pipeline and answers a refusal as that field's validation error: a wrong
 * or broken file gets the screen's own text, an oversized or over-large picture says what the limit is.
 */
export async function normalizeImageField(
  encoded: string,
  kind: ImageKind,
  field: string,
  invalidMessage: string,
): Promise<string> {
  try {
    return await normalizeImage(encoded, kind);
  } catch (error) {
    if (!(error instanceof ImageRejectedError)) throw error;
    const message =
      error.reason === 'size'
        ? IMAGE_MESSAGES.tooLarge
        : error.reason === 'pixels'
          ? IMAGE_MESSAGES.tooManyPixels
          : invalidMessage;
    throw new AppError('COMMON.VALIDATION_FAILED', message, { [field]: [message] });
  }
}
