import { expect, test } from './support';

// Defects found by careful shoppers, one journey each where only a browser can show them.

test('the purchase ticker on /list/ covers no part of the first review', async ({ page }) => {
  // Each purchase shows for 1.5 s: the mock's few would be gone before a slow page shows its
  // reviews, so the latest purchases are the mock's repeated, for a minute of ticker.
  await page.route('**/api/account/shaidan/get_float_data*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { list: unknown[] } };
    body.data.list = Array.from({ length: 40 }, (_, i) => body.data.list[i % body.data.list.length]);
    await route.fulfill({ response, json: body });
  });
  await page.goto('/list/');
  const ticker = page.getByLabel('最新购买');
  await expect(ticker).toBeVisible({ timeout: 20_000 });
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible({ timeout: 20_000 });
  const [t, card] = await Promise.all([ticker.boundingBox(), first.boundingBox()]);
  if (!t || !card) throw new Error('the ticker or the first review has no box');
  const overlaps =
    t.x < card.x + card.width &&
    card.x < t.x + t.width &&
    t.y < card.y + card.height &&
    card.y < t.y + t.height;
  expect(overlaps, `ticker ${JSON.stringify(t)} over the first review ${JSON.stringify(card)}`).toBe(false);
});
