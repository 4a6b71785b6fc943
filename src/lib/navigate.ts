// The app's one way to navigate from code (a button, a form that redirects, a login that returns):
// like react-router's useNavigate, but the target's first calls and page code start before the
// router moves, in the same task as the tap, instead of once the new page's code has arrived and
// rendered. Links start them on the finger's touch (src/app/tap-ahead.tsx), back and forward on
// popstate (src/app/navigation.ts). The preparation itself is the route table's (src/app), which
// this layer cannot import: the app hands it over at start (setRoutePreparer).
import { useMemo } from 'react';
import {
  createPath,
  // The router's own: eslint/navigation.js keeps every other file on this module's.
  useNavigate as useRouterNavigate,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from 'react-router-dom';

type Preparer = (path: string) => void;
let preparer: Preparer | undefined;

/** Sets (or clears) what starts a route's calls and code: src/app's prepareRoute, once at start. */
export function setRoutePreparer(prepare: Preparer | undefined): void {
  preparer = prepare;
}

/** Starts what a navigation to `to` (resolved from the current location) needs; same site only. */
export function prepareNavigation(to: To): void {
  if (!preparer) return;
  const url = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
  if (url.origin === window.location.origin) preparer(url.pathname + url.search);
}

/** react-router's navigate, with the target prepared first (a history step is prepared on popstate). */
export function useNavigate(): NavigateFunction {
  const navigate = useRouterNavigate();
  return useMemo(() => {
    function go(delta: number): void | Promise<void>;
    function go(to: To, options?: NavigateOptions): void | Promise<void>;
    function go(to: To | number, options?: NavigateOptions) {
      if (typeof to === 'number') return navigate(to);
      prepareNavigation(to);
      return navigate(to, options);
    }
    return go;
  }, [navigate]);
}
