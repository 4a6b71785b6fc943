import type { Locator, Page, Request } from '@playwright/test';
import { DEV_USER, expect, loginAsDevUser, resetMock, test, workerStack } from './support';

// Back returns to the same place in every list: scroll a list, open an item, come
// back with the browser's back (the back gesture does the same), and the item is where it was,
// the list drawn from the cache without asking for its first page again.

async function api(method: 'GET' | 'POST', path: string, fields: Record<string, string | number>) {
  const params = new URLSearchParams({ p: 'h5', v: '4.9.0' });
  for (const [k, v] of Object.entries(fields)) params.set(k, String(v));
  const res =
    method === 'GET'
      ? await fetch(`${workerStack().apiUrl}${path}?${params}`)
      : await fetch(`${workerStack().apiUrl}${path}`, {
          method,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: params,
        });
  const body = (await res.json()) as { code: number; msg: string; data: unknown };
  expect(body.code, `${path}: ${body.msg}`).toBe(1);
  return body.data;
}

/** Phones on sale (the first page of /commodity?typeId=1) with their prices. */
const onSale = async () =>
  (await api('GET', '/api/product/new_search_list', { type_id: 1, page: 1 })) as {
    product_id: number;
    price: string;
  }[];

interface ListCase {
  name: string;
  path: string;
  /** A request of the list's own pages, and the page it asks for. */
  call: string;
  pageOf: (url: URL) => string | null;
  /** Pages to have loaded before leaving (the list must scroll past its first page for this). */
  pages: number;
  login?: boolean;
  /** Data the development user needs for a list long enough to scroll. */
  setup?: () => Promise<void>;
  /** The list's items, when they are not its articles. */
  items?: (page: Page) => Locator;
  /** Something the opened item's page shows once drawn. */
  opened: (page: Page) => Locator;
}

const productPage = (page: Page) => page.getByRole('toolbar', { name: '购买' });

const articles = (page: Page) => page.getByRole('article');

const LISTS: ListCase[] = [
  {
    name: 'home recommendations',
    opened: productPage,
    path: '/',
    call: '/api/home/app_home_v3',
    pageOf: (url) => url.searchParams.get('recommend_page'),
    pages: 2,
  },
  {
    name: '/commodity',
    opened: productPage,
    path: '/commodity?typeId=1',
    call: '/api/product/new_search_list',
    pageOf: (url) => url.searchParams.get('page'),
    pages: 2,
  },
  {
    name: 'review feed /list/',
    opened: (page) => page.getByRole('button', { name: /^已?赞\s*\d+\s*人觉得有用$/ }),
    path: '/list/',
    call: '/api/account/shaidan/new_review_list',
    pageOf: (url) => url.searchParams.get('page'),
    pages: 2,
  },
  {
    name: 'order list',
    opened: (page) =>
      page.getByRole('heading', {
        level: 2,
        name: /^(待付款|待发货|待收货|已完成|已取消|已评价|退款中|维修中)$/,
      }),
    path: '/user/order',
    call: '/api/account/order/list',
    pageOf: (url) => url.searchParams.get('page'),
    pages: 1,
    login: true,
  },
  {
    name: 'favourites',
    opened: productPage,
    path: '/user/collection',
    call: '/api/account/favorite/list',
    pageOf: (url) => url.searchParams.get('page'),
    pages: 1,
    login: true,
    items: (page) => page.getByRole('list', { name: '我的收藏' }).getByRole('listitem'),
    setup: async () => {
      // Ten more than the seeded two (10001, 10006).
      for (const { product_id } of (await onSale()).filter((p) => p.product_id !== 10001))
        await api('GET', '/api/account/favorite/add', { token: DEV_USER.token, product_id });
    },
  },
  {
    name: 'cart',
    opened: productPage,
    path: '/shop-cart',
    call: '/api/shopcart/get_shop_cart_list',
    // The list's own pages (10 lines); the cart count elsewhere asks for 50.
    pageOf: (url) => (url.searchParams.get('limit') === '10' ? url.searchParams.get('page') : null),
    pages: 1,
    login: true,
    setup: async () => {
      for (const { product_id, price } of (await onSale()).slice(0, 8))
        await api('POST', '/api/shopcart/add_shop_cart', {
          user_id: DEV_USER.userId,
          token: DEV_USER.token,
          pro_type: 1,
          pro_value: product_id,
          pro_num: 1,
          price,
          sk: 'e2e',
          services_id: '3',
        });
    },
  },
];

