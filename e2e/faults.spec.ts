// The fault table (e2e/fault-table.ts) run against the built app and the mock stack: for every
// route, every call of its first screen gets each business code of its x-codes, a dropped
// connection, HTTP 500, a body that is not JSON and a 5 s delay, through the mock's fault control.
// Each must give a defined outcome (docs/decisions/0002-error-policy.md): an error state with the
// message of its kind and a retry that works, the spec's empty text, a redirect to login with the
// way back for code -1, a loading state while slow; never a blank page, a stuck loader or an error
// in the console. Actions (mutations) keep what the user typed or chose.
//
// One test per route: its faults run one after another in one page. The query client retries a
// failed call once after 1 s; the page's clock is moved on instead of waiting (fault-kit.ts), and
// a delay is seen as a loading state and then cleared, not sat through (decision 0008).
import type { Locator, Page } from '@playwright/test';
import { matchRoute, ROUTES as ROUTE_TABLE } from '../src/app/route-data';
import { NETWORK_MESSAGE, SERVER_MESSAGE } from '../src/lib/error-message';
import {
  apiPath,
  CallWatch,
  clearFaults,
  codeMessage,
  DELAY_MS,
  faultsOf,
  fetchFault,
  setFault,
  shownSkippingPauses,
  type Fault,
} from './fault-kit';
import { FAULT_ROWS, rowUrl, type CallRow, type FaultRow, type MutationRow } from './fault-table';
import { test as base, expect, loginAsDevUser, recordedCalls, resetMock, workerStack } from './support';

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

const ROUTES: string[] = ROUTE_TABLE.map((r) => r.path);

/** Whether a URL is one of the route's (the app's own matcher). */
const urlFits = (pattern: string, url: string): boolean =>
  matchRoute(new URL(url, 'http://x').pathname)?.route.path === pattern;

test('every route of the route table has a row in the fault table, and every row a route', () => {
  expect(ROUTES.length, 'routes of src/app/route-data.ts').toBeGreaterThan(30);
  const rows: string[] = FAULT_ROWS.map((r) => r.route);
  expect(
    ROUTES.filter((p) => !rows.includes(p)),
    'routes with no row in e2e/fault-table.ts',
  ).toEqual([]);
  expect(
    rows.filter((r) => !ROUTES.includes(r)),
    'rows whose route is not in src/app/route-data.ts',
  ).toEqual([]);
  expect(
    rows.filter((r, i) => rows.indexOf(r) !== i),
    'routes with two rows',
  ).toEqual([]);
  expect(
    FAULT_ROWS.filter((r) => !urlFits(r.route, rowUrl(r))).map((r) => `${r.route}: ${rowUrl(r)}`),
    'rows whose url is not of their route',
  ).toEqual([]);
});

const callsOf = (row: FaultRow): CallRow[] => ('none' in row.calls ? [] : row.calls);
const unique = <T>(list: T[]): T[] => [...new Set(list)];

/** The URL a row's test visits: the row's, or the one its setup made (an order placed there). */
const urls = new Map<FaultRow, string>();

async function visit(page: Page, row: FaultRow): Promise<void> {
  if (row.login) await loginAsDevUser(page);
  // What each step waits for is asserted; the load event (every picture) is not needed.
  await page.goto(urls.get(row) ?? rowUrl(row), { waitUntil: 'commit' });
}

/** The newest call's number in the mock's log (without waiting for calls under way). */
const lastSeq = async () => {
  const res = await fetch(`${workerStack().mockUrl}/__mock/calls`);
  const { calls } = (await res.json()) as { calls: { seq: number }[] };
  return Math.max(0, ...calls.map((c) => c.seq));
};

/** The operations the app called since `seq`. */
const calledSince = async (seq: number) =>
  unique((await recordedCalls()).filter((c) => c.fromApp && c.seq > seq).map((c) => c.operation)).sort();

/** The error state of a failed call: role alert with its message (and a 重新加载 for a retry). */
const errorState = (page: Page, message: string) => page.getByRole('alert').filter({ hasText: message });
/** A loading state: a region marked busy, or the skeleton placeholders (src/components/skeleton). */
const loadingState = (page: Page) =>
  page.locator('[aria-busy="true"], .skeleton').filter({ visible: true }).first();
/** The 重新加载 of an error state, or the retry control itself. */
const retryIn = (outcome: Locator) =>
  outcome.getByRole('button', { name: '重新加载' }).or(outcome.and(outcome.page().getByRole('button')));
const retryButtons = (page: Page) => page.getByRole('alert').getByRole('button', { name: '重新加载' });

