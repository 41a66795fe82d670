/** Wider than any classroom projector shows a question picture, and small enough to load quickly. */
export const MAX_PICTURE_WIDTH = 1600;

const REENCODE_QUALITY = 0.9;

async function encode(bitmap: ImageBitmap, type: string): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
    return canvas.convertToBlob({ type, quality: REENCODE_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be encoded.'))),
      type,
      REENCODE_QUALITY,
    ),
  );
}

/**
 * The picture at most MAX_PICTURE_WIDTH pixels wide, in its own format where the browser can write it (else
 * the browser's PNG). A GIF stays as it is, since redrawing it would stop its animation; so does a picture that
 * is narrow enough already, or one the browser cannot decode (the upload's own checks then speak).
 */
export async function downscalePicture(file: Blob): Promise<Blob> {
  if (file.type === 'image/gif' || typeof createImageBitmap === 'undefined') return file;
  let original: ImageBitmap;
  try {
    original = await createImageBitmap(file);
  } catch {
    return file;
  }
  const { width, height } = original;
  original.close();
  if (width <= MAX_PICTURE_WIDTH) return file;
  const resized = await createImageBitmap(file, {
    resizeWidth: MAX_PICTURE_WIDTH,
    resizeHeight: Math.max(1, Math.round((height * MAX_PICTURE_WIDTH) / width)),
    resizeQuality: 'high',
  });
  try {
    return await encode(resized, file.type);
  } finally {
    resized.close();
  }
}
