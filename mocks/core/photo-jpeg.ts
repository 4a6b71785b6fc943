// One photo as JPEG bytes under Node: the painting of ./photo.ts through jpeg-js, a pure-JS
// encoder (no native build to install). Quality 85 makes the pictures weigh what a shop's photos
// weigh (about 0.2 bytes a pixel: a 750 × 375 banner near 60 KB, a 400 × 400 photo near 30 KB).
import jpeg from 'jpeg-js';
import { paintPhoto, type PhotoSpec } from './photo';

export const QUALITY = 85;

export function encodePhoto(spec: PhotoSpec): Uint8Array {
  const data = paintPhoto(spec);
  const { data: bytes } = jpeg.encode({ data, width: spec.width, height: spec.height }, QUALITY);
  return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
