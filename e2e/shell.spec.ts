import { DEV_USER, expect, resetMock, scrollUntilFull, test } from './support';

test.beforeEach(async () => {
  await resetMock();
});

test('should switch a category tab and load its list until it is full', async ({ page }) => {
  const pages: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/product/new_search_list')
      pages.push(`${url.searchParams.get('type_id')}:${url.searchParams.get('page')}`);
  });
  await page.goto('/');
  await expect(page).toHaveTitle('首页');
  const tabs = page.getByRole('tablist');
  await expect(tabs.getByRole('tab', { name: '推荐' })).toHaveAttribute('aria-selected', 'true');
  // docs/product/limits.md: the category 手机 is labelled iPhone.
  await expect(tabs.getByRole('tab', { name: 'iPhone' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();

  await tabs.getByRole('tab', { name: '平板' }).click();
  await expect(tabs.getByRole('tab', { name: '平板' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/\?tab=3$/);
  await expect(page.getByRole('list', { name: '平板' }).getByRole('article').first()).toBeVisible();
  await scrollUntilFull(page, '/api/product/new_search_list');
  expect(pages.length).toBeGreaterThan(1);
  expect(new Set(pages).size).toBe(pages.length); // never a page twice
  expect(pages.every((p) => p.startsWith('3:'))).toBe(true);
});

test('should load the recommendations page by page until all are shown, keeping the DOM bounded', async ({
  page,
}) => {
  const pages: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/home/app_home_v3') pages.push(url.searchParams.get('recommend_page') ?? '');
  });
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('努力加载中')).toBeAttached();
  await scrollUntilFull(page, '/api/home/app_home_v3');
  expect(pages.length).toBeGreaterThan(2);
  expect(new Set(pages).size).toBe(pages.length);
  // Windowed: far fewer cards in the DOM than were loaded.
  const loaded = (pages.length - 1) * 10;
  expect(await page.getByRole('article').count()).toBeLessThan(loaded);
});

test('should send a visitor on an auth route to login with the full path', async ({ page }) => {
  await page.goto('/user/order?state=0');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Forder%3Fstate%3D0$/);
  await page.goto('/user/coupon/');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fcoupon%2F$/);
  await expect(page).toHaveTitle('登录');
});

test('should log in with a token in the link and take it out of the URL', async ({ page, context }) => {
  const call = page.waitForResponse((r) => r.url().includes('/api/wifihome/union_login'));
  await page.goto(`/?token=${DEV_USER.token}&ref=partner7`);
  expect((await (await call).json()).code).toBe(1);
  await expect(page).toHaveURL(/\/\?ref=partner7$/);
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'userData')?.value ?? '')
    .toContain(DEV_USER.token);
  expect(await page.evaluate(() => localStorage.getItem('ref'))).toBe('"partner7"');
  // Logged in now: an auth route opens.
  await page.goto('/user/repairCard');
  await expect(page).toHaveURL(/\/user\/repairCard$/);
  await expect(page).toHaveTitle('电子保修卡');
  // The personal centre shows the masked mobile once (a union login sets no nickname).
  await page.goto('/user');
  await expect(page.getByLabel('手机号', { exact: true })).toHaveText('1380****8000');
  await expect(page.getByText('1380****8000')).toHaveCount(1);
});

test('should move between the main tabs with the bottom navigation', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '底部导航' });
  await expect(nav.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: '分类' }).click();
  await expect(page).toHaveURL(/\/sort\/1$/);
  await expect(page).toHaveTitle('分类');
  await expect(nav.getByRole('link', { name: '分类' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: '晒单' }).click();
  await expect(page).toHaveURL(/\/list\/$/);
  await expect(page).toHaveTitle('晒单');
  await nav.getByRole('link', { name: '购物车' }).click();
  await expect(page).toHaveURL(/\/shop-cart$/);
  await expect(page).toHaveTitle('购物车');
  await nav.getByRole('link', { name: '我的' }).click();
  await expect(page).toHaveURL(/\/user\/$/);
  await expect(page).toHaveTitle('个人中心');
  await nav.getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('region', { name: '首页轮播' })).toBeVisible();
});

test('should open customer service and the cart from the home toolbar', async ({ page }) => {
  await page.goto('/');
  const toolbar = page.getByRole('toolbar', { name: '快捷入口' });
  await toolbar.getByRole('button', { name: '客服' }).click();
  const sheet = page.getByRole('dialog', { name: '联系客服' });
  await expect(sheet.getByRole('link', { name: '在线客服' })).toHaveAttribute('target', '_blank');
  await expect(sheet.getByRole('link', { name: /电话客服/ })).toHaveAttribute('href', /^tel:/);
  await expect(sheet).toContainText('9:30~19:30');
  await sheet.getByRole('button', { name: '取消' }).click();
  await expect(sheet).toBeHidden();
  await toolbar.getByRole('link', { name: '购物车' }).click();
  await expect(page).toHaveURL(/\/shop-cart$/);
});

test('should send unknown paths home and title every screen from the route table', async ({ page }) => {
  await page.goto('/no/such/page?x=1');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/commodityDetail/10001?sk=abc');
  await expect(page).toHaveTitle('商品详情');
  await expect(page.getByRole('button', { name: '立即购买' })).toBeVisible();
});

test('should frame a page outside the tabs with its title and a back button, home when opened directly', async ({
  page,
}) => {
  // Opened from a link: nothing of the shop before it, so back goes home.
  await page.goto('/commodity?typeId=1');
  const header = page.getByRole('banner');
  await expect(header.getByRole('heading', { level: 1, name: '商品列表' })).toBeVisible();
  await expect(page).toHaveTitle('商品列表');
  const back = header.getByRole('button', { name: '返回' });
  const box = await back.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(44);
  expect(box?.height).toBeGreaterThanOrEqual(44);
  // Sticky: still at the top after a scroll, with the filters' tabs stuck just under it.
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  expect((await header.boundingBox())?.y).toBe(0);
  const headerBottom = await header.evaluate((el) => el.getBoundingClientRect().bottom);
  const filtersTop = await page
    .locator('.catalogue-filters')
    .evaluate((el) => el.getBoundingClientRect().top);
  expect(filtersTop).toBe(headerBottom);
  await back.click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('should go back to the previous in-app page from the page header', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '分类' }).click();
  await expect(page).toHaveURL(/\/sort\/1$/);
  await page.locator('.catalogue-sort-page__model').first().click();
  await expect(page).toHaveURL(/\/commodity\?/);
  await page.getByRole('banner').getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/sort\/1$/);
  await expect(page).toHaveTitle('分类');
  // The login redirect replaces the page a visitor asked for: back returns to the page tapped on.
  await page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name: '我的' }).click();
  await page.getByRole('navigation', { name: '我的服务' }).getByRole('link', { name: '优惠券' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fuser%2Fcoupon$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('heading', { level: 1, name: '登录' })).toBeVisible();
  await header.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/user\/?$/);
});
