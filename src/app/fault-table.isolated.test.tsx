// The fault table (src/test/fault-table-data.ts) run against the routed pages in jsdom, with the
// stateful mock behind MSW and its own fault engine (mocks/core/faults.ts): for every route, every
// call of its first screen gets each business code of its x-codes, a dropped connection, HTTP 500,
// a body that is not JSON and a delay; every action the same. Each must give the outcome of the
// error policy (docs/decisions/0002-error-policy.md, 0008-fault-table.md): an error state with the
// message of its kind and a 重新加载 that works once the fault is gone, the spec's empty text, login
// with the way back for -1, a loading state while slow; an action keeps what the user typed or
// chose. No uncaught error and no console.error during a row.
//
// The app is rendered as main.tsx renders it (route guard, every route of the router, lazy pages),
// inside a memory router and the app's query client (retries without their pause), without the
// early start: each page asks for its first calls itself. The browser keeps one row per fault
// kind (e2e/faults.spec.ts), for the real network path.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { operationFor } from '../../mocks/core/contract';
import { parseSpec } from '../../mocks/core/faults';
import { NETWORK_MESSAGE, SERVER_MESSAGE } from '@/lib/error-message';
import { clearUserData } from '@/lib/session';
import { mockServerForTests } from '@/test/mock-server';
import { LocationProbe, loginDevUser, TestApp } from '@/test/render-page';
import {
  callsOf,
  codeMessage,
  FAULT_ROWS,
  faultsOf,
  rowUrl,
  sameLocation,
  type CallRow,
  type FaultRow,
  type FaultSpec,
  type MutationRow,
  type Scene,
  type Target,
} from '@/test/fault-table-data';
import { actionSteps, findTarget, targetName, textElements } from '@/test/fault-screen';
import { matchRoute, ROUTES } from './route-data';
import { RouteGuard } from './route-guard';
import { AppRoutes } from './router';

const { server, mock } = mockServerForTests();

// A lazy page's first load transforms its modules: seconds on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

/** A slow call: long enough to be seen under way, short enough not to hold the suite. */
const SLOW_MS = 400;
/** A slow call the screen does not wait for: its content must show while the call is still out. */
const NOT_AWAITED_MS = 1500;

// ---- The calls the app makes, by operation (MSW's events; a setup's calls are marked off).

const started: string[] = [];
/** The requests under way: id → operation. */
const out = new Map<string, string>();
const starts = new Map<string, number>();
const ended = new Map<string, number>();
const bump = (map: Map<string, number>, op: string) => map.set(op, (map.get(op) ?? 0) + 1);
const opOf = (request: Request) => operationFor(request.method, new URL(request.url).pathname)?.id;
/** A request ends when answered, or when its caller gives up on it (MSW then says nothing). */
function end(requestId: string): void {
  const op = out.get(requestId);
  if (op === undefined) return;
  out.delete(requestId);
  bump(ended, op);
}
server.events.on('request:start', ({ request, requestId }) => {
  const op = opOf(request);
  if (!op) return;
  started.push(op);
  bump(starts, op);
  out.set(requestId, op);
  if (request.signal.aborted) end(requestId);
  else request.signal.addEventListener('abort', () => end(requestId));
});
server.events.on('request:end', ({ requestId }) => end(requestId));
server.events.on('unhandledException', ({ requestId }) => end(requestId));
const endedCount = (op: string) => ended.get(op) ?? 0;
const startedCount = (op: string) => starts.get(op) ?? 0;
const isOpen = (op: string) => [...out.values()].includes(op);
const unique = <T,>(list: T[]): T[] => [...new Set(list)];

// ---- The mock: its own fault engine and control API.

function setFault(operation: string, spec: FaultSpec): void {
  mock.faults.clear();
  mock.faults.add(operation, parseSpec(spec as Record<string, unknown>, operation));
}
const clearFaults = () => void mock.faults.clear();

