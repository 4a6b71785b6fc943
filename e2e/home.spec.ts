import { expect, test } from './support';

interface HomeBody {
  code: number;
  data: { recommend_list: { product_name: string; price: string }[]; bannerList: unknown[] };
}

test('should show the recommended phones the API returns on the home page @browsers', async ({ page }) => {
  const apiCall = page.waitForResponse((r) => r.url().includes('/api/home/app_home_v3'));
  await page.goto('/');
  const response = await apiCall;
  // Through `prism proxy --errors`: a response outside the contract would be a 500.
  expect(response.status()).toBe(200);
  const query = new URL(response.url()).searchParams;
  expect(query.get('p')).toBe('h5');
  expect(query.get('v')).toBe('4.9.0');
  expect(query.get('driver_id')).toMatch(/^[0-9a-f]{32}$/);

  const body = (await response.json()) as HomeBody;
  expect(body.code).toBe(1);
  const products = body.data.recommend_list;
  expect(products.length).toBeGreaterThan(0);
  const card = page.getByRole('article', { name: products[0].product_name });
  await expect(card).toBeVisible();
  await expect(card.getByText(`¥${products[0].price}`)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(products.length);
  await expect(page.getByRole('region', { name: '首页轮播' })).toBeVisible();
});

test('should offer a retry when the home data cannot be loaded', async ({ page }) => {
  let fail = true;
  await page.route('**/api/home/app_home_v3*', (route) => (fail ? route.abort('failed') : route.continue()));
  await page.goto('/');
  await expect(page.getByRole('alert')).toContainText('加载失败');
  fail = false;
  await page.getByRole('button', { name: '重新加载' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('should redirect an unknown path to the home page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/$/);
});
