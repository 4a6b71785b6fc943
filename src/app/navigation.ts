// Navigation for code outside React (the QueryClient's global error handling): the router's
// navigate function, registered by <NavigationBridge/> inside the router. And the start of every
// navigation's calls and code: programmatic ones through src/lib/navigate.ts (which gets the route
// table's prepareRoute here), back and forward on popstate, links on the tap (tap-ahead.tsx).
import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router-dom';
import { setRoutePreparer, useNavigate } from '@/lib/navigate';
import { prepareRoute } from './routes';

let navigator: NavigateFunction | undefined;

/** Goes to a same-site path through the router, or by a page load before it is mounted. */
export function navigateTo(path: string): void {
  if (navigator) void navigator(path, { replace: true });
  else window.location.assign(path);
}

export function NavigationBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    navigator = navigate;
    return () => {
      if (navigator === navigate) navigator = undefined;
    };
  }, [navigate]);
  return null;
}

/**
 * Every navigation starts its route's first calls and page code at once, beside each other: code
 * that navigates through src/lib/navigate.ts, and a step back or forward in history, whose target
 * is known only when popstate fires (called before the router mounts, so this listener runs before
 * the router's own render). Returns the undo.
 */
export function prepareEveryNavigation(client: QueryClient): () => void {
  setRoutePreparer((path) => void prepareRoute(client, path));
  const onHistoryMove = () => void prepareRoute(client, window.location.pathname + window.location.search);
  window.addEventListener('popstate', onHistoryMove);
  return () => {
    setRoutePreparer(undefined);
    window.removeEventListener('popstate', onHistoryMove);
  };
}
