// The route guard (docs/product/screens.md "Route guard") as pure functions over the route table: which routes need
// login, page titles, and one decision per navigation that the router's effect carries out. No
// React and no storage here, so all of it is unit-tested.
import { loginRedirect, pathSegments, safeRedirect } from '@/lib/redirect';
import { DEFAULT_TITLE, matchRoute, routeTitle } from './route-data';

/** The one page a new navigation leaves scrolled where it was, with its scroll handler (docs/product/screens.md). */
export const COMMODITY_PATH = '/commodity';

/** Whether the path's route needs login (docs/product/screens.md "auth", docs/product/permissions.md). */
export const needsLogin = (pathname: string): boolean => matchRoute(pathname)?.route.auth === true;

export function titleFor(pathname: string, search = ''): string {
  const route = matchRoute(pathname)?.route;
  return route ? routeTitle(route, new URLSearchParams(search)) : DEFAULT_TITLE;
}

export interface GuardInput {
  pathname: string;
  /** location.search, with or without the leading '?'. */
  search: string;
  loggedIn: boolean;
}

export interface GuardDecision {
  /** document.title for this page. */
  title: string;
  /** A `ref` query value to save locally (docs/product/entities.md "ref"). */
  saveRef?: string;
  /**
   * A `token` query value: call union_login with it (applyUnionLogin on success), then replace the
   * URL with `cleanUrl`; the guard runs again there, with the new login state. Until then no
   * login redirect is decided, since the token may be what logs the user in.
   */
  unionLoginToken?: string;
  /** The same location without `token`, when the URL carried one (history replace). */
  cleanUrl?: string;
  /**
   * Go here instead (replace; wins over cleanUrl): the login page with this location as redirect,
   * or, for a logged-in user on a login or register form, the form's redirect.
   */
  redirectTo?: string;
  /** Scroll to top and clear the scroll handler: every page but the commodity list. */
  resetScroll: boolean;
}

/** What the guard does on a navigation (it also always closes dialogs and loaders). */
export function guardDecision({ pathname, search, loggedIn }: GuardInput): GuardDecision {
  const params = new URLSearchParams(search);
  const route = matchRoute(pathname)?.route;
  const decision: GuardDecision = {
    title: route ? routeTitle(route, params) : DEFAULT_TITLE,
    resetScroll: pathSegments(pathname).join('/') !== COMMODITY_PATH.slice(1),
  };

  const ref = params.get('ref')?.trim();
  if (ref) decision.saveRef = ref;

  if (params.has('token')) {
    const token = params.get('token')?.trim();
    params.delete('token');
    const rest = params.toString();
    decision.cleanUrl = rest ? `${pathname}?${rest}` : pathname;
    if (token) {
      decision.unionLoginToken = token;
      return decision;
    }
  }

  if (!loggedIn && route?.auth) {
    const rest = params.toString();
    decision.redirectTo = loginRedirect(rest ? `${pathname}?${rest}` : pathname);
  } else if (loggedIn && route?.guestOnly) {
    decision.redirectTo = safeRedirect(params.get('redirect'));
  }
  return decision;
}
