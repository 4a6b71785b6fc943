// What the first screen needs, started as soon as the app's code runs and before React renders:
// the page's code and its first calls, side by side. Left to React, they come one after another
// (render, suspend on the page's code, mount, then call) with a skeleton at each step.
import type { QueryClient } from '@tanstack/react-query';
import { filterDataParams, hasNarrowingFilters, parseCommodityQuery } from '@/domain/commodity-query';
import { filterDataQuery } from '@/features/catalogue/api/filter-data';
import { searchListQuery } from '@/features/catalogue/api/search-list';
import { categoriesQuery } from '@/features/home/api/get-categories';
import { categoryProductsQuery, PART_TYPE_ID, partsQuery } from '@/features/home/api/get-category-products';
import { homeQuery } from '@/features/home/api/get-home';
import { TAB_PARAM, tabTypeId } from '@/features/home/tabs';
import { guardDecision, matchRoute } from './guard';
import { isLazyPattern, loadPage, type LazyPattern } from './route-pages';

type Prefetch = (client: QueryClient) => Promise<void>;

export interface EarlyStartPlan {
  /** The lazy page that will render first (the login page when the guard sends the visitor there). */
  page?: LazyPattern;
  /** The page's first calls, in the order the page needs them. */
  prefetches: Prefetch[];
}

/** The first calls of a route's page, from its URL query (the same options the page uses). */
function firstCalls(pattern: string, params: URLSearchParams): Prefetch[] {
  switch (pattern) {
    case '/': {
      const tab = tabTypeId(params.get(TAB_PARAM));
      const list: Prefetch =
        tab === undefined
          ? (c) => c.prefetchInfiniteQuery(homeQuery())
          : tab === PART_TYPE_ID
            ? (c) => c.prefetchQuery(partsQuery())
            : (c) => c.prefetchInfiniteQuery(categoryProductsQuery(tab));
      return [list, (c) => c.prefetchQuery(categoriesQuery())];
    }
    case '/commodity': {
      const query = parseCommodityQuery(params);
      const list: Prefetch = (c) => c.prefetchInfiniteQuery(searchListQuery(query));
      // Like the page: the panels' groups come first only when chips need their names.
      return hasNarrowingFilters(query)
        ? [list, (c) => c.prefetchQuery(filterDataQuery(filterDataParams(query)))]
        : [list];
    }
    default:
      return [];
  }
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
  const pattern = matchRoute(target.split('?')[0]);
  const page = pattern && isLazyPattern(pattern) ? pattern : undefined;
  if (!pattern || decision.redirectTo || decision.unionLoginToken) return { page, prefetches: [] };
  return { page, prefetches: firstCalls(pattern, new URLSearchParams(location.search)) };
}

/** The longest the first render waits for the first calls; after that it shows the page's skeleton. */
export const FIRST_CALLS_WAIT_MS = 1000;

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
  const calls = Promise.all(plan.prefetches.map((prefetch) => prefetch(client)));
  const page = plan.page ? loadPage(plan.page) : undefined;
  const waitCap = new Promise<void>((resolve) => setTimeout(resolve, FIRST_CALLS_WAIT_MS));
  return Promise.all([page, Promise.race([calls, waitCap])]).then(
    () => undefined,
    () => undefined,
  );
}
