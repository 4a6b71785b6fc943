import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';

// Hybrid mode in the demo build (docs/hybrid.md): the page sends each call to a backend that
// allows the demo's origin (CORS) and has only the home page's operation, whose answer breaks the
// contract; every other call falls back to the in-page mock. Then a backend without CORS headers:
// the browser refuses its answers, the mock answers, and the dev panel says why.

/** The contract's example of the home page, one recommended phone's is_favorite a string. */
function brokenHome(): string {
  const doc = JSON.parse(readFileSync('openapi/dist/shop.bundle.json', 'utf8')) as {
    paths: Record<
      string,
      {
        get: {
          responses: Record<
            string,
            { content: Record<string, { examples: Record<string, { value: unknown }> }> }
          >;
        };
      }
    >;
  };
  const home = doc.paths['/api/home/app_home_v3']!.get.responses['200']!.content['application/json']!.examples
    .success!.value as { data: { recommend_list: { is_favorite: unknown }[] } };
  home.data.recommend_list[0]!.is_favorite = '0';
  return JSON.stringify(home);
}

const servers: http.Server[] = [];

/** A backend on a free port; resolves with its URL. */
function backend(cors: boolean, seen: string[]): Promise<string> {
  const body = brokenHome();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://backend').pathname;
    seen.push(`${req.method} ${path}`);
    const headers: Record<string, string> = cors
      ? {
          'Access-Control-Allow-Origin': req.headers.origin ?? '*',
          'Access-Control-Allow-Headers': 'content-type',
        }
      : {};
    if (req.method === 'OPTIONS') return void res.writeHead(204, headers).end();
    if (path === '/api/home/app_home_v3')
      return void res
        .writeHead(200, { ...headers, 'Content-Type': 'application/json; charset=utf-8' })
        .end(body);
    res.writeHead(404, { ...headers, 'Content-Type': 'text/plain' }).end('not here');
  });
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

const bar = (page: Page) => page.getByRole('toolbar', { name: '购买' });
const tab = (page: Page, name: string) =>
  page.getByRole('navigation', { name: '底部导航' }).getByRole('link', { name });

const seen: string[] = [];
const refused: string[] = [];
let corsBackend = '';
let noCorsBackend = '';
test.beforeAll(async () => {
  corsBackend = await backend(true, seen);
  noCorsBackend = await backend(false, refused);
});
test.afterAll(() => {
  for (const s of servers) s.close();
});

test('should send calls to a CORS backend, fall back to the mock, and show its contract breaks', async ({
  page,
}) => {
  // About 18 s on a machine with a load of 10; the demo's in-page mock starts slowly when it is busier.
  test.setTimeout(60_000);
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  // Before the page's first script; a new context, so its data is the seeded one.
  await page.addInitScript((url) => {
    localStorage.setItem('demo-hybrid-backend', url);
  }, corsBackend);

  // Login and the cart are not the backend's (404): the mock answers them.
  await page.goto('/commodityDetail/10001');
  await page.getByRole('button', { name: '开发面板' }).click();
  const panel = page.getByRole('dialog', { name: '开发面板' });
  const calls = panel.getByRole('list', { name: '最近调用' }).getByRole('listitem');
  await panel.getByRole('button', { name: '登录 13800138000' }).click();
  await expect(calls.filter({ hasText: 'login' }).first()).toContainText(
    'mock（backend HTTP 404） logincode 1',
  );
  await panel.getByRole('button', { name: '关闭' }).click();
  await bar(page).getByRole('button', { name: '加入购物车' }).click();
  await page.getByRole('dialog', { name: '选择服务' }).getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('加入成功')).toBeVisible();
  // The home page's data comes from the backend (reached in the app: the call list is the page's).
  await bar(page)
    .getByRole('link', { name: /购物车\s*，\s*1\s*件商品/ })
    .click();
  await tab(page, '首页').click();
  await expect(page.getByRole('heading', { name: '为你推荐' })).toBeVisible();
  expect(seen).toEqual(
    expect.arrayContaining([
      'POST /api/login',
      'POST /api/shopcart/add_shop_cart',
      'GET /api/home/app_home_v3',
    ]),
  );

  await page.getByRole('button', { name: '开发面板' }).click();
  await expect(calls.filter({ hasText: 'addShopCart' }).first()).toContainText(
    'mock（backend HTTP 404） addShopCart',
  );
  const home = calls.filter({ hasText: 'appHomeV3' }).first();
  await expect(home).toContainText('后端 appHomeV3');
  const broken = home.getByRole('list', { name: '违反契约' });
  await expect(broken.getByRole('listitem').first()).toHaveText(
    'backend [response-schema] code 1: /data/recommend_list/*/is_favorite must be integer',
  );
  // Red: the theme's danger colour.
  const colours = await broken.evaluate((el) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--adm-color-danger)';
    el.append(probe);
    const danger = getComputedStyle(probe).color;
    probe.remove();
    return { shown: getComputedStyle(el).color, danger };
  });
  expect(colours.shown).toBe(colours.danger);
  expect(
    logged.filter((l) => l.includes('backend broke the contract: appHomeV3 [response-schema]')),
  ).toHaveLength(1);

  // A backend without CORS headers, set from the panel: its answers never reach the page.
  const field = panel.getByLabel('后端地址');
  await expect(field).toHaveValue(corsBackend);
  await field.fill(noCorsBackend);
  await panel.getByRole('button', { name: '保存后端' }).click();
  await expect(
    calls.filter({ hasText: 'mock（backend unreachable or CORS refused）' }).first(),
  ).toBeVisible();
  expect(refused.length).toBeGreaterThan(0);
  await panel.getByRole('button', { name: '关闭' }).click();
  await page.getByRole('button', { name: '开发面板' }).click();
  await expect(panel.getByText('后端不可达或未允许本站跨域（CORS），这些调用已由 mock 应答')).toBeVisible();
  expect(logged.filter((l) => l.includes('后端不可达或未允许本站跨域（CORS）'))).toHaveLength(1);
});
