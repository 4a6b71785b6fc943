import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { BottomNavLayout } from '@/components/bottom-nav/bottom-nav';
import { PageSkeleton } from '@/components/page-states/page-states';
import { HomePage } from '@/features/home/home-page';
import { matchRoute, routeOf, ROUTES, type RoutePattern } from './route-data';
import { isLazyPattern, loadedPage, loadPage } from './routes';
import { TapAhead } from './tap-ahead';

/**
 * A lazy page. When its module has already loaded (the early start began it with the app's code),
 * the page renders at once; otherwise it suspends into the layout's skeleton. The choice is made
 * once per mount, so a page never remounts when its module arrives.
 */
function lazyPage(pattern: RoutePattern): ComponentType {
  const Lazy = lazy(() => loadPage(pattern));
  function Page() {
    const [Component] = useState<ComponentType>(() => loadedPage(pattern)?.default ?? Lazy);
    return <Component />;
  }
  Page.displayName = `Page(${pattern})`;
  return Page;
}

/**
 * Every route of the table (src/app/route-data.ts), so title, guard and router cannot differ.
 * React Router matches without case and ignores a trailing slash, so '/user/' and '/list/' land
 * here too. '/' is the only eager page (first-load budget).
 */
const PAGES = Object.fromEntries(
  ROUTES.map(({ path }) => [path, isLazyPattern(path) ? lazyPage(path) : HomePage]),
) as Record<RoutePattern, ComponentType>;

const isTab = (pattern: RoutePattern) => routeOf(pattern).tab === true;

function TabLayout() {
  return (
    <BottomNavLayout>
      <Outlet />
    </BottomNavLayout>
  );
}

/** docs/product/screens.md: any other path redirects to the home page. */
const OTHERWISE: RouteObject = { path: '*', element: <Navigate to="/" replace /> };

/**
 * The router's table for a location whose route is `pattern`: that one route in its layout (the
 * bottom nav for the tabs; the others come framed, with header and back, from loadPage), and the
 * redirect. React Router's own matching flattens, ranks and compiles every route's pattern on each
 * render of the table (about 10 ms a render for 40 routes on a desktop core, a long task at a
 * phone's speed, docs/performance.md); the route table's matcher finds the route first, so the
 * router matches one. The layouts keep their place, so going between two tabs keeps the bottom nav.
 */
function routesFor(pattern: RoutePattern | undefined): RouteObject[] {
  if (!pattern) return [OTHERWISE];
  const Page: ComponentType = PAGES[pattern];
  const page: RouteObject = { path: pattern, element: <Page /> };
  return [isTab(pattern) ? { element: <TabLayout />, children: [page] } : { children: [page] }, OTHERWISE];
}

const TABLES = new Map<RoutePattern | undefined, RouteObject[]>();
const tableFor = (pattern: RoutePattern | undefined): RouteObject[] => {
  let table = TABLES.get(pattern);
  if (!table) TABLES.set(pattern, (table = routesFor(pattern)));
  return table;
};

function MatchedRoute() {
  const { pathname } = useLocation();
  return useRoutes(tableFor(matchRoute(pathname)?.route.path));
}

/**
 * One Suspense boundary above both layouts: a boundary mounted by the navigation itself (a new
 * layout's) would show its fallback at once, even in a transition; this one persists, so the old
 * page stays until the new one can render.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <TapAhead />
      <MatchedRoute />
    </Suspense>
  );
}