/** Same path (without case) and the same query parameters, however they are encoded. */
function sameLocation(a: string, b: string): boolean {
  const [x, y] = [new URL(a, 'http://x'), new URL(b, 'http://x')];
  const query = (u: URL) => JSON.stringify([...u.searchParams].sort());
  return x.pathname.toLowerCase() === y.pathname.toLowerCase() && query(x) === query(y);
}

/** A quiet call's fault: the call ends (its retry too), and the page is still whole, with no error. */
async function stillWhole(
  page: Page,
  row: FaultRow,
  call: CallRow,
  watch: CallWatch,
  ended: number,
  what: string,
) {
  const path = apiPath(call.operation);
  // A call started when the page is idle (the gift popup's) comes sooner with the clock moved on.
  await expect
    .poll(
      async () => {
        if (watch.endedCount(path) > ended) return true;
        await page.clock.fastForward(500);
        return watch.endedCount(path) > ended;
      },
      { message: `${call.operation} ${what}: the call ends`, intervals: [100, 200, 300], timeout: 10_000 },
    )
    .toBe(true);
  await page.clock.fastForward(1000);
  await expect
    .poll(() => watch.idle(path), { message: `${call.operation} ${what}: its retry ends` })
    .toBe(true);
  await expect(row.ready(page), `${call.operation} ${what}: the page stays whole`).toBeVisible();
  await expect(retryButtons(page), `${call.operation} ${what}: no error state`).toHaveCount(0);
}

/** What a fault of a call should show, and whether that outcome offers 重新加载. */
interface Expected {
  what: string;
  check: () => Promise<void>;
  /** The error state whose 重新加载 the next fault can tap instead of a new visit. */
  retry?: Locator;
}

function expectedFor(
  page: Page,
  row: FaultRow,
  call: CallRow,
  watch: CallWatch,
  fault: Fault | number,
): Expected {
  const op = call.operation;
  const where = `${row.route} ${op}`;
  const what = typeof fault === 'number' ? `code ${fault}` : fault.label;
  const path = apiPath(op);
  if (call.quiet) {
    const ended = watch.endedCount(path);
    return { what, check: () => stillWhole(page, row, call, watch, ended, what) };
  }
  const control = call.retryControl?.(page);
  if (control && !(typeof fault === 'number' && call.codes?.[fault]))
    return {
      what,
      check: () => shownSkippingPauses(page, control, `${where} ${what}: its retry control`),
      retry: control,
    };
  if (typeof fault === 'number') {
    const outcome = call.codes?.[fault];
    if (outcome && 'empty' in outcome)
      return {
        what,
        check: () => expect(page.getByText(outcome.empty), `${where} ${what}: the empty text`).toBeVisible(),
      };
    if (outcome && 'goesTo' in outcome)
      return { what, check: () => expect(page, `${where} ${what}`).toHaveURL(outcome.goesTo) };
    const state = errorState(page, codeMessage(op, fault));
    return {
      what,
      check: () => expect(state, `${where} ${what}: an error state with the server's msg`).toBeVisible(),
      retry: state,
    };
  }
  const message = 'status' in fault.spec ? SERVER_MESSAGE : NETWORK_MESSAGE;
  const state = errorState(page, message);
  return {
    what,
    check: () => shownSkippingPauses(page, state, `${where} ${what}: an error state saying ${message}`),
    retry: state,
  };
}

/**
 * Slow: a loading state while the call lasts (5 s), or the content where the screen does not wait
 * for it. Run for every call of a row first, so the slow calls are over by the row's end; the test
 * does not sit through them (the next visit leaves the page).
 */
async function runSlow(page: Page, row: FaultRow, call: CallRow): Promise<void> {
  const where = `${row.route} ${call.operation}`;
  await setFault(call.operation, { delay: DELAY_MS });
  await visit(page, row);
  if (call.quiet || call.notAwaited)
    await expect(row.ready(page), `${where} slow: the page does not wait for it`).toBeVisible();
  // The first render waits up to 1 s for the first calls (src/app/early-start.ts): skipped too.
  else await shownSkippingPauses(page, loadingState(page), `${where} slow: a loading state`);
  await clearFaults();
}

