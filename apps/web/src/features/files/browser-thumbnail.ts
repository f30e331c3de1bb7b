import { THUMBNAIL } from '@fixline/domain';

/** The part of a source picture that fills the frame: centred, cropped to the frame's proportions (cover). */
export function coverCrop(width: number, height: number, frameWidth: number, frameHeight: number) {
  const scale = Math.max(frameWidth / width, frameHeight / height);
  const cropWidth = frameWidth / scale;
  const cropHeight = frameHeight / scale;
  return { x: (width - cropWidth) / 2, y: (height - cropHeight) / 2, width: cropWidth, height: cropHeight };
}

/**
 * Spec 5: the browser makes the 320×240 JPEG at quality 45 before the upload, turned upright by the
 * photo's EXIF orientation like the server's. Null when the browser cannot decode the picture (HEIC
 * outside Safari): the server then makes the thumbnail, or the photo goes without one.
 */
export async function makeBrowserThumbnail(image: Blob): Promise<Blob | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(image, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const canvas = document.createElement('canvas');
    canvas.width = THUMBNAIL.width;
    canvas.height = THUMBNAIL.height;
    const context = canvas.getContext('2d');
    if (!context) return null;
    const crop = coverCrop(bitmap.width, bitmap.height, THUMBNAIL.width, THUMBNAIL.height);
    context.drawImage(bitmap, crop.x, crop.y, crop.width, crop.height, 0, 0, THUMBNAIL.width, THUMBNAIL.height);
    return await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, THUMBNAIL.contentType, THUMBNAIL.quality / 100),
    );
  } finally {
    bitmap.close();
  }
}
