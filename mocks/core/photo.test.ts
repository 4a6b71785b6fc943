// The fixtures' pictures weigh what a real shop's photos weigh, at the width a client asks for,
// and are painted once: later requests and later mocks read the kept file.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jpeg from 'jpeg-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness } from './harness';
import { photoSpec, requestedWidth } from './photo';
import { createPhotoStore, PAINTER_VERSION } from './photo-file';
import { encodePhoto } from './photo-jpeg';

const KB = 1000;
// Painting and encoding (and the mock's worker thread's start) take seconds on a busy machine.
const PAINTING = { timeout: 30_000 };

/** Width and height a JPEG decoder reads from the bytes (not from what the mock says). */
function decoded(bytes: Uint8Array): [number, number] {
  const { width, height } = jpeg.decode(bytes, { useTArray: true });
  return [width, height];
}

async function get(path: string): Promise<{ type: string | null; bytes: Uint8Array }> {
  const res = await createHarness().send('GET', path);
  expect(res.status).toBe(200);
  return { type: res.headers.get('content-type'), bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('fixture photos', () => {
  it('should serve a home banner as a 750 × 375 JPEG of 40–80 KB', PAINTING, async () => {
    const { type, bytes } = await get('/mock-assets/banners/home-1.jpg');
    expect(type).toBe('image/jpeg');
    expect(decoded(bytes)).toEqual([750, 375]);
    expect(bytes.length).toBeGreaterThan(40 * KB);
    expect(bytes.length).toBeLessThan(80 * KB);
  });

  it('should serve a product photo at 400 × 400 in 20–45 KB when asked for w=400', PAINTING, async () => {
    for (const pic of ['/mock-assets/phones/iphone-13.jpg', '/mock-assets/parts/charger-20w.jpg']) {
      const { type, bytes } = await get(`${pic}?w=400`);
      expect(type).toBe('image/jpeg');
      expect(decoded(bytes)).toEqual([400, 400]);
      expect(bytes.length).toBeGreaterThan(20 * KB);
      expect(bytes.length).toBeLessThan(45 * KB);
    }
  });

  it('should weigh like photos at every kind and width (0.12–0.35 bytes a pixel)', PAINTING, () => {
    for (const [pic, w] of [
      ['/mock-assets/reviews/30001-1.jpg', 240],
      ['/mock-assets/avatars/user-10002.png', 200],
      ['/mock-assets/banners/activity-1.jpg', 480],
      ['/mock-assets/phones/iphone-13-back.jpg', 160],
    ] as const) {
      const spec = photoSpec(pic, w);
      const bytes = encodePhoto(spec);
      expect(decoded(bytes)).toEqual([spec.width, spec.height]);
      const perPixel = bytes.length / (spec.width * spec.height);
      expect(perPixel, pic).toBeGreaterThan(0.12);
      expect(perPixel, pic).toBeLessThan(0.35);
    }
  });

  it('should honour ?w= within the natural width, keeping the aspect', PAINTING, async () => {
    expect(decoded((await get('/mock-assets/banners/home-2.jpg?w=360')).bytes)).toEqual([360, 180]);
    expect(decoded((await get('/mock-assets/reviews/30001-2.jpg?w=240')).bytes)).toEqual([240, 320]);
    // Never larger than the original, as image hosts do; nonsense means the original.
    expect(photoSpec('/mock-assets/phones/x.jpg', 5000)).toMatchObject({ width: 800, height: 800 });
    expect(photoSpec('/mock-assets/phones/x.jpg', requestedWidth('abc'))).toMatchObject({ width: 800 });
    expect(photoSpec('/mock-assets/phones/x.jpg', requestedWidth('0'))).toMatchObject({ width: 800 });
    expect(photoSpec('/mock-assets/phones/x.jpg', requestedWidth('2'))).toMatchObject({ width: 16 });
    expect(photoSpec('/mock-assets/avatars/a.png')).toMatchObject({
      kind: 'avatar',
      width: 200,
      height: 200,
    });
    expect(photoSpec('/mock-assets/banners/activity-3.jpg')).toMatchObject({ width: 750, height: 200 });
  });

  it('should paint the same path the same way, and two paths differently', PAINTING, () => {
    const a = encodePhoto(photoSpec('/mock-assets/phones/a.jpg', 120));
    expect(encodePhoto(photoSpec('/mock-assets/phones/a.jpg', 120))).toEqual(a);
    expect(encodePhoto(photoSpec('/mock-assets/phones/b.jpg', 120))).not.toEqual(a);
  });
});

describe('photo store', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mock-photos-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it(
    'should encode a picture once, then serve it from memory and, in a new mock, from disk',
    PAINTING,
    async () => {
      const dir = tempDir();
      const encode = vi.fn(async (spec: Parameters<typeof encodePhoto>[0]) => encodePhoto(spec));
      const spec = photoSpec('/mock-assets/phones/iphone-13.jpg', 160);

      const store = createPhotoStore({ dir, encode });
      const [first, again] = await Promise.all([store.jpeg(spec), store.jpeg(spec)]);
      expect(await store.jpeg(spec)).toBe(first);
      expect(again).toBe(first);
      expect(encode).toHaveBeenCalledTimes(1);
      expect(readdirSync(path.join(dir, PAINTER_VERSION))).toEqual([expect.stringMatching(/-160\.jpg$/)]);

      const restarted = createPhotoStore({ dir, encode });
      expect(await restarted.jpeg(spec)).toEqual(first);
      expect(encode).toHaveBeenCalledTimes(1);
      // Another width is another picture.
      expect(decoded(await restarted.jpeg(photoSpec('/mock-assets/phones/iphone-13.jpg', 240)))).toEqual([
        240, 240,
      ]);
      expect(encode).toHaveBeenCalledTimes(2);
    },
  );

  it("should drop the files of an older painter's version on its first write", async () => {
    const dir = tempDir();
    const stale = path.join(dir, 'older-version');
    mkdirSync(stale);
    writeFileSync(path.join(stale, 'x.jpg'), 'x');
    const store = createPhotoStore({ dir, encode: async () => new Uint8Array([0xff, 0xd8]) });
    expect(store.dir).toBe(path.join(dir, PAINTER_VERSION));
    await store.jpeg(photoSpec('/mock-assets/phones/a.jpg', 16));
    expect(readdirSync(dir)).toEqual([PAINTER_VERSION]);
  });
});
