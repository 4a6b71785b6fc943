import type { Page } from '@playwright/test';
import { expect, test } from './support';

// The first-load budgets of every route are checked by `npm run perf -- --sizes` (npm test's
// 'first load' suite, scripts/perf.ts). This spec keeps what a budget cannot see.

/**
 * Counts, from the first byte, how often a route's loading skeleton (the layout's Suspense
 * fallback) enters the page: the early start loads the page's code before the first render.
 */
async function countPageSkeletons(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { pageSkeletons: number };
    w.pageSkeletons = 0;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (
            n instanceof Element &&
            (n.matches('.page-states-skeleton') || n.querySelector('.page-states-skeleton'))
          )
            w.pageSkeletons++;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { pageSkeletons: number }).pageSkeletons);
}

test("should render a lazy page's first screen without its loading skeleton on a first visit", async ({
  page,
}) => {
  const skeletons = await countPageSkeletons(page);
  await page.goto('/commodity?typeId=1');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await skeletons()).toBe(0);
});

test("should apply the entry's inlined stylesheet and never fetch it, on a first visit or from a lazy chunk", async ({
  page,
}) => {
  const entryCss: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/app-[\w-]+\.css$/.test(new URL(r.url()).pathname)) entryCss.push(r.url());
  });
  // The theme's primary colour (src/app/theme.css) is in the entry's CSS.
  const primary = () =>
    page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--adm-color-primary').trim(),
    );
  await page.goto('/commodityDetail/10001');
  await expect(page.getByRole('toolbar', { name: '购买' })).toBeVisible();
  expect(await primary()).toBe('#c24100');
  // The service panel's chunk lists the entry's CSS among the stylesheets Vite's helper links first.
  await page.getByRole('toolbar', { name: '购买' }).getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByRole('dialog', { name: '选择服务' })).toBeVisible();
  expect(await primary()).toBe('#c24100');
  expect(entryCss).toEqual([]);
});

test('should send hashed files as immutable and scripts and styles brotli-compressed, as production hosts do', async ({
  page,
}) => {
  const sent = new Map<string, { cacheControl?: string; encoding?: string }>();
  page.on('response', (res) => {
    const url = new URL(res.url());
    const headers = res.headers();
    if (url.pathname.startsWith('/assets/'))
      sent.set(url.pathname, {
        cacheControl: headers['cache-control'],
        encoding: headers['content-encoding'],
      });
  });
  const home = await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  const files = [...sent];
  const text = files.filter(([file]) => /\.(js|css)$/.test(file));
  expect(text.length).toBeGreaterThan(0);
  for (const [file, { cacheControl }] of files)
    expect(cacheControl, file).toBe('public, max-age=31536000, immutable');
  for (const [file, { encoding }] of text) expect(encoding, file).toBe('br');
  // The page itself stays revalidated: it names the current build's files.
  expect(home?.headers()['cache-control'] ?? '').not.toContain('immutable');
});
