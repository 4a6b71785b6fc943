// The fault table's browser rows: one per fault kind. The whole table (every route, every call,
// every fault; src/test/fault-table-data.ts) runs against the routed pages in jsdom
// (src/app/fault-table.isolated.test.tsx), where the one error policy (src/app/query-client.ts,
// decision 0002) is checked per route in a few seconds. What jsdom cannot prove is the real network path:
// the built app's fetch through `vite preview` and `prism proxy --errors`, the edge dropping the
// connection, a 500 gateway page and a body that is not JSON reaching the browser, a 5 s delay on
// the wire, login expired sending a real page load to /login. So each kind runs here once, on one
// route whose call has a business code besides -1 (the order detail's orderDetail: 0 and -1), and
// one action (the feedback form's opinionAdd) gets every kind with what the user typed kept.
//
// The query client retries a failed call once after 1 s; the page's clock is moved on instead of
// waiting (fault-kit.ts). Never an uncaught error or a console error.
import type { Locator, Page } from '@playwright/test';
import { NETWORK_MESSAGE, SERVER_MESSAGE } from '../src/lib/error-message';
import { apiPath, codeMessage, faultsOf, sameLocation, type FaultSpec } from '../src/test/fault-table-data';
import { CallWatch, clearFaults, DELAY_MS, fetchFault, setFault, shownSkippingPauses } from './fault-kit';
import { browserRow, formSteps, rowUrl } from './fault-table';
import { test as base, expect, loginAsDevUser, resetMock } from './support';

/** The browser's own line for a request that failed, which every fault here causes on purpose. */
const FAILED_RESOURCE = /^Failed to load resource: /;

const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(`uncaught: ${e.message}`));
      page.on('console', (m) => {
        if (m.type() === 'error' && !FAILED_RESOURCE.test(m.text()))
          errors.push(`console.error: ${m.text()}`);
      });
      await use(errors);
      expect(errors, 'uncaught errors and console errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

// Every test starts from a reset of its worker's own mock: the rows spread over the workers.
test.describe.configure({ mode: 'parallel' });

/** The error state of a failed call: role alert with its message (and a 重新加载 for a retry). */
const errorState = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });
/** A loading state: a region marked busy, or the skeleton placeholders (src/components/skeleton). */
const loadingState = (page: Page) =>
  page.locator('[aria-busy="true"], .skeleton').filter({ visible: true }).first();
const retryIn = (outcome: Locator) => outcome.getByRole('button', { name: '重新加载' });
const retryButtons = (page: Page) => page.getByRole('alert').getByRole('button', { name: '重新加载' });

const ORDER_DETAIL = browserRow('/user/order/detail/:orderNo');
const OP = 'orderDetail';

async function open(page: Page): Promise<void> {
  await loginAsDevUser(page);
  // What each step waits for is asserted; the load event (every picture) is not needed.
  await page.goto(rowUrl(ORDER_DETAIL), { waitUntil: 'commit' });
}

/** The fault's error state shows, and once the fault is gone its 重新加载 brings the order back. */
async function failsThenRecovers(page: Page, spec: FaultSpec, message: string): Promise<void> {
  await resetMock();
  await page.clock.install();
  await setFault(OP, spec);
  await open(page);
  const failed = errorState(page, message);
  // The first load of a page comes first: seconds on a busy machine (each worker runs a stack).
  await shownSkippingPauses(page, failed, `an error state saying ${message}`, 15_000);
  await clearFaults();
  await retryIn(failed).click();
  await expect(ORDER_DETAIL.ready(page), '重新加载 after the fault brings the order').toBeVisible();
  await expect(retryButtons(page), 'no error state left').toHaveCount(0);
}

