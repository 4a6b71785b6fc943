import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';

// The product names the contract's own example of app_home_v3 returns: what the mock serves.
const bundle = JSON.parse(readFileSync('openapi/dist/shop.bundle.json', 'utf8'));
const example = bundle.paths['/api/home/app_home_v3'].get.responses['200'].content['application/json']
  .examples.success.value as { data: { recommend_list: { product_name: string; price: string }[] } };

test('should show the recommended phones of the contract on the home page', async ({ page }) => {
  const apiCall = page.waitForResponse((r) => r.url().includes('/api/home/app_home_v3'));
  await page.goto('/');
  const response = await apiCall;
  const query = new URL(response.url()).searchParams;
  expect(query.get('p')).toBe('h5');
  expect(query.get('v')).toBe('4.9.0');
  expect(query.get('driver_id')).toMatch(/^[0-9a-f]{32}$/);

  const first = example.data.recommend_list[0];
  const card = page.getByRole('article', { name: first.product_name });
  await expect(card).toBeVisible();
  await expect(card.getByText(`¥${first.price}`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(example.data.recommend_list.length);
  await expect(page.getByRole('region', { name: '首页轮播' })).toBeVisible();
});

test('should redirect an unknown path to the home page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/$/);
});