/** The list item whose top is nearest the middle of the screen, marked; its text. */
const middleItem = (items: Locator) =>
  items.evaluateAll((items) => {
    const middle = window.innerHeight / 2;
    const onScreen = items
      .map((el) => ({ text: el.textContent ?? '', rect: el.getBoundingClientRect() }))
      .filter(({ rect }) => rect.top >= 60 && rect.top <= window.innerHeight - 200);
    onScreen.sort((a, b) => Math.abs(a.rect.top - middle) - Math.abs(b.rect.top - middle));
    const [best] = onScreen;
    if (!best) throw new Error('no list item on screen');
    // Marked for the tap that opens it.
    items.forEach((el) => el.removeAttribute('data-e2e-pick'));
    items.find((el) => el.textContent === best.text)?.setAttribute('data-e2e-pick', '');
    return best.text;
  });

/** The top of the item with this text now, or null while it is not drawn. */
const topOf = (items: Locator, text: string) =>
  items.evaluateAll((items, wanted) => {
    const item = items.find((el) => el.textContent === wanted);
    return item ? Math.round(item.getBoundingClientRect().top) : null;
  }, text);

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

const maxScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

/** The scroll position once a stroke has come to rest (two frames alike). */
const restingScrollY = (page: Page) =>
  page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = -1;
    while (last !== window.scrollY) {
      last = window.scrollY;
      await frame();
      await frame();
    }
    return Math.round(last);
  });

/**
 * A thumb's strokes down the list (each row drawn on the way), until `enough` says it has loaded
 * what is wanted and it has reached the end of what is loaded.
 */
async function strokeDownLoaded(page: Page, enough: () => boolean) {
  for (let stroke = 0; stroke < 60; stroke++) {
    const before = await restingScrollY(page);
    if (enough() && before > 0 && before === (await maxScroll(page))) break;
    await page.mouse.wheel(0, 400);
  }
}

/**
 * Back up to a place in the middle of what was loaded, and opens the item nearest the middle of
 * the screen; its text, and where the list stood at the tap (the click may first scroll the item
 * clear of the bars).
 */
async function openFromMiddle(page: Page, items: Locator, opened: Locator) {
  await page.mouse.wheel(0, -Math.round((await maxScroll(page)) * 0.1));
  await restingScrollY(page);
  const item = await middleItem(items);
  await page.evaluate(() => {
    const w = window as unknown as { atTap?: { y: number; top: number } };
    const record = () => {
      const picked = document.querySelector('[data-e2e-pick]');
      w.atTap = {
        y: Math.round(window.scrollY),
        top: Math.round(picked?.getBoundingClientRect().top ?? NaN),
      };
    };
    window.addEventListener('click', record, { capture: true, once: true });
  });
  await page.locator('[data-e2e-pick]').getByRole('link').first().click();
  await expect(opened).toBeVisible();
  await expect(page.locator('[data-e2e-pick]')).toHaveCount(0);
  const at = await page.evaluate(() => (window as unknown as { atTap: { y: number; top: number } }).atTap);
  expect(at.y, 'the list scrolled').toBeGreaterThan(300);
  return { item, at };
}

for (const list of LISTS) {
  test(`should come back to the same place in the ${list.name} after opening an item`, async ({ page }) => {
    await resetMock();
    await list.setup?.();
    if (list.login) await loginAsDevUser(page);
    const pagesAsked: string[] = [];
    const onRequest = (r: Request) => {
      const url = new URL(r.url());
      const pageNo = url.pathname === list.call ? list.pageOf(url) : null;
      if (pageNo !== null) pagesAsked.push(pageNo);
    };
    page.on('request', onRequest);

    const items = (list.items ?? articles)(page);
    await page.goto(list.path);
    await expect(items.first()).toBeVisible();
    await strokeDownLoaded(page, () => new Set(pagesAsked).size >= list.pages);
    await expect.poll(() => new Set(pagesAsked).size).toBeGreaterThanOrEqual(list.pages);
    const { item, at } = await openFromMiddle(page, items, list.opened(page));
    pagesAsked.length = 0;
    await page.goBack();
    await expect(page).toHaveURL(new URL(list.path, page.url()).toString());

    // The same scroll position, and the item where it was on screen (rows drawn at their heights).
    await expect.poll(async () => Math.abs((await scrollY(page)) - at.y)).toBeLessThanOrEqual(3);
    await expect
      .poll(async () => Math.abs(((await topOf(items, item)) ?? Infinity) - at.top))
      .toBeLessThanOrEqual(3);
    // Drawn from the cache: its first page (or any page) was not asked for again.
    expect(pagesAsked).toEqual([]);
    expect(Math.abs((await scrollY(page)) - at.y), 'still there').toBeLessThanOrEqual(3);
    page.off('request', onRequest);
  });
}

/** The page's path and query. */
const pathAndQuery = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