const BASE = 'http://localhost:3000';
async function envelope<T>(res: Response, what: string): Promise<T> {
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 1) throw new Error(`${what}: ${json.code} ${json.msg}`);
  return json.data;
}
const scene: Scene = {
  apiPost: async <T,>(path: string, fields: Record<string, string | number>) => {
    const body = new URLSearchParams({ p: 'h5', v: '4.9.0' });
    for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
    const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
    return envelope<T>(await fetch(`${BASE}${path}`, { method: 'POST', headers, body }), path);
  },
  apiGet: async <T,>(path: string) => envelope<T>(await fetch(`${BASE}${path}?p=h5&v=4.9.0`), path),
  control: async (path: string, body?: unknown) => {
    const res = await fetch(`${BASE}/__mock/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`mock control ${path}: HTTP ${res.status}`);
    return res.json();
  },
};

// ---- The page.

/** Uncaught errors and console.error lines of the running row. */
let errors: string[] = [];
const onError = (e: ErrorEvent) => errors.push(`uncaught: ${e.message}`);

async function clearToasts(): Promise<void> {
  const { default: Toast } = await import('antd-mobile/es/components/toast');
  Toast.clear();
  await waitFor(() => expect(document.querySelector('.adm-toast-mask')).toBeNull());
}

/** The URL a row's test visits: the row's, or the one its setup made (an order placed there). */
const urls = new Map<FaultRow, string>();
const urlOf = (row: FaultRow) => urls.get(row) ?? rowUrl(row);

/** Opens the row's URL in a new app (a new query client: nothing cached), as a page load does. */
async function visit(row: FaultRow): Promise<void> {
  cleanup();
  await clearToasts();
  // A row without login starts as a visitor, whatever the row before it left: a logged-in row with
  // no call gets no -1 to log it out, and a guest-only page would send the user on to /user.
  if (row.login) loginDevUser();
  else clearUserData();
  render(
    <TestApp url={urlOf(row)}>
      <RouteGuard>
        <AppRoutes />
      </RouteGuard>
      <LocationProbe />
    </TestApp>,
  );
}

const location = () => screen.getByTestId('location').textContent ?? '';

async function shows(target: Target, message: string): Promise<void> {
  await waitFor(() => expect(findTarget(target), `${message}: ${targetName(target)}`).not.toBeNull());
}

/** The error state of a failed call: role alert with its message (and a 重新加载 for a retry). */
const errorState = (message: string) => () =>
  screen.queryAllByRole('alert').find((el) => (el.textContent ?? '').includes(message)) ?? null;
/** A loading state: a region marked busy, or the skeleton placeholders (src/components/skeleton). */
const loadingState = () => document.querySelector('[aria-busy="true"], .skeleton');
/** The 重新加载 of an error state, or the retry control itself. */
function retryIn(outcome: HTMLElement): HTMLElement | null {
  if (outcome.matches('button')) return outcome;
  return (
    [...outcome.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent?.trim() === '重新加载') ??
    null
  );
}
const retryButtons = () =>
  screen
    .queryAllByRole('alert')
    .flatMap((a) => [...a.querySelectorAll('button')])
    .filter((b) => b.textContent?.trim() === '重新加载');

// ---- One row's faults, as e2e/faults.spec.ts ran them in the browser.

/** A quiet call's fault: the call ends (its retry too), and the page is still whole, with no error. */
async function stillWhole(row: FaultRow, call: CallRow, before: number, what: string): Promise<void> {
  const op = call.operation;
  await waitFor(() => expect(endedCount(op), `${op} ${what}: the call ends`).toBeGreaterThan(before));
  await waitFor(() => expect(isOpen(op), `${op} ${what}: its retry ends`).toBe(false));
  await shows(row.ready, `${op} ${what}: the page stays whole`);
  expect(retryButtons(), `${op} ${what}: no error state`).toEqual([]);
}

interface Expected {
  what: string;
  check: () => Promise<void>;
  /** The error state whose 重新加载 the next fault can tap instead of a new visit. */
  retry?: () => HTMLElement | null;
}

function expectedFor(row: FaultRow, call: CallRow, fault: FaultSpec, label: string): Expected {
  const op = call.operation;
  const where = `${row.route} ${op} ${label}`;
  if (call.quiet) {
    const before = endedCount(op);
    return { what: label, check: () => stillWhole(row, call, before, label) };
  }
  const code = 'code' in fault ? fault.code : undefined;
  const outcome = code === undefined ? undefined : call.codes?.[code];
  if (call.retryControl && !outcome) {
    const control = call.retryControl;
    return {
      what: label,
      check: () => shows(control, `${where}: its retry control`),
      retry: () => findTarget(control),
    };
  }
  if (outcome && 'empty' in outcome)
    return {
      what: label,
      check: () =>
        waitFor(() => expect(textElements(outcome.empty), `${where}: the empty text`).not.toEqual([])),
    };
  if (outcome && 'goesTo' in outcome)
    return { what: label, check: () => waitFor(() => expect(location(), where).toMatch(outcome.goesTo)) };
  const message =
    code !== undefined ? codeMessage(op, code) : 'status' in fault ? SERVER_MESSAGE : NETWORK_MESSAGE;
  const state = errorState(message);
  return {
    what: label,
    check: () => waitFor(() => expect(state(), `${where}: an error state saying ${message}`).not.toBeNull()),
    retry: state,
  };
}

/** Slow: a loading state while the call is out, or the content where the screen does not wait for it. */
async function runSlow(row: FaultRow, call: CallRow): Promise<void> {
  const op = call.operation;
  const where = `${row.route} ${op} slow`;
  const hidden = call.quiet ?? call.notAwaited;
  setFault(op, { delay: hidden ? NOT_AWAITED_MS : SLOW_MS });
  await visit(row);
  if (hidden) {
    await shows(row.ready, `${where}: the page does not wait for it`);
    expect(isOpen(op), `${where}: the content came while the call was out`).toBe(true);
  } else {
    await waitFor(() => expect(isOpen(op), `${where}: the call goes out`).toBe(true));
    expect(loadingState(), `${where}: a loading state while it is out`).not.toBeNull();
    await shows(row.ready, `${where}: the content once it answers`);
  }
  // Answered before the next visit, so no late answer counts for the next fault (a list that
  // goes on asking for its next pages may have more out by then: those are not waited for).
  const out = startedCount(op);
  await waitFor(() => expect(endedCount(op), `${where}: the slow calls end`).toBeGreaterThanOrEqual(out));
  clearFaults();
}

async function toLogin(row: FaultRow, where: string): Promise<void> {
  await waitFor(() => expect(location(), `${where} code -1: to login`).toMatch(/^\/login\?redirect=/));
  const back = new URL(location(), 'http://x').searchParams.get('redirect') ?? '';
  expect(sameLocation(back, urlOf(row)), `${where} code -1: login comes back to ${back}`).toBe(true);
}

async function runCall(row: FaultRow, call: CallRow): Promise<void> {
  const op = call.operation;
  const where = `${row.route} ${op}`;
  const { codes, transport } = faultsOf(op);
  const faults: { spec: FaultSpec; label: string }[] = [
    ...codes.filter((c) => c !== -1).map((code) => ({ spec: { code }, label: `code ${code}` })),
    ...transport,
  ];

  // Each business code but login expired, then the transport faults. Where the last outcome
  // offers 重新加载, the next fault is reached through it (the retry is exercised each time).
  let last: Expected | undefined;
  for (const { spec, label } of faults) {
    setFault(op, spec);
    const next = expectedFor(row, call, spec, label);
    const retry = last?.retry?.();
    const tap = retry && !call.afterRetry ? retryIn(retry) : null;
    const before = endedCount(op);
    if (tap) fireEvent.click(tap);
    else await visit(row);
    // This fault's answer first: until then the screen may still show the last fault's outcome.
    await waitFor(() => expect(endedCount(op), `${where} ${label}: the call ends`).toBeGreaterThan(before));
    await next.check();
    last = next;
  }

  // The fault gone, the error state's 重新加载 brings the content.
  clearFaults();
  const failed = last?.retry;
  if (failed) {
    const state = failed();
    expect(state, `${where}: the last fault's error state`).not.toBeNull();
    const tap = state && retryIn(state);
    expect(tap, `${where}: the error state offers 重新加载`).not.toBeNull();
    fireEvent.click(tap!);
    await shows(call.afterRetry ?? row.ready, `${where}: 重新加载 after the fault brings the content`);
    expect(failed(), `${where}: no error state left after the retry`).toBeNull();
    expect(retryButtons(), `${where}: no other error state either`).toEqual([]);
  }

  if (codes.includes(-1)) {
    setFault(op, { code: -1 });
    await visit(row);
    await toLogin(row, where);
    clearFaults();
  }
}

/**
 * An action's faults: each business code but login expired, then the transport faults, each
 * answered by the message of its kind (a toast, or the form's own line) with everything typed
 * and chosen kept; login expired goes to login with the way back.
 */
async function runMutation(row: FaultRow, m: MutationRow): Promise<void> {
  const op = m.operation;
  const where = `${row.route} ${m.name} (${op})`;
  const steps = actionSteps(row.route, m);
  if (!steps) throw new Error(`${where}: no jsdom steps (src/test/fault-screen.ts ACTIONS)`);
  const { codes, transport } = faultsOf(op);
  clearFaults();
  await visit(row);
  await shows(row.ready, where);
  await steps.fill();
  for (const fault of [...codes.filter((c) => c !== -1), ...transport]) {
    const [spec, what]: [FaultSpec, string] =
      typeof fault === 'number' ? [{ code: fault }, `code ${fault}`] : [fault.spec, fault.label];
    setFault(op, spec);
    const message =
      typeof fault === 'number'
        ? codeMessage(op, fault)
        : 'status' in fault.spec
          ? SERVER_MESSAGE
          : NETWORK_MESSAGE;
    const before = endedCount(op);
    await steps.submit();
    await waitFor(() => expect(endedCount(op), `${where} ${what}: the call ends`).toBeGreaterThan(before));
    await waitFor(() => expect(textElements(message), `${where} ${what}: says ${message}`).not.toEqual([]));
    await steps.kept();
    // The toast gone, so the next fault's message is its own.
    await clearToasts();
  }
  if (codes.includes(-1)) {
    setFault(op, { code: -1 });
    await steps.submit();
    await toLogin(row, where);
  }
  clearFaults();
}

// jsdom lays nothing out: a page is 0 px tall, so a list would go on asking for its next pages
// (every one of them, each fault) as if always scrolled to its end. A tall page, as a phone has.
beforeAll(() => {
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 100_000 });
});
afterAll(() => {
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
});

