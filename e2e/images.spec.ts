// Pictures as a real shop serves them: photo-weight JPEGs at the width each one is shown at, no
// layout shift while they arrive, the page's largest one fetched first and the rest lazily.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support';

// A phone's screen: two device pixels per CSS pixel, so the srcset's choice is a phone's.
test.use({ deviceScaleFactor: 2 });

const PAGES: { path: string; ready: (page: Page) => Locator }[] = [
  { path: '/', ready: (page) => page.getByRole('article').first() },
  {
    path: '/commodityDetail/10001',
    ready: (page) => page.getByRole('button', { name: '查看大图 1' }).getByRole('img'),
  },
  { path: '/list/', ready: (page) => page.getByRole('img', { name: /查看第1张图片/ }).first() },
];

/** Width and height written in a JPEG's frame header (what was sent, not what the page says). */
function jpegSize(bytes: Buffer): [number, number] | undefined {
  for (let at = 2; at + 9 < bytes.length;) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1];
    // SOF0..SOF15, less DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
      return [bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5)];
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

interface Shown {
  src: string;
  loaded: boolean;
  /** Shown size, CSS px. */
  width: number;
  height: number;
}

/** The pictures in view, once every one of them has arrived and been decoded. */
async function picturesInView(page: Page): Promise<Shown[]> {
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
            src: img.currentSrc || `(nothing chosen) ${img.outerHTML}`,
            loaded: img.complete && img.naturalWidth > 0,
            width: r.width,
            height: r.height,
          };
        }),
    );
  // The snapshot in which all had arrived (the review feed's ticker changes its picture meanwhile).
  let shown: Shown[] = [];
  await expect
    .poll(
      async () => {
        shown = await read();
        return shown.filter((i) => !i.loaded).map((i) => i.src);
      },
      {
        message: 'pictures in view still loading',
        // A picture not asked for before is painted by the mock first (tens of ms each on a quiet
        // machine, seconds when it is busy).
        timeout: 20_000,
      },
    )
    .toEqual([]);
  return shown;
}

for (const { path, ready } of PAGES) {
  test(`should serve the pictures of ${path} as photo-weight JPEGs at the width they are shown`, async ({
    page,
  }) => {
    const bodies = new Map<string, Promise<{ type: string; bytes: Buffer }>>();
    page.on('response', (r) => {
      if (r.request().resourceType() !== 'image' || !new URL(r.url()).pathname.startsWith('/mock-assets/'))
        return;
      const body = r.body().then((bytes) => ({ type: r.headers()['content-type'] ?? '', bytes }));
      // A picture still arriving when the test ends has its body refused ("Test ended"): only the
      // bodies the test reads (awaited below) may fail it.
      body.catch(() => undefined);
      bodies.set(r.url(), body);
    });
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    // The first screen, then two more down the page.
    const shown = await picturesInView(page);
    for (let screens = 0; screens < 2; screens++) {
      await page.evaluate(() => scrollBy(0, 700));
      shown.push(...(await picturesInView(page)));
    }
    expect(new Set(shown.map((i) => i.src)).size).toBeGreaterThan(4);
    for (const img of shown) {
      await expect.poll(() => bodies.has(img.src), `${img.src} came from the image host`).toBe(true);
      const { type, bytes } = await (bodies.get(img.src) ?? Promise.reject(new Error(img.src)));
      expect(type, img.src).toMatch(/^image\/(jpeg|webp)$/);
      const [width, height] = jpegSize(bytes) ?? [0, 0];
      expect(width, `${img.src} is a JPEG with a frame header`).toBeGreaterThan(0);
      // Sharp on a two-density screen, and not much heavier than it needs: at most the next
      // width offered (80 px is the smallest there is).
      const needed = img.width * 2;
      expect(width, `${img.src} shown ${img.width} px wide`).toBeGreaterThanOrEqual(Math.floor(needed));
      expect(width, `${img.src} shown ${img.width} px wide`).toBeLessThanOrEqual(Math.max(80, needed * 1.6));
      // A photo's weight (about 0.2 bytes a pixel), not a placeholder's.
      expect(bytes.length / (width * height), `${img.src} bytes per pixel`).toBeGreaterThan(0.1);
    }
  });
}

