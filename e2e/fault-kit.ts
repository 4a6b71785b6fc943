// Helpers of the fault table's browser rows (e2e/faults.spec.ts): the mock's fault control and a
// wait that skips the query client's retry pause. The faults a call gets are the table's
// (src/test/fault-table-data.ts).
import { expect, type Locator, type Page } from '@playwright/test';
import type { FaultSpec } from '../src/test/fault-table-data';
import { workerStack } from './support';

/** A call of the shop's API through the validating proxy, for setting a scene: its data. */
export async function apiPost<T = unknown>(
  path: string,
  fields: Record<string, string | number>,
): Promise<T> {
  const body = new URLSearchParams({ p: 'h5', v: '4.9.0' });
  for (const [k, v] of Object.entries(fields)) body.set(k, String(v));
  const res = await fetch(`${workerStack().apiUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body,
  });
  const json = (await res.json()) as { code: number; msg: string; data: T };
  if (json.code !== 1) throw new Error(`${path}: ${json.code} ${json.msg}`);
  return json.data;
}

export const DELAY_MS = 5000;

async function control(method: 'POST' | 'DELETE', body?: unknown): Promise<void> {
  const res = await fetch(`${workerStack().mockUrl}/__mock/faults`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`mock faults ${method}: HTTP ${res.status} ${await res.text()}`);
}

export const clearFaults = () => control('DELETE');

/** Adds a fault for an operation (until cleared), beside those already set. */
export const fetchFault = (fault: { operation: string } & FaultSpec) => control('POST', fault);

/** Makes every call of the operation fail this way until cleared (any earlier fault is cleared). */
export async function setFault(operation: string, spec: FaultSpec): Promise<void> {
  await clearFaults();
  await control('POST', { operation, ...spec });
}

/**
 * Waits until the locator shows, moving the page's clock on while it does not: a failed query is
 * retried once after a pause of 1 s (TanStack Query's default, src/app/query-client.ts), which the
 * test need not sit through. The page's clock must be installed (`page.clock.install()`).
 */
export async function shownSkippingPauses(
  page: Page,
  target: Locator,
  message: string,
  timeout?: number,
): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await target.isVisible()) return true;
        await page.clock.fastForward(1000);
        return target.isVisible();
      },
      { message, intervals: [100, 200, 300], timeout },
    )
    .toBe(true);
}

/**
 * The API requests of a page that have ended (answered or failed), by path: a wait for "the call
 * has been answered" without a fixed sleep.
 */
export class CallWatch {
  private ended = new Map<string, number>();
  private open = new Map<string, number>();

  constructor(page: Page) {
    const path = (url: string) => new URL(url).pathname;
    page.on('request', (r) => {
      if (r.url().includes('/api/')) this.bump(this.open, path(r.url()), 1);
    });
    const end = (url: string) => {
      if (!url.includes('/api/')) return;
      this.bump(this.open, path(url), -1);
      this.bump(this.ended, path(url), 1);
    };
    page.on('requestfinished', (r) => end(r.url()));
    page.on('requestfailed', (r) => end(r.url()));
  }

  private bump(map: Map<string, number>, key: string, by: number) {
    map.set(key, (map.get(key) ?? 0) + by);
  }

  endedCount = (path: string): number => this.ended.get(path) ?? 0;
  /** No request to the path is under way. */
  idle = (path: string): boolean => (this.open.get(path) ?? 0) <= 0;
}
