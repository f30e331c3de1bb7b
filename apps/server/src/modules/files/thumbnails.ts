import { THUMBNAIL } from '@fixline/domain';
import sharp from 'sharp';

/**
 * Spec 5: a 320×240 JPEG at quality 45, the photo turned upright by its EXIF orientation and cropped to
 * fill the frame. Throws when the bytes are not an image sharp can decode.
 */
export function makeThumbnail(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .rotate()
    .resize(THUMBNAIL.width, THUMBNAIL.height, { fit: 'cover' })
    .jpeg({ quality: THUMBNAIL.quality })
    .toBuffer();
}

/** Whether a thumbnail the browser made is what the spec asks for: a JPEG of exactly 320×240. */
export async function isSpecThumbnail(image: Buffer): Promise<boolean> {
  try {
    const { format, width, height } = await sharp(image).metadata();
    return format === 'jpeg' && width === THUMBNAIL.width && height === THUMBNAIL.height;
  } catch {
    return false;
  }
}

/**
 * The types sharp's bundled libvips decodes. HEIC (HEVC inside HEIF) is not among them: such a photo
 * gets the browser's thumbnail, or none.
 */
export const DECODABLE_IMAGES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
