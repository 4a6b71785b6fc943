// The route facts in the shapes the browser suites took while they read src/app/routes.ts with
// regular expressions: e2e/a11y.spec.ts (readRouteFacts) and e2e/faults.spec.ts (routeFilesOf).
// Both now come from the route data itself; this file goes once those specs import
// src/app/route-data.ts directly.
import { ROUTES, type RouteData } from '../../src/app/route-data.ts';

export interface RouteFacts {
  /** The React Router pattern (':name' is one segment). */
  path: string;
  /** A visitor is sent to /login. */
  auth: boolean;
  /** A logged-in user is sent on (login and register forms). */
  guestOnly: boolean;
}

/** Every route of the table, in its order, with its login rules. */
export const readRouteFacts = (): RouteFacts[] =>
  ROUTES.map((r: RouteData) => ({ path: r.path, auth: r.auth === true, guestOnly: r.guestOnly === true }));

export interface RouteFile {
  path: string;
  file: string;
  tab: boolean;
}

/** Every route's path, page file and tab flag; the source text passed in is no longer read. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the old call passes the source
export const routeFilesOf = (_source?: string): RouteFile[] =>
  ROUTES.map((r: RouteData) => ({ path: r.path, file: r.file, tab: r.tab === true }));
