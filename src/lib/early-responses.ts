// The answers to the reads index.html's early start sent before the app's code arrived
// (src/app/early-reads.ts). The client takes each one once, for the same request on the same page:
// the screen then renders from a response that was already on its way, instead of asking again
// one round trip later.

/** A read sent by the early start: its request and the answer on its way. */
export interface EarlyResponse {
  method: 'GET' | 'POST';
  url: string;
  body?: string;
  /** The page (location.href) it was sent for. */
  page: string;
  /** When it was sent (Date.now()). */
  at: number;
  response: Promise<Response>;
  /** Sent at a tap, for the page the tap leads to (addAheadResponses), not by index.html. */
  ahead?: boolean;
}

/** Where the early start leaves its reads (a plain array, so the inline script needs no code of ours). */
export const EARLY_KEY = '__shopEarly';

/** An answer older than this is not taken: the page asks again (a read is only fresh for so long). */
export const EARLY_MAX_AGE_MS = 30_000;

type EarlyGlobal = { [EARLY_KEY]?: EarlyResponse[] };

/**
 * How long a read sent at a tap may be taken before its page is there: the tap's own start of the
 * page's calls (src/app/routes.ts prepareRoute) makes the same request within this time, while the
 * router may not have moved yet. Later only the page it was sent for takes it.
 */
export const AHEAD_GRACE_MS = 1_000;

let lastAhead: { page: string; at: number } | undefined;

function dropUntaken(list: EarlyResponse[]): void {
  for (let i = list.length - 1; i >= 0; i--) if (list[i].ahead) list.splice(i, 1);
}

/** Whether a tap has just sent the reads of `page` (its touch, mousedown and click each prepare it). */
export function sentAheadJustNow(page: string, now = Date.now()): boolean {
  return lastAhead?.page === page && now - lastAhead.at <= AHEAD_GRACE_MS;
}

/**
 * Keeps the reads a tap sent for the page it leads to (`page`, its href), for that page's requests
 * to take. A tap's answers that nobody took are dropped at the next one: the latest tap says where
 * the shopper goes, and an answer from before a later change must not be taken.
 */
export function addAheadResponses(page: string, sent: readonly EarlyResponse[], now = Date.now()): void {
  const list = ((globalThis as EarlyGlobal)[EARLY_KEY] ??= []);
  dropUntaken(list);
  list.push(...sent.map((e) => ({ ...e, ahead: true })));
  lastAhead = { page, at: now };
}

/** A navigation that sends nothing ahead (its page's code is there): earlier taps' answers go. */
export function dropAheadResponses(): void {
  const list = (globalThis as EarlyGlobal)[EARLY_KEY];
  if (list) dropUntaken(list);
  lastAhead = undefined;
}

/**
 * Called as the app starts: the early start, which runs in a task of its own after index.html's
 * parse, sends nothing once the app runs (it makes its calls itself), so no answer waits unused.
 */
export function closeEarlyReads(): void {
  (globalThis as EarlyGlobal)[EARLY_KEY] ??= [];
}

/**
 * The early answer to `request`, taken (so it is used once), or undefined when there is none: not
 * the same method, URL and body, another page (but for a tap's, in the moment after the tap), or
 * too old. A failed early read fails this request as
 * a failed fetch would (the screen's retry asks again).
 */
export async function takeEarlyResponse(request: Request, now = Date.now()): Promise<Response | undefined> {
  const list = (globalThis as EarlyGlobal)[EARLY_KEY];
  if (!list?.length) return undefined;
  const body = request.method === 'POST' ? await request.clone().text() : undefined;
  const at = list.findIndex(
    (e) =>
      e.method === request.method &&
      e.url === request.url &&
      e.body === body &&
      (e.page === location.href || (e.ahead === true && now - e.at <= AHEAD_GRACE_MS)) &&
      now - e.at <= EARLY_MAX_AGE_MS,
  );
  return at < 0 ? undefined : list.splice(at, 1)[0].response;
}
