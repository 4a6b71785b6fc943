import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

// DESIGN budget: what the browser really loads for `/` (scripts and stylesheets), gzip -9.
const BUDGET_TOTAL = 140 * 1024;
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
  const summary = `first load of /: JS ${(js / 1024).toFixed(1)} KiB + CSS ${(css / 1024).toFixed(1)} KiB = ${((js + css) / 1024).toFixed(1)} KiB gzip -9 (budget 140 KiB, CSS 15 KiB)`;
  console.log([...rows, summary].join('\n'));
  info.annotations.push({ type: 'first-load', description: summary });
  expect(js + css).toBeLessThanOrEqual(BUDGET_TOTAL);
  expect(css).toBeLessThanOrEqual(BUDGET_CSS);
});