async function runCall(page: Page, row: FaultRow, call: CallRow, watch: CallWatch): Promise<void> {
  const op = call.operation;
  const where = `${row.route} ${op}`;
  const { codes, transport } = faultsOf(op);

  // Each business code but login expired, then the transport faults. Where the last outcome
  // offers 重新加载, the next fault is reached through it (the retry is exercised each time).
  let last: Expected | undefined;
  for (const fault of [...codes.filter((c) => c !== -1), ...transport]) {
    await setFault(op, typeof fault === 'number' ? { code: fault } : fault.spec);
    const next = expectedFor(page, row, call, watch, fault);
    // An outcome without 重新加载 (a spent one-time code), or whose 重新加载 leads elsewhere, is
    // left by a new visit.
    if (last?.retry && !call.afterRetry && (await retryIn(last.retry).isVisible()))
      await retryIn(last.retry).click();
    else await visit(page, row);
    await next.check();
    last = next;
  }

  // The fault gone, the error state's 重新加载 brings the content.
  await clearFaults();
  if (last?.retry) {
    await retryIn(last.retry).click();
    await expect(
      (call.afterRetry ?? row.ready)(page),
      `${where}: 重新加载 after the fault brings the content`,
    ).toBeVisible();
    await expect(last.retry, `${where}: no error state left after the retry`).toHaveCount(0);
    await expect(retryButtons(page), `${where}: no other error state either`).toHaveCount(0);
  }

  if (codes.includes(-1)) {
    await setFault(op, { code: -1 });
    await visit(page, row);
    await expect(page, `${where} code -1: to login`).toHaveURL(/\/login\?redirect=/);
    const back = new URL(page.url()).searchParams.get('redirect') ?? '';
    expect(
      sameLocation(back, urls.get(row) ?? rowUrl(row)),
      `${where} code -1: login comes back to ${back}`,
    ).toBe(true);
    await clearFaults();
  }
}

/**
 * An action's faults: each business code but login expired, then the transport faults, each
 * answered by the message of its kind (a toast, or the form's own line) with everything typed
 * and chosen kept; login expired goes to login with the way back.
 */
async function runMutation(page: Page, row: FaultRow, m: MutationRow, watch: CallWatch): Promise<void> {
  const where = `${row.route} ${m.name} (${m.operation})`;
  const path = apiPath(m.operation);
  const { codes, transport } = faultsOf(m.operation);
  await clearFaults();
  await visit(page, row);
  await expect(row.ready(page)).toBeVisible();
  await m.fill(page);
  for (const fault of [...codes.filter((c) => c !== -1), ...transport]) {
    await setFault(m.operation, typeof fault === 'number' ? { code: fault } : fault.spec);
    const what = typeof fault === 'number' ? `code ${fault}` : fault.label;
    const message =
      typeof fault === 'number'
        ? codeMessage(m.operation, fault)
        : 'status' in fault.spec
          ? SERVER_MESSAGE
          : NETWORK_MESSAGE;
    const ended = watch.endedCount(path);
    await m.submit(page);
    await expect
      .poll(() => watch.endedCount(path), { message: `${where} ${what}: the call ends` })
      .toBeGreaterThan(ended);
    await expect(page.getByText(message).first(), `${where} ${what}: says ${message}`).toBeVisible();
    await m.kept(page);
    // The toast gone (the page's clock moved on), so the next fault's message is its own.
    await page.clock.fastForward(1500);
  }
  if (codes.includes(-1)) {
    await setFault(m.operation, { code: -1 });
    await m.submit(page);
    await expect(page, `${where} code -1: to login`).toHaveURL(/\/login\?redirect=/);
    const back = new URL(page.url()).searchParams.get('redirect') ?? '';
    expect(
      sameLocation(back, urls.get(row) ?? rowUrl(row)),
      `${where} code -1: login comes back to ${back}`,
    ).toBe(true);
  }
  await clearFaults();
}

for (const row of FAULT_ROWS) {
  const calls = callsOf(row);
  const mutations: MutationRow[] = row.mutations ?? [];
  // HTTP 500 and a body that is not JSON break the contract on purpose, for these operations only.
  const broken = unique([...calls.map((c) => c.operation), ...mutations.map((m) => m.operation)]);
  test.describe(row.route, () => {
    test.use({ allowContractViolations: broken });

    test(`should give every fault of ${row.route} a defined outcome (${[...calls.map((c) => c.operation), ...mutations.map((m) => m.operation)].join(', ') || 'no call'})`, async ({
      page,
    }) => {
      // A row runs a few dozen faults in one page: more than the default 30 s on a busy machine.
      test.setTimeout(120_000);
      await resetMock();
      const made = await row.setup?.();
      if (made) urls.set(row, made);
      await page.clock.install();
      const watch = new CallWatch(page);

      // Fault-free first: the screen and exactly the calls the row lists.
      const seq = await lastSeq();
      await visit(page, row);
      await expect(row.ready(page), `${row.route}: the content without faults`).toBeVisible();
      await expect
        .poll(() => calledSince(seq), {
          message: `${row.route}: its first screen's calls are the row's (e2e/fault-table.ts)`,
        })
        .toEqual(unique([...calls.map((c) => c.operation), ...(row.nextPageCalls ?? [])]).sort());

      for (const call of calls) await runSlow(page, row, call);
      for (const call of calls) await runCall(page, row, call, watch);
      for (const m of mutations) await runMutation(page, row, m, watch);
    });
  });
}

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
