// What the first screen needs, started as soon as the app's code runs and before React renders:
// the page's code and its first calls (both from the route table), side by side. Left to React,
// they come one after another (render, suspend on the page's code, mount, then call) with a
// skeleton at each step.
import type { QueryClient } from '@tanstack/react-query';
import { guardDecision } from './guard';
import { matchRoute, type RoutePattern } from './route-data';
import { firstCallsOf, isLazyPattern, loadPage, type Prefetch } from './routes';

export interface EarlyStartPlan {
  /** The lazy page that will render first (the login page when the guard sends the visitor there). */
  page?: RoutePattern;
  /** The page's first calls, in the order the page needs them. */
  prefetches: Prefetch[];
}

/**
 * The plan for a first load of `location`: the page the guard will show and, when that page is the
 * one asked for and no union login is pending (it changes the session), its first calls.
 */
export function earlyStartPlan(
  location: { pathname: string; search: string },
  loggedIn: boolean,
): EarlyStartPlan {
  const decision = guardDecision({ ...location, loggedIn });
  const target = decision.redirectTo ?? location.pathname;
  const match = matchRoute(target.split('?')[0]);
  const page = match && isLazyPattern(match.route.path) ? match.route.path : undefined;
  if (!match || decision.redirectTo || decision.unionLoginToken) return { page, prefetches: [] };
  return { page, prefetches: firstCallsOf(match, location.search) };
}

/** The longest the first render waits for the first calls; after that it shows the page's skeleton. */
export const FIRST_CALLS_WAIT_MS = 1000;

/** Resolves in a task of its own (after what is queued now), not in this one's microtasks. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the first calls and the page's code: the first call at once, then the code and each other
 * call in a task of its own. All of it in one task (each call's request built and sent, or an
 * early answer read, and the page's stylesheets put in) was long enough to block on a phone
 * (docs/performance.md, "React's work after the data"); a task's turn costs a millisecond, and
 * index.html has preloaded the code already.
 */
async function startInTurn(
  client: QueryClient,
  plan: EarlyStartPlan,
): Promise<[Promise<unknown> | undefined, Promise<unknown[]>]> {
  const [first, ...rest] = plan.prefetches;
  const started = plan.prefetches.length > 0 ? [first(client)] : [];
  let page: Promise<unknown> | undefined;
  if (plan.page) {
    if (started.length > 0) await nextTask();
    page = loadPage(plan.page);
  }
  for (const prefetch of rest) {
    await nextTask();
    started.push(prefetch(client));
  }
  return [page, Promise.all(started)];
}

/**
 * Carries out the plan. The returned promise settles when the page's code has loaded and its first
 * calls have answered (or FIRST_CALLS_WAIT_MS have passed): rendering then draws the whole first
 * screen at once, instead of a skeleton that the answers replace a moment later. A failed call is
 * left to the page (it retries on mount); a failed code load to the router (it loads again).
 */
export function startEarly(
  client: QueryClient,
  location: { pathname: string; search: string },
  loggedIn: boolean,
): Promise<void> {
  const plan = earlyStartPlan(location, loggedIn);
  const starting = startInTurn(client, plan);
  const page = starting.then(([code]) => code);
  const calls = starting.then(([, answers]) => answers);
  const waitCap = new Promise<void>((resolve) => setTimeout(resolve, FIRST_CALLS_WAIT_MS));
  return Promise.all([page, Promise.race([calls, waitCap])]).then(
    () => undefined,
    () => undefined,
  );
}
