import { AVATAR_MAX_INPUT_PIXELS, AVATAR_OUTPUT_SIZE } from '@talentport/contract';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error.js';

sharp.cache(false);

const FORMATS: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/**
 * Re-encodes an uploaded picture as a WebP of at most 512×512: strips metadata, applies the EXIF
 * rotation, and drops anything hidden after the image data. The header's dimensions are checked
 * before any pixel is decoded, and sharp's own pixel limit backs that up, so a small file claiming
 * a huge image (a decompression bomb) costs nothing.
 */
export async function reencodeAvatar(input: Buffer, detectedType: string): Promise<Buffer> {
  const options = { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    throw toImageError(error);
  }
  const { width, height, format } = metadata;
  if (!width || !height || FORMATS[format ?? ''] !== detectedType) throw new AppError('INVALID_IMAGE');
  if (width * height > AVATAR_MAX_INPUT_PIXELS) throw new AppError('IMAGE_TOO_LARGE');
  try {
    return await sharp(input, options)
      .rotate()
      .resize(AVATAR_OUTPUT_SIZE, AVATAR_OUTPUT_SIZE, { fit: 'cover', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw toImageError(error);
  }
}

/** Longest side of a picture sent in chat, after re-encoding. */
export const CHAT_IMAGE_MAX_SIDE = 1600;

/**
 * Re-encodes a picture sent in chat as a WebP that fits in 1600×1600 (kept whole, not cropped):
 * the same checks and metadata stripping as avatars.
 */
export async function reencodeChatImage(input: Buffer, detectedType: string): Promise<Buffer> {
  const options = { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(input, options).metadata();
  } catch (error) {
    throw toImageError(error);
  }
  const { width, height, format } = metadata;
  if (!width || !height || FORMATS[format ?? ''] !== detectedType) throw new AppError('INVALID_IMAGE');
  if (width * height > AVATAR_MAX_INPUT_PIXELS) throw new AppError('IMAGE_TOO_LARGE');
  try {
    return await sharp(input, options)
      .rotate()
      .resize(CHAT_IMAGE_MAX_SIDE, CHAT_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (error) {
    throw toImageError(error);
  }
}

function toImageError(error: unknown): AppError {
  const isTooLarge = error instanceof Error && /pixel limit/i.test(error.message);
  return new AppError(isTooLarge ? 'IMAGE_TOO_LARGE' : 'INVALID_IMAGE');
}