test.describe('one fault of each kind in the browser (/user/order/detail/:orderNo, orderDetail)', () => {
  test('should show the server’s msg for business code 0, and 重新加载 should bring the order', async ({
    page,
  }) => {
    expect(faultsOf(OP).codes, 'the operation’s codes besides success').toEqual([0, -1]);
    await failsThenRecovers(page, { code: 0 }, codeMessage(OP, 0));
  });

  test('should say 网络不太顺畅 for a connection the edge drops, and recover', async ({ page }) => {
    await failsThenRecovers(page, { drop: true }, NETWORK_MESSAGE);
  });

  test.describe('answers that break the contract on purpose', () => {
    test.use({ allowContractViolations: [OP] });

    test('should say 服务器开小差了 for HTTP 500 (a gateway page), and recover', async ({ page }) => {
      await failsThenRecovers(page, { status: 500 }, SERVER_MESSAGE);
    });

    test('should say 网络不太顺畅 for a body that is not JSON, and recover', async ({ page }) => {
      await failsThenRecovers(page, { notJson: true }, NETWORK_MESSAGE);
    });
  });

  test('should show a loading state while the call takes 5 s, then the order', async ({ page }) => {
    await resetMock();
    await setFault(OP, { delay: DELAY_MS });
    await open(page);
    await expect(loadingState(page), 'a loading state while it is slow').toBeVisible();
    await expect(ORDER_DETAIL.ready(page), 'the order once it answers').toBeVisible({
      timeout: 3 * DELAY_MS,
    });
    await clearFaults();
  });

  test('should send login expired (-1) to login with the way back', async ({ page }) => {
    await resetMock();
    await setFault(OP, { code: -1 });
    await open(page);
    await expect(page, 'to login').toHaveURL(/\/login\?redirect=/);
    const back = new URL(page.url()).searchParams.get('redirect') ?? '';
    expect(sameLocation(back, rowUrl(ORDER_DETAIL)), `login comes back to ${back}`).toBe(true);
    await clearFaults();
  });
});

test.describe('every fault of an action in the browser (/user/advice, opinionAdd)', () => {
  const ADVICE = browserRow('/user/advice');
  const action = ADVICE.data.mutations![0];
  test.use({ allowContractViolations: [action.operation] });

  test('should show each fault’s message and keep what was typed, and send -1 to login', async ({ page }) => {
    const op = action.operation;
    const steps = formSteps(page, action.form!);
    const { codes, transport } = faultsOf(op);
    await resetMock();
    await page.clock.install();
    const watch = new CallWatch(page);
    await loginAsDevUser(page);
    await page.goto(rowUrl(ADVICE), { waitUntil: 'commit' });
    await expect(ADVICE.ready(page)).toBeVisible();
    await steps.fill();
    for (const fault of [...codes.filter((c) => c !== -1), ...transport]) {
      const [spec, what, message]: [FaultSpec, string, string] =
        typeof fault === 'number'
          ? [{ code: fault }, `code ${fault}`, codeMessage(op, fault)]
          : [fault.spec, fault.label, 'status' in fault.spec ? SERVER_MESSAGE : NETWORK_MESSAGE];
      await setFault(op, spec);
      const ended = watch.endedCount(apiPath(op));
      await steps.submit();
      await expect
        .poll(() => watch.endedCount(apiPath(op)), { message: `${what}: the call ends` })
        .toBeGreaterThan(ended);
      await expect(page.getByText(message).first(), `${what}: says ${message}`).toBeVisible();
      await steps.kept();
      // The toast gone (the page's clock moved on), so the next fault's message is its own.
      await page.clock.fastForward(1500);
    }
    expect(codes, 'the action has login expired among its codes').toContain(-1);
    await setFault(op, { code: -1 });
    await steps.submit();
    await expect(page, 'code -1: to login').toHaveURL(/\/login\?redirect=/);
    const back = new URL(page.url()).searchParams.get('redirect') ?? '';
    expect(sameLocation(back, rowUrl(ADVICE)), `code -1: login comes back to ${back}`).toBe(true);
    await clearFaults();
  });
});

test.describe('two slow calls of one page', () => {
  test.use({ allowContractViolations: ['newGetProductCateH5', 'newGetProductCateV1'] });

  test('should wait one delay on /sort/1, not two, when both its calls are slow after a retry', async ({
    page,
  }) => {
    await resetMock();
    await page.clock.install();
    const models = page.getByRole('link', { name: 'iPhone 13 Pro Max' });
    for (const operation of ['newGetProductCateH5', 'newGetProductCateV1'])
      await fetchFault({ operation, status: 500 });
    await page.goto('/sort/1');
    const failed = errorState(page, SERVER_MESSAGE);
    await shownSkippingPauses(page, failed, 'both calls failed: the error state');

    // Both slow now: the retry must ask for both at once, so the models come after one delay.
    await clearFaults();
    for (const operation of ['newGetProductCateH5', 'newGetProductCateV1'])
      await fetchFault({ operation, delay: DELAY_MS });
    const tapped = Date.now();
    await retryIn(failed).click();
    await expect(loadingState(page), 'a loading state while both are slow').toBeVisible();
    await expect(models).toBeVisible({ timeout: 3 * DELAY_MS });
    const waited = Date.now() - tapped;
    expect(waited, `the models came ${waited} ms after the tap`).toBeLessThan(DELAY_MS * 1.6);
    await clearFaults();
  });
});