/** The page's cumulative layout shift (the worst session window, as Lighthouse counts it). */
async function recordLayoutShifts(page: Page): Promise<() => Promise<{ cls: number; sources: string[] }>> {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: { time: number; value: number; sources: string[] }[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        startTime: number;
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      }[]) {
        if (e.hadRecentInput) continue;
        w.shifts.push({
          time: e.startTime,
          value: e.value,
          sources: (e.sources ?? []).map((s) =>
            s.node instanceof Element
              ? `${s.node.tagName.toLowerCase()}.${s.node.className}`
              : String(s.node?.nodeName),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () =>
    page.evaluate(() => {
      const { shifts } = window as unknown as {
        shifts: { time: number; value: number; sources: string[] }[];
      };
      // Session windows: shifts less than 1 s apart, each window at most 5 s long.
      let cls = 0;
      let sum = 0;
      let first = -Infinity;
      let last = -Infinity;
      for (const s of shifts) {
        if (s.time - last > 1000 || s.time - first > 5000) {
          sum = 0;
          first = s.time;
        }
        sum += s.value;
        last = s.time;
        cls = Math.max(cls, sum);
      }
      return { cls, sources: shifts.flatMap((s) => s.sources) };
    });
}

for (const { path, ready } of PAGES) {
  test(`should load ${path} with a layout shift of at most 0.02 while its pictures arrive`, async ({
    page,
  }) => {
    const shifts = await recordLayoutShifts(page);
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await picturesInView(page);
    const { cls, sources } = await shifts();
    expect(cls, `layout shifts of ${sources.join(', ')}`).toBeLessThanOrEqual(0.02);
  });
}

/**
 * Notes, for every picture of the page, a box that changed size when its pixels arrived: a
 * picture without its room reserved, which pushes what is around it.
 */
async function recordPictureBoxes(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { grown: string[] };
    w.grown = [];
    const before = new WeakMap<HTMLImageElement, string>();
    const size = (img: HTMLImageElement) => `${img.offsetWidth}x${img.offsetHeight}`;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof Element)
            for (const img of n instanceof HTMLImageElement ? [n] : n.querySelectorAll('img'))
              if (!img.complete) before.set(img, size(img));
    }).observe(document, { childList: true, subtree: true });
    document.addEventListener(
      'load',
      (e) => {
        const img = e.target;
        if (!(img instanceof HTMLImageElement) || !before.has(img)) return;
        if (before.get(img) !== size(img))
          w.grown.push(`${img.currentSrc}: ${before.get(img)} -> ${size(img)}`);
      },
      true,
    );
  });
  return () => page.evaluate(() => (window as unknown as { grown: string[] }).grown);
}

for (const { path, ready } of PAGES) {
  test(`should keep every picture's room on ${path}, two screens down`, async ({ page }) => {
    const grown = await recordPictureBoxes(page);
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    await picturesInView(page);
    // Down the page a screen at a time, each screen's lazy pictures arriving before the next.
    for (let screens = 0; screens < 4; screens++) {
      await page.evaluate(() => scrollBy(0, 700));
      await picturesInView(page);
    }
    // At least two screens down (a list may end, or wait for its next page, sooner).
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(1200);
    expect(await grown()).toEqual([]);
  });
}

test("should let the home page's other first-screen pictures yield to the banner (low priority)", async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  const screen = page.viewportSize()?.height ?? 740;
  const firstScreen = await page.evaluate(
    (bottom) =>
      [...document.images]
        .filter((img) => img.getBoundingClientRect().top < bottom && img.getAttribute('src'))
        .map((img) => ({ alt: img.alt, priority: img.getAttribute('fetchpriority') })),
    screen,
  );
  // The banner, the activity strip and at least one product photo are in the first screen.
  expect(firstScreen.length).toBeGreaterThanOrEqual(3);
  expect(firstScreen.filter((i) => i.priority === 'high')).toHaveLength(1);
  expect(firstScreen.filter((i) => i.priority !== 'high' && i.priority !== 'low')).toEqual([]);
});

test("should fetch /commodity's first row first and let the row below it yield (low priority)", async ({
  page,
}) => {
  await page.goto('/commodity');
  await expect(page.getByRole('article').first()).toBeVisible();
  // The two rows drawn at once (not lazy): the first is the page's largest paint (decision 0012).
  const eager = await page.evaluate(() =>
    [...document.querySelectorAll('.product-grid img')]
      .filter((img) => img.getAttribute('loading') !== 'lazy')
      .map((img) => ({ top: img.getBoundingClientRect().top, priority: img.getAttribute('fetchpriority') })),
  );
  const first = eager.filter((i) => i.priority === 'high');
  expect(first.length).toBeGreaterThanOrEqual(2);
  expect(new Set(first.map((i) => i.top)).size).toBe(1);
  expect(eager).toHaveLength(first.length * 2);
  expect(eager.slice(first.length).map((i) => i.priority)).toEqual(first.map(() => 'low'));
});

test('should fetch the largest picture first and those below the first screen lazily', async ({ page }) => {
  for (const { path, ready } of PAGES.slice(0, 2)) {
    await page.goto(path);
    await expect(ready(page)).toBeVisible();
    const all = await page.evaluate(() =>
      [...document.images].map((img) => ({
        src: img.getAttribute('src'),
        top: img.getBoundingClientRect().top + scrollY,
        area: img.offsetWidth * img.offsetHeight,
        loading: img.getAttribute('loading'),
        priority: img.getAttribute('fetchpriority'),
      })),
    );
    const screen = page.viewportSize()?.height ?? 740;
    const first = all.filter((i) => i.priority === 'high');
    // The home banner; the gallery's first picture: the largest picture of the first screen.
    expect(
      first.map((i) => i.src),
      path,
    ).toHaveLength(1);
    const largest = Math.max(...all.filter((i) => i.top < screen).map((i) => i.area));
    expect(first[0].area, path).toBe(largest);
    // Two screens down and below, nothing loads before it is scrolled near.
    expect(
      all.filter((i) => i.top > screen * 2 && i.loading !== 'lazy').map((i) => i.src),
      path,
    ).toEqual([]);
  }
});
