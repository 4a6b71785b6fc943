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
}

/** Where the early start leaves its reads (a plain array, so the inline script needs no code of ours). */
export const EARLY_KEY = '__shopEarly';

/** An answer older than this is not taken: the page asks again (a read is only fresh for so long). */
export const EARLY_MAX_AGE_MS = 30_000;

type EarlyGlobal = { [EARLY_KEY]?: EarlyResponse[] };

/**
 * Called as the app starts: the early start, which runs in a task of its own after index.html's
 * parse, sends nothing once the app runs (it makes its calls itself), so no answer waits unused.
 */
export function closeEarlyReads(): void {
  (globalThis as EarlyGlobal)[EARLY_KEY] ??= [];
}

/**
 * The early answer to `request`, taken (so it is used once), or undefined when there is none: not
 * the same method, URL and body, another page, or too old. A failed early read fails this request as
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
      e.page === location.href &&
      now - e.at <= EARLY_MAX_AGE_MS,
  );
  return at < 0 ? undefined : list.splice(at, 1)[0].response;
}