/** Pages of /commodity's list asked for, filtered by a property or not. */
function searchPages(page: Page, filtered: boolean): string[] {
  const asked: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/api/product/new_search_list' && url.searchParams.has('prop_keyword') === filtered)
      asked.push(url.searchParams.get('page') ?? '');
  });
  return asked;
}

/** Applies 成色 99新 from the commodity list's sticky bar. */
async function onlyAsGoodAsNew(page: Page) {
  const panel = page.getByRole('dialog');
  await page.getByRole('toolbar', { name: '筛选排序' }).getByRole('button', { name: '筛选' }).click();
  await panel.getByRole('group', { name: '成色' }).getByRole('button', { name: '99新' }).click();
  await panel.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/props=/);
  // Drawn: every phone listed is one (the name ends with its grade).
  await expect
    .poll(() =>
      articles(page).evaluateAll(
        (cards) => cards.length > 0 && cards.every((card) => card.textContent?.includes('99新')),
      ),
    )
    .toBe(true);
}

test('should come back to each step of a filtered /commodity list where the shopper left it', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await resetMock();
  const filteredPages = searchPages(page, true);
  const items = articles(page);
  /** Each list the shopper left for the next one, and where it stood. */
  const left: { url: string; y: number }[] = [];
  const leave = async () => left.push({ url: pathAndQuery(page), y: await restingScrollY(page) });

  // The phones as they come (left at the top), then sorted by price from the sticky bar, and
  // partway down that list.
  await page.goto('/commodity?typeId=1');
  await expect(items.first()).toBeVisible();
  await leave();
  await page.getByRole('toolbar', { name: '筛选排序' }).getByRole('button', { name: '排序' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '价格从低到高' }).click();
  await expect(page).toHaveURL(/sortStatus=asc/);
  // The bar names the sort once the sorted list's page is drawn.
  await expect(
    page.getByRole('toolbar', { name: '筛选排序' }).getByRole('button', { name: '价格从低到高' }),
  ).toBeVisible();
  await expect(items.first()).toBeVisible();
  for (let stroke = 0; stroke < 2; stroke++) await page.mouse.wheel(0, 400);
  expect(await restingScrollY(page), 'the sorted list scrolled').toBeGreaterThan(300);
  await leave();
  // Then only the phones as good as new: that list starts at its top.
  await onlyAsGoodAsNew(page);
  await expect.poll(() => scrollY(page)).toBe(0);
  const filtered = pathAndQuery(page);
  await strokeDownLoaded(page, () => new Set(filteredPages).size >= 2);
  await expect.poll(() => new Set(filteredPages).size).toBeGreaterThanOrEqual(2);
  const { item, at } = await openFromMiddle(page, items, productPage(page));

  // Back: the same filters, the same position, the tapped phone where it was.
  await page.goBack();
  await expect.poll(() => pathAndQuery(page)).toBe(filtered);
  await expect.poll(async () => Math.abs((await scrollY(page)) - at.y)).toBeLessThanOrEqual(3);
  await expect
    .poll(async () => Math.abs(((await topOf(items, item)) ?? Infinity) - at.top))
    .toBeLessThanOrEqual(3);
  // Back again, step by step: each list where the shopper left it, not where the next one was.
  for (const step of left.reverse()) {
    await page.goBack();
    await expect.poll(() => pathAndQuery(page)).toBe(step.url);
    await expect.poll(async () => Math.abs((await scrollY(page)) - step.y), step.url).toBeLessThanOrEqual(3);
  }
});

test('should come back to a /commodity list drawn from the cache once its filter is taken off', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await resetMock();
  const pages = searchPages(page, false);
  const items = articles(page);
  await page.goto('/commodity?typeId=1');
  await expect(items.first()).toBeVisible();
  await onlyAsGoodAsNew(page);
  // The chip's × goes back to the phones as they come: a new entry, its list already cached.
  await page.getByRole('button', { name: '移除99新' }).click();
  await expect.poll(() => pathAndQuery(page)).toBe('/commodity?typeId=1');
  await expect(page.getByRole('list', { name: '已选条件' })).toHaveCount(0);
  await expect(items.first()).toBeVisible();
  await strokeDownLoaded(page, () => new Set(pages).size >= 2);
  await expect.poll(() => new Set(pages).size).toBeGreaterThanOrEqual(2);
  const { item, at } = await openFromMiddle(page, items, productPage(page));

  await page.goBack();
  await expect.poll(() => pathAndQuery(page)).toBe('/commodity?typeId=1');
  await expect.poll(async () => Math.abs((await scrollY(page)) - at.y)).toBeLessThanOrEqual(3);
  await expect
    .poll(async () => Math.abs(((await topOf(items, item)) ?? Infinity) - at.top))
    .toBeLessThanOrEqual(3);
});
