// Helpers shared by the journeys: the `test` every spec uses (it fails a test on any contract
// violation of the calls made during it), the mock's control API and logging in without the UI.
import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type Response,
} from '@playwright/test';
import { formatViolations, unexpectedViolations, type CallRecord } from '../mocks/core/calls';
import { E2E_CALLS_PARTS } from './calls-report';
import { answers, startStack, STACKS_ENV, type WorkerStack } from './stack-start';

export type { WorkerStack };

export { expect };

/** This worker process's stack, once its fixture has it. */
let current: WorkerStack | undefined;

/**
 * The stack of the worker this code runs in, for helpers that have no fixtures at hand (tests
 * take `mockUrl`, `apiUrl` and `baseURL` as fixtures).
 */
export function workerStack(): WorkerStack {
  if (!current) throw new Error('no mock stack: this runs outside a test of e2e/support.ts');
  return current;
}

/**
 * Counts the home page's gift popup as shown today, once per browser context: on its first
 * document only (a marker remembers it), so a test that clears the memory later keeps it cleared.
 * A storage state with localStorage would do the same but costs about a second per context (the
 * browser opens the origin to write it).
 */
function seedGiftShown({ origin, now }: { origin: string; now: number }): void {
  // Init scripts run in every document, about:blank (no storage of its own) included.
  if (location.origin !== origin || localStorage.getItem('e2e:seeded') !== null) return;
  localStorage.setItem('e2e:seeded', '1');
  localStorage.setItem('giftTate', '99');
  localStorage.setItem('startTime', String(now));
}

/** Counts the gift popup as shown today in a context a test makes itself (the fixtures' do it). */
export async function seedGiftSeen(context: BrowserContext, origin: string): Promise<void> {
  await context.addInitScript(seedGiftShown, { origin, now: Date.now() });
}

async function calls(method: 'GET' | 'DELETE'): Promise<CallRecord[]> {
  // settle: calls still under way when the test ended (the page is closed by then) are waited for.
  const res = await fetch(`${workerStack().mockUrl}/__mock/calls${method === 'GET' ? '?settle=1000' : ''}`, {
    method,
  });
  if (!res.ok) throw new Error(`mock control calls: HTTP ${res.status} ${await res.text()}`);
  return method === 'GET' ? ((await res.json()) as { calls: CallRecord[] }).calls : [];
}

/** The calls the mock stack answered since the test began, each with its contract violations. */
export const recordedCalls = () => calls('GET');

/** Why the calls fail a test that allows the given operations' violations, or undefined. */
export function contractFailure(made: CallRecord[], allow: readonly string[]): string | undefined {
  const bad = unexpectedViolations(made, allow);
  if (bad.length === 0) return undefined;
  return (
    `${bad.length} call(s) broke the contract (reported by prism proxy --errors; allow an operation ` +
    `only where the test breaks it on purpose: test.use({ allowContractViolations: [...] })):\n` +
    formatViolations(bad)
  );
}

/**
 * The in-app browser a project emulates with its real user agent (playwright.config.ts): the
 * messaging app (WeChat), the payment app (Alipay), or 'none' for a phone's own browser. Journeys
 * tagged @browsers run in each and expect what that browser gets (its login, its payment).
 */
export type InApp = 'weixin' | 'alipay' | 'none';

export interface InAppOptions {
  inApp: InApp;
}

export interface ContractOptions {
  /**
   * Operations whose contract violations this test causes on purpose (a fault that answers an
   * undeclared status, a request sent invalid to see it refused). Every one listed must break the
   * contract in the test, so an opt-out cannot outlive its reason.
   */
  allowContractViolations: string[];
}

/**
 * Every journey's `test`: before each test it clears the mock stack's call log; after it, the test
 * fails on any contract violation `prism proxy --errors` reported for a call made during it
 * (`sl-violations` warnings included, a refused request, a 5xx), one `operation: violation` line
 * each, and the operations and codes the app called are recorded for the coverage report.
 */
export interface StorageOptions {
  /**
   * The home page's gift popup counted as shown today (the default): it would cover every other
   * journey's first screen. False for a first visit.
   */
  giftSeen: boolean;
}

export const test = base.extend<
  ContractOptions & InAppOptions & StorageOptions & { contractCheck: void; seedStorage: void },
  { stack: WorkerStack; mockUrl: string; apiUrl: string }
