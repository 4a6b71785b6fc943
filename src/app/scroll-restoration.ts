// Back and forward return to where the shopper was: the scroll position of every
// history entry is kept, and a back/forward (a POP: the browser's button, the back gesture, the
// page header's 返回) restores it once the page is tall enough again, which is at once when its
// list comes from the query cache. The browser's own restoration is turned off: it runs at
// popstate, before React has drawn the page it would scroll.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_PREFIX = 'scroll:';
/** How long a restore waits for the page to grow tall enough (its list to arrive). */
export const RESTORE_WAIT_MS = 3000;

export type ScrollAction = { kind: 'restore'; y: number } | { kind: 'top' } | { kind: 'keep' };

/**
 * What a navigation does with the scroll position: back/forward to an entry with a saved position
 * restores it (the top for one left at the top); any other navigation starts at the top, except on
 * a page the route guard leaves alone (the commodity list, docs/product/screens.md).
 */
export function scrollAction(
  navigation: NavigationType,
  saved: number | undefined,
  reset: boolean,
): ScrollAction {
  if (navigation === NavigationType.Pop && saved !== undefined)
    return saved > 0 ? { kind: 'restore', y: saved } : { kind: 'top' };
  return reset ? { kind: 'top' } : { kind: 'keep' };
}

/** Positions by history entry; sessionStorage keeps them across a reload of the tab. */
const positions = new Map<string, number>();

export function savedScroll(key: string): number | undefined {
  if (positions.has(key)) return positions.get(key);
  try {
    const stored = sessionStorage.getItem(STORAGE_PREFIX + key);
    return stored === null ? undefined : Number(stored) || 0;
  } catch {
    return undefined; // storage unavailable (private mode, some in-app browsers)
  }
}

// The storage write waits for a quiet moment (a fling fires a scroll event every frame); another
// entry's position, or the tab going away, writes the waiting one at once.
let pending: { key: string; y: number } | undefined;
let pendingTimer = 0;
function flushScroll(): void {
  clearTimeout(pendingTimer);
  if (!pending) return;
  try {
    sessionStorage.setItem(STORAGE_PREFIX + pending.key, String(pending.y));
  } catch {
    // Kept in memory for this page's life only.
  }
  pending = undefined;
}

/**
 * The page's scroll position at the latest scroll event; the top before the first. Not read from
 * window.scrollY when the module loads: that read makes the browser lay the document out there
 * and then, inside the app's script task (docs/performance.md, "the fonts").
 */
let lastScrollY = 0;

function rememberScroll(key: string, y: number): void {
  const rounded = Math.round(y);
  positions.set(key, rounded);
  if (pending && pending.key !== key) flushScroll();
  pending = { key, y: rounded };
  clearTimeout(pendingTimer);
  pendingTimer = window.setTimeout(flushScroll, 200);
}

/**
 * Forgets every saved position, in memory and in sessionStorage: a new start, as for a new tab
 * (the component tests' files share one page and call it first, src/test/setup.ts).
 */
export function forgetScrollPositions(): void {
  positions.clear();
  pending = undefined;
  clearTimeout(pendingTimer);
  try {
    for (const k of Object.keys(sessionStorage))
      if (k.startsWith(STORAGE_PREFIX)) sessionStorage.removeItem(k);
  } catch {
    // storage unavailable: nothing kept there
  }
}

/** Input that means the shopper scrolls or taps on: a restore still waiting gives way. */
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to `y` as soon as the page can be scrolled that far, waiting for it to grow (a list
 * rendering, a refetch answering) up to `wait` ms; then to as far as it goes. A finger, the wheel
 * or a key in the meantime wins: the shopper has moved on. Returns a cancel function.
 */
export function restoreScroll(y: number, wait = RESTORE_WAIT_MS): () => void {
  const root = document.documentElement;
  let done = false;
  let timer = 0;
  let observer: ResizeObserver | undefined;
  const stop = () => {
    done = true;
    clearTimeout(timer);
    observer?.disconnect();
    for (const type of USER_INPUT) window.removeEventListener(type, stop, true);
  };
  const attempt = (force: boolean) => {
    if (done || !(force || root.scrollHeight - window.innerHeight >= y)) return;
    window.scrollTo(0, y);
    stop();
  };
  for (const type of USER_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  if (typeof ResizeObserver !== 'undefined') {
    observer = new ResizeObserver(() => attempt(false));
    observer.observe(document.body);
  }
  timer = window.setTimeout(() => attempt(true), wait);
  attempt(false);
  return stop;
}

if (typeof window !== 'undefined') {
  if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  window.addEventListener('pagehide', flushScroll);
}

/**
 * Keeps the scroll position of each history entry and applies scrollAction on every navigation.
 * `reset` is the route guard's decision for the new location (false on the commodity list).
 */
export function useScrollRestoration(reset: boolean): void {
  const { key } = useLocation();
  const navigation = useNavigationType();
  const shown = useRef<string | undefined>(undefined);

  // Saved on every scroll event, attributed to the entry on screen: the key changes in the same
  // task that draws the new page, before the browser reports the scroll a shorter page causes.
  useLayoutEffect(() => {
    // An entry left without a scroll of its own stood where the page was when it came: saved now,
    // or back to it would find nothing and keep where the entry after it was.
    const left = shown.current;
    if (left !== undefined && savedScroll(left) === undefined) rememberScroll(left, lastScrollY);
    shown.current = key;
    const onScroll = () => {
      lastScrollY = window.scrollY;
      rememberScroll(key, lastScrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [key]);

  useEffect(() => {
    const action = scrollAction(navigation, savedScroll(key), reset);
    if (action.kind === 'restore') return restoreScroll(action.y);
    if (action.kind === 'top') window.scrollTo(0, 0);
    // Only a new location decides; `reset` follows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
