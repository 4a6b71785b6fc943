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
