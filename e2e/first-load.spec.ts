import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from './support';

// DESIGN budget: what the browser really loads for `/` (scripts and stylesheets), gzip -9.
const BUDGET_TOTAL = 120 * 1024;
const BUDGET_CSS = 15 * 1024;

test('should keep the first load of / within the budget', async ({ page }, info) => {
  const assets = new Map<string, 'js' | 'css'>();
  page.on('response', (r) => {
    const type = r.request().resourceType();
    const url = new URL(r.url());
    if ((type === 'script' || type === 'stylesheet') && url.pathname.startsWith('/assets/')) {
      assets.set(url.pathname, type === 'script' ? 'js' : 'css');
    }
  });
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  let js = 0;
  let css = 0;
  const rows: string[] = [];
  for (const [file, kind] of assets) {
    const size = gzipSync(readFileSync(`${process.env.E2E_DIST ?? 'dist'}${file}`), { level: 9 }).length;
    if (kind === 'js') js += size;
    else css += size;
    rows.push(`${file} ${(size / 1024).toFixed(1)} KiB`);
  }
  const summary = `first load of /: JS ${(js / 1024).toFixed(1)} KiB + CSS ${(css / 1024).toFixed(1)} KiB = ${((js + css) / 1024).toFixed(1)} KiB gzip -9 (budget 120 KiB, CSS 15 KiB)`;
  console.log([...rows, summary].join('\n'));
  info.annotations.push({ type: 'first-load', description: summary });
  expect(js + css).toBeLessThanOrEqual(BUDGET_TOTAL);
  expect(css).toBeLessThanOrEqual(BUDGET_CSS);
});

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
