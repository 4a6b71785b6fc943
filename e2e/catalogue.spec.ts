import type { Page } from '@playwright/test';
import { expect, loginAsDevUser, resetMock, scrollUntilFull, test } from './support';

test.beforeEach(async () => {
  await resetMock();
});

/** The prices of the cards on screen, in order. */
async function pricesOnScreen(page: Page): Promise<number[]> {
  const texts = await page.locator('.product-card__now').allTextContents();
  return texts.map((t) => Number(t.replace('¥', '')));
}

const ascending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] <= x);
const descending = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1] >= x);
const chips = (page: Page) => page.getByRole('list', { name: '已选条件' });
const query = (page: Page) => new URL(page.url()).searchParams;

test('should browse category, brand (更多 and 收起), model and reach its list', async ({ page }) => {
  await page.goto('/sort/1');
  const nav = page.getByRole('navigation', { name: '分类' });
  await expect(nav.getByRole('link', { name: 'iPhone' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: '安卓' }).click();
  await expect(page).toHaveURL(/\/sort\/2$/);

  const brands = page.getByRole('region', { name: '品牌' }).locator('button[aria-pressed]');
  await expect(brands).toHaveCount(5);
  await page.getByRole('button', { name: '更多' }).click();
  await expect(brands).toHaveCount(9);
  await page.getByRole('button', { name: '收起' }).click();
  await expect(brands).toHaveCount(5);
  await page.getByRole('button', { name: '更多' }).click();
  await page.getByRole('button', { name: '荣耀' }).click();

  const models = page.getByRole('region', { name: '荣耀机型' });
  await models.getByRole('link', { name: 'Magic4 Pro' }).click();
  await expect(page).toHaveURL(/\/commodity\?/);
  expect(Object.fromEntries(query(page))).toMatchObject({ typeId: '2', brandId: '7', modelId: '701' });
  await expect(page.getByRole('heading', { name: 'Magic4 Pro' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(chips(page).getByText('Magic4 Pro')).toBeVisible();
  for (const name of await page
    .getByRole('article')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))) {
    expect(name).toContain('Magic4 Pro');
  }
});

test('should sort the list by price both ways', async ({ page }) => {
  await page.goto('/commodity?typeId=1&brandId=1');
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByRole('button', { name: '排序' }).click();
  await page.getByRole('button', { name: '价格从低到高' }).click();
  await expect.poll(() => query(page).get('sortStatus')).toBe('asc');
  // The new order's cards, not the skeleton between (no price at all reads as ascending).
  await expect
    .poll(async () => {
      const prices = await pricesOnScreen(page);
      return prices.length > 1 && ascending(prices);
    })
    .toBe(true);
  const low = await pricesOnScreen(page);

  await page.getByRole('button', { name: '价格从低到高' }).click();
  await page.getByRole('button', { name: '价格从高到低' }).click();
  await expect.poll(() => query(page).get('sortStatus')).toBe('desc');
  await expect.poll(async () => (await pricesOnScreen(page))[0]).toBeGreaterThan(low[0]);
  expect(descending(await pricesOnScreen(page))).toBe(true);
});

test('should filter by preset and custom price and a property, remove a chip, and keep it all on reload', async ({
  page,
}) => {
  await page.goto('/commodity?typeId=1&brandId=1');
  await expect(page.getByRole('article').first()).toBeVisible();

  // A preset range.
  await page.getByRole('button', { name: '价格', exact: true }).click();
  await page.getByRole('button', { name: '3000-4000' }).click();
  await expect(chips(page).getByText('3000-4000元')).toBeVisible();
  await expect.poll(async () => (await pricesOnScreen(page)).every((p) => p >= 3000 && p <= 4000)).toBe(true);

  // A custom range replaces it, applied only when min < max.
  await page.getByRole('button', { name: '价格', exact: true }).click();
  await page.getByRole('textbox', { name: '最低价' }).fill('5000');
  await page.getByRole('textbox', { name: '最高价' }).fill('2000');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByRole('alert')).toHaveText('最低价须低于最高价');
  await page.getByRole('textbox', { name: '最高价' }).fill('7000');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(chips(page).getByText('5000-7000元')).toBeVisible();
  await expect(chips(page).getByText('3000-4000元')).toHaveCount(0);
  await expect.poll(async () => (await pricesOnScreen(page)).every((p) => p >= 5000 && p <= 7000)).toBe(true);

  // A property filter.
  await page.getByRole('button', { name: '筛选' }).click();
  await page.getByRole('group', { name: '成色' }).getByRole('button', { name: '99新' }).click();
  await page.getByRole('button', { name: '确定' }).click();
  await expect(chips(page).getByText('99新')).toBeVisible();
  expect(query(page).get('props')).toBe('1:11');
  for (const name of await page
    .getByRole('article')
    .evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))) {
    expect(name).toContain('99新');
  }

  // Reload keeps the filters.
  const search = new URL(page.url()).search;
  await page.reload();
  await expect(chips(page).getByText('5000-7000元')).toBeVisible();
  await expect(chips(page).getByText('99新')).toBeVisible();
  expect(new URL(page.url()).search).toBe(search);

  // Removing a chip drops only that filter; back restores it.
  await chips(page).getByRole('button', { name: '移除5000-7000元' }).click();
  await expect(chips(page).getByText('5000-7000元')).toHaveCount(0);
  await expect(chips(page).getByText('99新')).toBeVisible();
  expect(query(page).has('price')).toBe(false);
  await page.goBack();
  await expect(chips(page).getByText('5000-7000元')).toBeVisible();
});

