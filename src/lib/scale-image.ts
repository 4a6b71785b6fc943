// Phone cameras take 3-12 MB photos; a review needs far less. Large photos are redrawn on a canvas
// at most MAX_SIDE px on the longer side as JPEG before upload, small ones go as they are.
import { scaledSize } from '@/domain/review';

export const MAX_SIDE = 1600;
/** Below this size a photo is sent untouched, whatever its dimensions. */
export const SMALL_BYTES = 400 * 1024;
const QUALITY = 0.85;

async function decode(file: Blob): Promise<{ source: CanvasImageSource; width: number; height: number }> {
  const bitmap = await createImageBitmap(file);
  return { source: bitmap, width: bitmap.width, height: bitmap.height };
}

/**
 * The photo to upload: `file` itself when small, else a JPEG scaled down to MAX_SIDE (named after
 * the original). Falls back to the original when the browser cannot decode or draw it.
 */
export async function scaleDownImage(file: File, maxSide = MAX_SIDE): Promise<File> {
  if (file.size <= SMALL_BYTES || typeof createImageBitmap !== 'function') return file;
  try {
    const { source, width, height } = await decode(file);
    const size = scaledSize(width, height, maxSide);
    if (size.width === width && size.height === height && file.size <= SMALL_BYTES * 4) return file;
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) return file;
    ctx.drawImage(source, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
    if (!blob || blob.size >= file.size) return file;
    const name = file.name.replace(/\.[^.]*$/, '') + '.jpg';
    return new File([blob], name, { type: 'image/jpeg' });
  } catch {
    return file;
  }
}
