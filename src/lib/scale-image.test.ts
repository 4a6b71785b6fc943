// @vitest-environment jsdom
// The canvas path of the review photos. jsdom decodes and draws nothing, so the browser
// parts are stood in for narrowly: createImageBitmap gives the photo's size, the 2D context records
// what is drawn, toBlob hands back the JPEG. The scaling maths itself is tested in domain/review.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_SIDE, SMALL_BYTES, scaleDownImage } from './scale-image';

const drawImage = vi.fn();
let blobOut: Blob | null;
let drawn: { width: number; height: number } | undefined;

beforeEach(() => {
  drawImage.mockClear();
  drawn = undefined;
  blobOut = new Blob([new Uint8Array(150 * 1024)], { type: 'image/jpeg' });
  const context = { drawImage } as unknown as CanvasRenderingContext2D;
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    (() => context) as unknown as HTMLCanvasElement['getContext'],
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
    this: HTMLCanvasElement,
    callback: BlobCallback,
    type?: string,
    quality?: number,
  ) {
    drawn = { width: this.width, height: this.height };
    expect(type).toBe('image/jpeg');
    expect(quality).toBeGreaterThan(0);
    callback(blobOut);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A photo of `bytes` bytes that decodes to width × height. */
function photo(name: string, bytes: number, width: number, height: number) {
  const bitmap = { width, height, close: vi.fn() };
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(() => Promise.resolve(bitmap)),
  );
  return { file: new File([new Uint8Array(bytes)], name, { type: 'image/png' }), bitmap };
}

describe('scaleDownImage', () => {
  it('should redraw a large photo at MAX_SIDE on its longer side, aspect kept, as a JPEG', async () => {
    const { file, bitmap } = photo('IMG_0001.png', 3 * 1024 * 1024, 4032, 3024);
    const out = await scaleDownImage(file);
    expect(drawImage).toHaveBeenCalledWith(bitmap, 0, 0, MAX_SIDE, 1200);
    expect(drawn).toEqual({ width: MAX_SIDE, height: 1200 });
    expect(out).not.toBe(file);
    expect(out.name).toBe('IMG_0001.jpg');
    expect(out.type).toBe('image/jpeg');
    expect(out.size).toBe(150 * 1024);
  });

  it('should scale a portrait photo by its height', async () => {
    const { file } = photo('tall.jpeg', 2 * 1024 * 1024, 3000, 6000);
    await scaleDownImage(file, 1000);
    expect(drawn).toEqual({ width: 500, height: 1000 });
  });

  it('should send a small file as it is, without decoding it', async () => {
    const { file } = photo('small.png', SMALL_BYTES, 4032, 3024);
    expect(await scaleDownImage(file)).toBe(file);
    expect(createImageBitmap).not.toHaveBeenCalled();
  });

  it('should send a photo already within MAX_SIDE and not huge as it is', async () => {
    const { file } = photo('ok.jpg', SMALL_BYTES * 2, 1200, 900);
    expect(await scaleDownImage(file)).toBe(file);
    expect(drawImage).not.toHaveBeenCalled();
  });

  it('should re-encode a huge file even within MAX_SIDE (it may shrink)', async () => {
    const { file } = photo('heavy.png', SMALL_BYTES * 5, 1200, 900);
    const out = await scaleDownImage(file);
    expect(drawn).toEqual({ width: 1200, height: 900 });
    expect(out.type).toBe('image/jpeg');
  });

  it('should keep the original when the JPEG would not be smaller, or none comes', async () => {
    const { file } = photo('noisy.png', 600 * 1024, 4000, 3000);
    blobOut = new Blob([new Uint8Array(700 * 1024)]);
    expect(await scaleDownImage(file)).toBe(file);
    blobOut = null;
    expect(await scaleDownImage(file)).toBe(file);
    expect(drawImage).toHaveBeenCalledTimes(2);
  });

  it('should keep the original when the browser cannot decode it or has no 2D context', async () => {
    const file = new File([new Uint8Array(SMALL_BYTES + 1)], 'broken.png', { type: 'image/png' });
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new Error('decode'))),
    );
    expect(await scaleDownImage(file)).toBe(file);
    const { file: other } = photo('big.png', 3 * 1024 * 1024, 4032, 3024);
    vi.mocked(HTMLCanvasElement.prototype.getContext).mockReturnValue(null);
    expect(await scaleDownImage(other)).toBe(other);
    expect(drawImage).not.toHaveBeenCalled();
  });
});