test('should say nothing matched and offer the hot sellers', async ({ page }) => {
  await page.goto('/commodity?typeId=1&brandId=1');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: '价格', exact: true }).click();
  await page.getByRole('textbox', { name: '最低价' }).fill('1');
  await page.getByRole('textbox', { name: '最高价' }).fill('10');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('没找到符合要求的机器')).toBeVisible();
  await expect(page.getByRole('heading', { name: '热销推荐' })).toBeVisible();
  await expect(page.getByRole('list', { name: '热销推荐' }).getByRole('article').first()).toBeVisible();
  await expect(page.getByText('已显示全部')).toBeVisible();
});

test('should send a visitor who taps the heart to login and back', async ({ page }) => {
  await page.goto('/commodity?typeId=1&brandId=1');
  await page.getByRole('article').first().getByRole('button', { name: /收藏/ }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/commodity?typeId=1&brandId=1');
});

test('should add and remove a favourite when logged in', async ({ page }) => {
  await loginAsDevUser(page);
  await page.goto('/commodity?typeId=2&brandId=3');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: '收藏', exact: true }) })
    .first();
  const name = (await card.getAttribute('aria-label')) ?? '';
  const article = page.getByRole('article', { name, exact: true });

  await article.getByRole('button', { name: '收藏', exact: true }).click();
  await expect(page.getByText('收藏成功')).toBeVisible();
  await expect(article.getByRole('button', { name: '取消收藏' })).toHaveAttribute('aria-pressed', 'true');

  // The server keeps it: a reload still shows the heart on.
  await page.reload();
  await expect(article.getByRole('button', { name: '取消收藏' })).toBeVisible();
  await article.getByRole('button', { name: '取消收藏' }).click();
  await expect(page.getByText('取消成功')).toBeVisible();
  await expect(article.getByRole('button', { name: '收藏', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('should load the next page near the bottom and end with 已显示全部', async ({ page }) => {
  // Listening from the first request on: the first page counts too.
  const requests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/product/new_search_list')
      requests.push(new URL(r.url()).searchParams.get('page') ?? '');
  });
  await page.goto('/commodity?typeId=1&brandId=1');
  await expect(page.getByRole('article').first()).toBeVisible();
  await scrollUntilFull(page, '/api/product/new_search_list');
  expect(requests.length).toBeGreaterThan(1);
  expect(requests[0]).toBe('1');
  expect(new Set(requests).size).toBe(requests.length); // no page fetched twice
});

test('should fetch each page of a custom price range once', async ({ page }) => {
  await page.goto('/commodity?typeId=1');
  await expect(page.getByRole('article').first()).toBeVisible();
  // Every list request from the range on, by its whole query (range, page and the rest).
  const requests: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/product/new_search_list' && url.searchParams.has('price_v2'))
      requests.push(url.search);
  });
  await page.getByRole('button', { name: '价格', exact: true }).click();
  await page.getByRole('textbox', { name: '最低价' }).fill('1000');
  await page.getByRole('textbox', { name: '最高价' }).fill('9000');
  await page.getByRole('button', { name: '确定' }).click();
  await expect(chips(page).getByText('1000-9000元')).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  // A flick fires scroll events in a burst: a second one after the first has sent its request,
  // before React draws again (microtasks only, so no render comes between them).
  await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    window.dispatchEvent(new Event('scroll'));
    for (let i = 0; i < 50; i++) await Promise.resolve();
    window.dispatchEvent(new Event('scroll'));
  });
  await scrollUntilFull(page, '/api/product/new_search_list');
  const pages = requests.map((q) => new URLSearchParams(q).get('page'));
  expect(pages.slice(0, 2), 'the range starts at page 1, then page 2').toEqual(['1', '2']);
  expect(requests.length - new Set(requests).size, `requests sent twice:\n${requests.join('\n')}`).toBe(0);
});

test('should show the activities of a category and the new-today list', async ({ page }) => {
  await page.goto('/activity-list?typeId=1');
  await expect(page.getByRole('link', { name: /苹果专场/ })).toHaveAttribute(
    'href',
    /\/commodity\?typeId=1&brandId=1&modelId=101/,
  );
  await page.goto('/new-today');
  await expect(page.getByRole('article').first()).toBeVisible();
});

test('should play a review video from its cover', async ({ page }) => {
  await page.goto('/check-video');
  const first = page.getByRole('article').first();
  await first.getByRole('button', { name: /^播放/ }).click();
  await expect(first.locator('video')).toHaveAttribute('src', /\/mock-assets\/videos\//);
});

test('should say when a review video cannot be played and keep its product link', async ({ page }) => {
  await page.route('**/mock-assets/videos/**', (route) => route.abort('failed'));
  await page.goto('/check-video');
  const first = page.getByRole('article').first();
  await first.getByRole('button', { name: /^播放/ }).click();
  await expect(first.getByRole('alert')).toContainText('视频加载失败，请稍后重试');
  await expect(first.getByRole('button', { name: '重新播放' })).toBeVisible();
  await expect(first.getByRole('link', { name: '查看商品' })).toHaveAttribute('href', /^\/commodityDetail\//);
});
