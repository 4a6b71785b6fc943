// Pictures as a real shop serves them: photo-weight JPEGs at the width each one is shown at, no
// layout shift while they arrive, the page's largest one fetched first and the rest lazily.
import type { Page } from '@playwright/test';
import { expect, test } from './support';

// A phone's screen: two device pixels per CSS pixel, so the srcset's choice is a phone's.
test.use({ deviceScaleFactor: 2 });

const PAGES = [
  { path: '/', ready: (page: Page) => page.getByRole('article').first() },
  { path: '/commodityDetail/10001', ready: (page: Page) => page.getByRole('img', { name: /图 1$/ }) },
  { path: '/list/', ready: (page: Page) => page.getByRole('img', { name: /查看第1张图片/ }).first() },
] as const;

interface Shown {
  src: string;
  /** Decoded size. */
  natural: number;
  naturalHeight: number;
  /** Shown size, CSS px. */
  width: number;
  height: number;
  top: number;
  attrs: { width: string | null; height: string | null; loading: string | null; priority: string | null };
  srcset: boolean;
}

/** The pictures of the first screen, once every one of them has arrived and been decoded. */
async function firstScreen(page: Page): Promise<Shown[]> {
  const read = () =>
    page.evaluate(() =>
      [...document.images]
        .filter((img) => {
          const r = img.getBoundingClientRect();
          return r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
        })
        .map((img) => {
          const r = img.getBoundingClientRect();
          return {
            src: img.currentSrc,
            natural: img.complete ? img.naturalWidth : 0,
            naturalHeight: img.naturalHeight,
            width: r.width,
            height: r.height,
            top: r.top + scrollY,
            attrs: {
              width: img.getAttribute('width'),
              height: img.getAttribute('height'),
              loading: img.getAttribute('loading'),
              priority: img.getAttribute('fetchpriority'),
            },
            srcset: img.hasAttribute('srcset'),
          };
        }),
    );
  await expect.poll(async () => (await read()).filter((i) => i.natural === 0).map((i) => i.src)).toEqual([]);
  return read();
}

for (const { path, ready } of PAGES) {
  test(`should serve the pictures of ${path} as photo-weight JPEGs at the width they are shown`, async ({
    page,
  }) => {
    const bodies = new Map<string, { type: string; bytes: Buffer }>();
    page.on('response', async (r) => {
      if (r.request().resourceType() !== 'image' || !new URL(r.url()).pathname.startsWith('/mock-assets/')) return;
      bodies.set(r.url(), { type: r.headers()['content-type'] ?? '', bytes: await r.body() });
    });
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    const shown = await firstScreen(page);
    expect(shown.length).toBeGreaterThan(0);
    const dpr = await page.evaluate(() => devicePixelRatio);
    for (const img of shown) {
      await expect.poll(() => bodies.has(img.src), `${img.src} answered`).toBe(true);
      const { type, bytes } = bodies.get(img.src) ?? { type: '', bytes: Buffer.alloc(0) };
      expect(type, img.src).toMatch(/^image\/(jpeg|webp)$/);
      const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
      const webp = bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';
      expect(jpeg || webp, `${img.src} is a JPEG or a WebP`).toBe(true);
      // Sharp on this screen, and not much heavier than it needs: at most the next width offered
      // (80 px is the smallest there is).
      const needed = img.width * dpr;
      expect(img.natural, `${img.src} shown at ${img.width} px`).toBeGreaterThanOrEqual(Math.floor(needed));
      expect(img.natural, `${img.src} shown at ${img.width} px`).toBeLessThanOrEqual(Math.max(80, needed * 1.6));
      // A photo's weight (about 0.2 bytes a pixel), not a placeholder's.
      const perPixel = bytes.length / (img.natural * img.naturalHeight);
      if (img.natural >= 160) expect(perPixel, `${img.src} bytes per pixel`).toBeGreaterThan(0.1);
      expect(img.srcset, `${img.src} offers its widths`).toBe(true);
      expect([img.attrs.width, img.attrs.height], `${img.src} keeps its room`).not.toContain(null);
    }
  });
}

/** Sums every layout shift from the first byte (not only the worst window, as CLS does). */
async function recordShifts(page: Page): Promise<() => Promise<{ total: number; sources: string[] }>> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: { value: number; sources: string[] }[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      }[]) {
        if (e.hadRecentInput) continue;
        w.shifts.push({
          value: e.value,
          sources: (e.sources ?? []).map((s) =>
            s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => {
      const { shifts } = window as unknown as { shifts: { value: number; sources: string[] }[] };
      return { total: shifts.reduce((s, e) => s + e.value, 0), sources: shifts.flatMap((e) => e.sources) };
    });
}

for (const { path, ready } of PAGES) {
  test(`should not shift the layout of ${path} while its pictures arrive, first screen and below`, async ({
    page,
  }) => {
    const shifts = await recordShifts(page);
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await firstScreen(page);
    // Down the page a screen at a time, each screen's lazy pictures arriving before the next.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 600; y < Math.min(height, 6000); y += 600) {
      await page.mouse.wheel(0, 600);
      await firstScreen(page);
    }
    const { total, sources } = await shifts();
    expect(total, `layout shifts caused by ${sources.join(', ')}`).toBeLessThanOrEqual(0.02);
  });
}

test('should fetch the largest picture first and the pictures below the first screen lazily', async ({ page }) => {
  for (const { path, ready } of PAGES.slice(0, 2)) {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    const all = await page.evaluate(() =>
      [...document.images].map((img) => ({
        src: img.getAttribute('src'),
        top: img.getBoundingClientRect().top + scrollY,
        loading: img.getAttribute('loading'),
        priority: img.getAttribute('fetchpriority'),
      })),
    );
    const viewport = page.viewportSize()?.height ?? 740;
    const first = all.filter((i) => i.priority === 'high');
    // The home banner; the gallery's first picture.
    expect(first, path).toHaveLength(1);
    expect(first[0].top, path).toBeLessThan(viewport);
    // Below two screens down nothing loads before it is scrolled near.
    expect(all.filter((i) => i.top > viewport * 2 && i.loading !== 'lazy').map((i) => i.src), path).toEqual([]);
  }
});
