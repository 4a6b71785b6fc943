import { expect, test, type Page } from '@playwright/test';

// The demo build: dist-demo/ on a plain static server, nothing else running. The mock
// runs in the page behind MSW's service worker: browse, log in, add to cart; and the mock's faults
// reach the app as their kind, set through the control API or a single call's X-Mock-Fault header.

const bar = (page: Page) => page.getByRole('toolbar', { name: '购买' });

/** Calls the in-page mock's control API from the page (answered by the worker, not the server). */
async function control(page: Page, path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(`/__mock/${p}`, {
        method: b === undefined ? 'DELETE' : 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: res.status, json: (await res.json()) as unknown };
    },
    [path, body] as const,
  );
}

/** One call from the page with the X-Mock-Fault header: what the app's fetch would see. */
async function callWithFault(page: Page, fault: string, url = '/api/home/app_home_v3?p=h5&v=4.9.0') {
  return page.evaluate(
    async ([f, u]) => {
      const started = Date.now();
      try {
        const res = await fetch(u, { headers: { 'X-Mock-Fault': f } });
        const text = await res.text();
        let json: unknown;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        return {
          status: res.status,
          isJson: json !== undefined,
          json,
          ms: Date.now() - started,
          error: null,
        };
      } catch (err) {
        return { status: 0, isJson: false, json: undefined, ms: Date.now() - started, error: String(err) };
      }
    },
    [fault, url] as const,
  );
}

/**
 * Starts on the user page (the home page's data not loaded yet) with fresh data. A fault set now
 * reaches the next page opened in the app; a reload would start a new in-page mock, which keeps
 * the data but not the faults.
 */
async function openUserPage(page: Page) {
  await page.goto('/user');
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  expect((await control(page, 'reset', {})).status).toBe(200);
}

const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name });

test('should browse, log in and add a phone to the cart with no server', async ({ page }) => {
  const apiFromWorker: boolean[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/api/')) apiFromWorker.push(res.fromServiceWorker());
  });
  await page.goto('/');
  await expect(page.getByRole('note')).toHaveText('演示版：数据均为模拟，不会真实下单');
  await expect(page.getByRole('heading', { name: '为你推荐' })).toBeVisible();
  // The fixtures' images are painted and encoded as JPEG by the mock in the page, at the width
  // the page asks for.
  const img = page.locator('main img').first();
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const picture = await img.evaluate(async (el) => {
    const res = await fetch((el as HTMLImageElement).currentSrc);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const bitmap = await createImageBitmap(new Blob([bytes]));
    return {
      type: res.headers.get('content-type'),
      magic: [...bytes.slice(0, 3)],
      size: bytes.length,
      width: bitmap.width,
    };
  });
  expect(picture).toMatchObject({ type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] });
  expect(picture.width).toBe(
    Number(new URL(await img.evaluate((el) => (el as HTMLImageElement).currentSrc)).searchParams.get('w')),
  );
  // A photo's weight, not a placeholder's.
  expect(picture.size / picture.width ** 2).toBeGreaterThan(0.05);

  await page.goto('/login');
  await page.getByLabel('手机号', { exact: true }).fill('13800138000');
  await page.getByLabel('密码', { exact: true }).fill('abc123');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/user$/);

  await page.goto('/commodityDetail/10001');
  await bar(page).getByRole('button', { name: '加入购物车' }).click();
  await page.getByRole('dialog', { name: '选择服务' }).getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('加入成功')).toBeVisible();
  await bar(page)
    .getByRole('link', { name: /购物车\s*，\s*1\s*件商品/ })
    .click();
  await expect(page.getByRole('article', { name: /iPhone 13 128G/ })).toContainText('¥3299.00');

  // A reload keeps the cart (the in-page mock's data is kept in IndexedDB).
  await page.reload();
  await expect(page.getByRole('article', { name: /iPhone 13 128G/ })).toBeVisible();
  expect(apiFromWorker.length).toBeGreaterThan(0);
  expect(apiFromWorker.every(Boolean)).toBe(true);
});

test.describe('faults in the demo', () => {
  test.beforeEach(async ({ page }) => {
    await openUserPage(page);
  });

  for (const [fault, body] of [
    ['status', { status: 503 }],
    ['drop', { drop: true }],
    ['bad JSON', { notJson: true }],
  ] as const) {
    test(`should show the home page's error state for a ${fault} fault, and recover on retry`, async ({
      page,
    }) => {
      expect((await control(page, 'faults', { operation: 'appHomeV3', ...body })).status).toBe(200);
      await tab(page, '首页').click();
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('加载失败');
      expect((await control(page, 'faults')).status).toBe(200);
      await alert.getByRole('button', { name: '重新加载' }).click();
      await expect(page.getByRole('heading', { name: '为你推荐' })).toBeVisible();
    });
  }

  test('should keep the loading state while a delay lasts', async ({ page }) => {
    await control(page, 'faults', { operation: 'appHomeV3', delay: 2500, times: 1 });
    await tab(page, '首页').click();
    await expect(page.getByRole('heading', { name: '为你推荐' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '为你推荐' })).toBeVisible({ timeout: 10_000 });
  });

  test('should send a business code: login expired goes to the login page', async ({ page }) => {
    await page.context().addCookies([
      {
        name: 'userData',
        value: encodeURIComponent(
          JSON.stringify({ userId: 10001, mobile: '13800138000', token: '5f2b8c1e9a7d4e3f8b6c0a1d2e3f4a5b' }),
        ),
        url: page.url(),
      },
    ]);
    await page.reload();
    await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
    await control(page, 'faults', { operation: 'getShopCartList', code: -1, times: 1 });
    await tab(page, '购物车').click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fshop-cart/);
  });

  test('should answer one call as its X-Mock-Fault header asks', async ({ page }) => {
    const status = await callWithFault(page, 'status=502');
    expect(status.status).toBe(502);
    expect(status.isJson).toBe(false);

    const drop = await callWithFault(page, 'drop');
    expect(drop.status).toBe(0);
    expect(drop.error).toContain('TypeError');

    const notJson = await callWithFault(page, 'not-json');
    expect(notJson.status).toBe(200);
    expect(notJson.isJson).toBe(false);

    const delayed = await callWithFault(page, 'delay=1200');
    expect(delayed.status).toBe(200);
    expect(delayed.ms).toBeGreaterThanOrEqual(1200);
    expect(delayed.json).toMatchObject({ code: 1 });

    const code = await callWithFault(page, 'code=-1', '/api/shopcart/get_shop_cart_list?p=h5&v=4.9.0');
    expect(code.status).toBe(200);
    expect(code.json).toMatchObject({ code: -1 });
  });
});

test('should list the calls and log in from the dev panel, answered by the in-page mock', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '为你推荐' })).toBeVisible();
  await page.getByRole('button', { name: '开发面板' }).click();
  const panel = page.getByRole('dialog', { name: '开发面板' });
  // The calls so far are listed (operation, code, time).
  await expect(panel.getByRole('list', { name: '最近调用' })).toContainText(/\w+code 1\d\d:\d\d:\d\d/);
  await panel.getByRole('button', { name: '登录 13800138000' }).click();
  await expect(page.getByText('已登录 机友_8000')).toBeVisible();
  await panel.getByRole('button', { name: '关闭' }).click();
  await tab(page, '我的').click();
  await expect(page.getByRole('region', { name: '个人信息' }).getByText('机友_8000')).toBeVisible();
  await page.screenshot({ path: 'test-results/demo-user.png' });
});
