// Hybrid mode (docs/hybrid.md) end to end: the app on the dev server (where the dev panel lives),
// the mock stack with --backend pointing at a second backend this spec starts. That backend is
// deliberately incomplete and partly wrong: it has the catalogue (answered from the mock's own data
// so both agree) but no cart, order, address or coupon operation (404), and its product detail
// answers is_favorite as a string. The shopper's journey still works, the missing operations fall
// back to the mock, and the wrong answer is said in the terminal, the dev panel and the report.
// This spec starts its own stack (not the worker stack of e2e/support.ts), so it slows no other.
import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
// Not the `test` of ./support: its worker stack and its contract check are the plain mock's; this
// spec's stack is its own, and the check it makes is the hybrid one (the backend's answers).
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { expect, test, type Page } from '@playwright/test';
import { freePorts, startBin, stop as stopServer, waitForPort } from '../scripts/lib/servers';
import { DEV_USER, seedGiftSeen } from './support';

const HOST = '127.0.0.1';

interface HybridStack {
  appUrl: string;
  apiUrl: string;
  report: string;
  /** Everything the mock stack printed so far (its terminal). */
  terminal: () => string;
  /** The operations the test backend was asked for, in order. */
  backendSaw: string[];
  stop: () => void;
}

/** The test backend: the catalogue from the mock's own data, product detail wrong, the rest 404. */
function startBackend(port: number, mockPort: number, saw: string[]): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://backend');
    saw.push(url.pathname);
    const has = url.pathname.startsWith('/api/product/') || url.pathname.startsWith('/api/home/');
    if (!has) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return void res.end('Not Found');
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      // The mock itself, past the stack's front door (which marks its calls with this header).
      const answer = await fetch(`http://${HOST}:${mockPort}${req.url}`, {
        method: req.method,
        headers: { 'content-type': req.headers['content-type'] ?? 'text/plain', 'x-mock-fault': 'none' },
        body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
      });
      let text = await answer.text();
      if (url.pathname === '/api/product/detail') {
        const json = JSON.parse(text) as { data?: { is_favorite?: unknown } };
        if (json.data) json.data.is_favorite = String(json.data.is_favorite);
        text = JSON.stringify(json);
      }
      res.writeHead(answer.status, {
        'Content-Type': answer.headers.get('content-type') ?? 'application/json',
      });
      res.end(text);
    });
  });
  return new Promise((resolve) => server.listen(port, HOST, () => resolve(server)));
}

async function startHybridStack(): Promise<HybridStack> {
  const [apiPort, mockPort, appPort, backendPort] = await freePorts(4);
  const backendSaw: string[] = [];
  const backend = await startBackend(backendPort!, mockPort!, backendSaw);
  const report = path.join(mkdtempSync(path.join(os.tmpdir(), 'hybrid-e2e-')), 'backend-violations.json');
  let out = '';
  const children: ChildProcess[] = [];
  // Tethered to this worker: they end with it, however it ends.
  const start = (bin: string, args: string[], env: NodeJS.ProcessEnv) => {
    const child = startBin(bin, args, { env, capture: true });
    child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    children.push(child);
  };
  delete process.env.MOCK_STATE_DIR;
  start('tsx', ['mocks/server/main.ts'], {
    API_PORT: String(apiPort),
    MOCK_PORT: String(mockPort),
    MOCK_BACKEND_URL: `http://${HOST}:${backendPort}`,
    MOCK_BACKEND_REPORT: report,
  });
  start('vite', ['--host', HOST, '--port', String(appPort), '--strictPort'], {
    MOCK_URL: `http://${HOST}:${apiPort}`,
    MOCK_DIRECT_URL: `http://${HOST}:${mockPort}`,
  });
  const stop = () => {
    for (const c of children) stopServer(c);
    backend.close();
  };
  try {
    await waitForPort(apiPort!, HOST, 90_000);
    await waitForPort(appPort!, HOST, 90_000);
  } catch (err) {
    stop();
    throw new Error(`${(err as Error).message}\n${out}`);
  }
  return {
    appUrl: `http://${HOST}:${appPort}`,
    apiUrl: `http://${HOST}:${apiPort}`,
    report,
    terminal: () => out,
    backendSaw,
    stop,
  };
}

let stack: HybridStack;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startHybridStack();
});
test.afterAll(() => stack?.stop());
test.describe.configure({ mode: 'serial', timeout: 180_000 });

async function logIn(page: Page) {
  await page.context().addCookies([
    {
      name: 'userData',
      value: encodeURIComponent(
        JSON.stringify({
          userId: DEV_USER.userId,
          mobile: DEV_USER.mobile,
          token: DEV_USER.token,
          nickName: '机友_8000',
        }),
      ),
      domain: HOST,
      path: '/',
    },
  ]);
}

