// The fixtures' photos in the browser demo: the same painting as under Node (./photo.ts), encoded
// by the browser's own JPEG encoder (canvas.toBlob), and kept in memory for the page's life.
import { paintPhoto } from './photo';
import type * as Node from './photo-file';

const QUALITY = 0.85;
/** Pictures kept: a few pages' worth at the widths the app asks for. */
const KEPT = 300;
const memory = new Map<string, Promise<Uint8Array>>();

async function encode(spec: Parameters<typeof Node.photoJpeg>[0]): Promise<Uint8Array> {
  const canvas = document.createElement('canvas');
  canvas.width = spec.width;
  canvas.height = spec.height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('mock photos: no 2d canvas');
  ctx.putImageData(new ImageData(paintPhoto(spec), spec.width, spec.height), 0, 0);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
  if (!blob) throw new Error('mock photos: the browser did not encode a JPEG');
  return new Uint8Array(await blob.arrayBuffer());
}

export const photoJpeg: typeof Node.photoJpeg = (spec) => {
  const key = `${spec.width}:${spec.seed}`;
  let job = memory.get(key);
  if (!job) {
    job = encode(spec);
    // A failed picture is tried again on the next request.
    job.catch(() => memory.delete(key));
    memory.set(key, job);
    if (memory.size > KEPT) memory.delete(memory.keys().next().value as string);
  }
  return job;
};