>({
  // Each parallel slot its own stack, so tests running at the same time never share the mock's
  // state. The global setup starts one per slot (e2e/global-setup.ts): a worker that replaces
  // another (a new project, a retry) takes over its slot's stack instead of starting one, which
  // cost 10-40 s a worker here. A worker whose slot's stack is gone (a test stopped it), or a run
  // without the global setup, starts its own. Fixture functions receive `provide` (Playwright's
  // `use`), so React's hook rules leave them be.
  stack: [
    // Playwright reads the fixtures a fixture needs from its first parameter: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide, workerInfo) => {
      const slots = process.env[STACKS_ENV] ? (JSON.parse(process.env[STACKS_ENV]) as WorkerStack[]) : [];
      const slot = slots[workerInfo.parallelIndex];
      const own = slot && (await answers(slot)) ? undefined : await startStack();
      const stack = own ?? slot;
      current = stack;
      await provide(stack);
      current = undefined;
      own?.stop();
    },
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],
  mockUrl: [async ({ stack }, provide) => provide(stack.mockUrl), { scope: 'worker' }],
  apiUrl: [async ({ stack }, provide) => provide(stack.apiUrl), { scope: 'worker' }],
  baseURL: async ({ stack }, provide) => provide(stack.appUrl),
  // The home page's gift popup counts as already shown today, so it does not cover the page in
  // journeys about something else; the gift popup journey starts from an empty storage.
  giftSeen: [true, { option: true }],
  seedStorage: [
    async ({ context, giftSeen, stack }, provide) => {
      if (giftSeen) await seedGiftSeen(context, stack.appUrl);
      await provide();
    },
    { auto: true },
  ],
  allowContractViolations: [[], { option: true }],
  inApp: ['none', { option: true }],
  contractCheck: [
    async ({ allowContractViolations }, use, testInfo) => {
      await calls('DELETE');
      await use();
      const made = await calls('GET');
      mkdirSync(E2E_CALLS_PARTS, { recursive: true });
      appendFileSync(
        path.join(E2E_CALLS_PARTS, `${process.pid}.jsonl`),
        JSON.stringify({
          file: path.basename(testInfo.file),
          title: testInfo.title,
          calls: made.map(({ operation, code, fromApp, violations }) => ({
            operation,
            code,
            fromApp,
            violations,
          })),
        }) + '\n',
      );
      const failure = contractFailure(made, allowContractViolations);
      if (failure) throw new Error(failure);
      const unused = allowContractViolations.filter(
        (op) => !made.some((c) => c.operation === op && c.violations.length > 0),
      );
      if (unused.length && testInfo.status === testInfo.expectedStatus)
        throw new Error(
          `allowContractViolations lists ${unused.join(', ')}, but no call of it broke the contract in this test: narrow the opt-out`,
        );
    },
    { auto: true },
  ],
});

/** Calls the mock's control API (outside the contract): reset, scenario, faults, orders/<no>/advance. */
export async function mockControl(path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${workerStack().mockUrl}/__mock/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`mock control ${path}: HTTP ${res.status} ${await res.text()}`);
  return res.json();
}

export const resetMock = () => mockControl('reset');

export const DEV_USER = {
  mobile: '13800138000',
  password: 'abc123',
  userId: 10001,
  token: '5f2b8c1e9a7d4e3f8b6c0a1d2e3f4a5b',
};

/** The seeded phone 10001 with the default service 3, as the detail page adds it. */
export const PHONE_10001_LINE = {
  pro_type: 1,
  pro_value: 10001,
  pro_num: 1,
  price: '3299.00',
  sk: 'e2e',
  services_id: '3',
} as const;

/** Puts a line in the development user's cart through the contract's own call (user_id with its token). */
export async function addToDevCart(form: Record<string, string | number>): Promise<void> {
  const body = new URLSearchParams({
    p: 'h5',
    v: '4.9.0',
    user_id: String(DEV_USER.userId),
    token: DEV_USER.token,
  });
  for (const [k, v] of Object.entries(form)) body.set(k, String(v));
  const res = await fetch(`${workerStack().apiUrl}/api/shopcart/add_shop_cart`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: body.toString(),
  });
  const json = (await res.json()) as { code: number; msg: string };
  if (json.code !== 1) throw new Error(`add_shop_cart: ${json.msg}`);
}

/** Starts the page logged in as the development user (the userData cookie the app writes at login). */
export async function loginAsDevUser(page: Page): Promise<void> {
  const userData = JSON.stringify({
    userId: DEV_USER.userId,
    mobile: DEV_USER.mobile,
    token: DEV_USER.token,
    nickName: '机友_8000',
  });
  await page.context().addCookies([
    {
      name: 'userData',
      value: encodeURIComponent(userData),
      domain: '127.0.0.1',
      path: '/',
      expires: Date.now() / 1000 + 7 * 86400,
    },
  ]);
}

/**
 * Scrolls to the bottom until the list says it is full, as a thumb would. After each flick it
 * waits for what the flick asked for (another answer of the list's call, `path`) or for the
 * list's 已显示全部, never for a fixed time.
 */
export async function scrollUntilFull(page: Page, path: string): Promise<void> {
  const full = page.getByText('已显示全部');
  let answered = 0;
  const count = (r: Response) => {
    if (new URL(r.url()).pathname === path) answered++;
  };
  page.on('response', count);
  try {
    for (let i = 0; i < 60 && !(await full.isVisible()); i++) {
      const before = answered;
      await page.mouse.wheel(0, 20_000);
      await expect.poll(async () => answered > before || (await full.isVisible())).toBe(true);
    }
    await expect(full).toBeVisible();
  } finally {
    page.off('response', count);
  }
}

/**
 * A finger swipe to the left: antd-mobile's SwipeAction listens to touch events only, which
 * Playwright can send through the DevTools protocol.
 */
export async function swipeLeft(page: Page, target: Locator, distance: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error('swipe target is not visible');
  const y = box.y + box.height / 2;
  const startX = box.x + box.width - 30;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  await touch('touchStart', startX);
  for (let step = 1; step <= 10; step += 1) await touch('touchMove', startX - (distance * step) / 10);
  await touch('touchEnd', startX - distance);
  await cdp.detach();
}

/**
 * Opens a URL of the app: the first time by loading the page, then as an in-app navigation (the
 * router follows history as it does for the back button), which renders the route afresh with
 * the new query in a fraction of a page load's time. Data the app already fetched stays cached.
 */
export async function visit(page: Page, url: string): Promise<void> {
  if (!page.url().startsWith('http://127.0.0.1:')) {
    await page.goto(url);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
}