async function openPanel(page: Page) {
  await page.getByRole('button', { name: '开发面板' }).click();
  return page.getByRole('dialog', { name: '开发面板' });
}

test('the journey works against a partial, partly wrong backend, and its wrong answer is reported', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: stack.appUrl });
  await seedGiftSeen(context, stack.appUrl);
  const page = await context.newPage();
  await logIn(page);

  await page.goto('/commodityDetail/10001');
  const buy = page.getByRole('toolbar', { name: '购买' });
  await buy.getByRole('button', { name: '加入购物车' }).click();
  await page.getByRole('dialog', { name: '选择服务' }).getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText('加入成功')).toBeVisible();

  await page.goto('/shop-cart');
  await expect(
    page.getByRole('list', { name: '购物车商品' }).getByRole('article', { name: /iPhone 13 128G/ }),
  ).toBeVisible();
  await page.getByRole('region', { name: '结算' }).getByRole('button', { name: /^结算/ }).click();
  await expect(page).toHaveURL(/\/user\/order\/confirm\?/);
  await page.getByRole('button', { name: '提交订单' }).click();
  // The dev server compiles the order page on its first request: slow on a busy machine.
  await expect(page).toHaveURL(/\/user\/order\?state=0$/, { timeout: 20_000 });
  // Outside the in-app browsers the order page then asks to download the app: its dialog's mask
  // would take the dev panel button's taps.
  const notice = page.getByRole('dialog', { name: 'H5 支付升级中' });
  await notice.getByRole('button', { name: '稍后再说' }).click();
  await expect(notice).toHaveCount(0);

  // The backend was asked, and the mock answered what it lacks.
  expect(stack.backendSaw).toContain('/api/product/detail');
  expect(stack.backendSaw).toContain('/api/shopcart/add_shop_cart');
  expect(stack.backendSaw).toContain('/api/account/order/shop_cart_confirm_order');

  // The wrong answer: in the dev panel's call list, in red, with the violation...
  const panel = await openPanel(page);
  const calls = panel.getByRole('list', { name: '最近调用' });
  await expect(
    calls
      .getByRole('listitem')
      .filter({ hasText: /mock（backend HTTP 404）\s*shopCartConfirmOrder/ })
      .first(),
  ).toBeVisible();
  await page.goto('/commodityDetail/10001');
  const again = await openPanel(page);
  const detail = again
    .getByRole('list', { name: '最近调用' })
    .getByRole('listitem')
    .filter({ hasText: /后端\s*productDetail/ })
    .first();
  const broke = detail.getByRole('list', { name: '违反契约' });
  await expect(broke).toContainText('/data/is_favorite must be integer');
  // Red: the theme's danger colour (--adm-color-danger, darkened for AA contrast).
  await expect(broke).toHaveCSS('color', 'rgb(212, 0, 26)');
  // ...in the terminal, once...
  const said = stack.terminal().match(/backend broke the contract: productDetail \[response-schema\]/g) ?? [];
  expect(said).toHaveLength(1);
  // ...and in the report, its request as curl with the token masked.
  expect(existsSync(stack.report)).toBe(true);
  const report = JSON.parse(readFileSync(stack.report, 'utf8')) as {
    operation: string;
    kind: string;
    curl: string;
  }[];
  const entry = report.find((r) => r.operation === 'productDetail');
  expect(entry).toMatchObject({ kind: 'response-schema' });
  expect(entry!.curl).toContain('/api/product/detail?');
  expect(entry!.curl).not.toContain(DEV_USER.token);
  await context.close();
});

test('switching an operation in the dev panel changes where its next call goes, across reloads', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: stack.appUrl });
  await seedGiftSeen(context, stack.appUrl);
  const page = await context.newPage();
  await page.goto('/commodityDetail/10002');
  let panel = await openPanel(page);
  const routes = panel.getByRole('region', { name: '接口去向' });
  await routes.getByLabel('切换接口').selectOption('productDetail');
  await routes.getByRole('button', { name: '走 mock' }).click();
  await expect(routes.getByRole('option', { name: 'productDetail · mock' })).toBeAttached();
  await panel.getByRole('button', { name: '关闭' }).click();

  const before = stack.backendSaw.length;
  await page.reload();
  panel = await openPanel(page);
  const row = panel
    .getByRole('list', { name: '最近调用' })
    .getByRole('listitem')
    .filter({ hasText: /productDetail/ })
    .first();
  await expect(row).toContainText(/^mock\s*productDetail/);
  expect(stack.backendSaw.slice(before)).not.toContain('/api/product/detail');
  await context.close();
});