beforeEach(() => {
  mock.reset();
  localStorage.clear();
  sessionStorage.clear();
  // The home page's gift popup counted as shown today, as in the browser suite's storage.
  localStorage.setItem('giftTate', '99');
  localStorage.setItem('startTime', String(Date.now()));
  started.length = 0;
  errors = [];
  window.addEventListener('error', onError);
  // The route guard scrolls to the top of each new page; jsdom has no scrolling.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(`console.error: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  window.removeEventListener('error', onError);
  vi.restoreAllMocks();
  clearFaults();
});

describe('the fault table', () => {
  it('should have a row for every route of the route table, and a route for every row', () => {
    const routes: string[] = ROUTES.map((r) => r.path);
    const rows: string[] = FAULT_ROWS.map((r) => r.route);
    expect(routes.length, 'routes of src/app/route-data.ts').toBeGreaterThan(30);
    expect(
      routes.filter((p) => !rows.includes(p)),
      'routes with no row',
    ).toEqual([]);
    expect(
      rows.filter((r) => !routes.includes(r)),
      'rows whose route is not in src/app/route-data.ts',
    ).toEqual([]);
    expect(
      rows.filter((r, i) => rows.indexOf(r) !== i),
      'routes with two rows',
    ).toEqual([]);
    expect(
      FAULT_ROWS.filter((r) => matchRoute(rowUrl(r).split('?')[0])?.route.path !== r.route).map(rowUrl),
      'rows whose url is not of their route',
    ).toEqual([]);
    expect(
      FAULT_ROWS.flatMap((r) =>
        (r.mutations ?? []).filter((m) => !actionSteps(r.route, m)).map((m) => m.name),
      ),
      'actions without a form and without jsdom steps',
    ).toEqual([]);
  });

  for (const row of FAULT_ROWS) {
    const calls = callsOf(row);
    const mutations = row.mutations ?? [];
    const ops = [...calls.map((c) => c.operation), ...mutations.map((m) => m.operation)];
    it(
      `should give every fault of ${row.route} a defined outcome (${ops.join(', ') || 'no call'})`,
      {
        timeout: 120_000,
      },
      async () => {
        const made = await row.setup?.(scene);
        if (made) urls.set(row, made);

        // Fault-free first: the screen and exactly the calls the row lists.
        started.length = 0;
        await visit(row);
        await shows(row.ready, `${row.route}: the content without faults`);
        const listed = unique([...calls.map((c) => c.operation), ...(row.nextPageCalls ?? [])]).sort();
        await waitFor(() =>
          expect(unique(started).sort(), `${row.route}: its first screen's calls are the row's`).toEqual(
            listed,
          ),
        );

        for (const call of calls) await runSlow(row, call);
        for (const call of calls) await runCall(row, call);
        for (const m of mutations) await runMutation(row, m);
        cleanup();
        expect(errors, 'uncaught errors and console errors').toEqual([]);
      },
    );
  }
});
