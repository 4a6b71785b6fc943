import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { BottomNavLayout } from '@/components/bottom-nav/bottom-nav';
import { PageSkeleton } from '@/components/page-states/page-states';
import { HomePage } from '@/features/home/home-page';
import { routeOf, ROUTES, type RoutePattern } from './route-data';
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

const routesOf = (patterns: RoutePattern[]) =>
  patterns.map((pattern) => {
    const Page: ComponentType = PAGES[pattern];
    return <Route key={pattern} path={pattern} element={<Page />} />;
  });

const ALL = Object.keys(PAGES) as RoutePattern[];

/**
 * One Suspense boundary above both layouts: a boundary mounted by the navigation itself (a new
 * layout's) would show its fallback at once, even in a transition; this one persists, so the old
 * page stays until the new one can render.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <TapAhead />
      <Routes>
        <Route element={<TabLayout />}>{routesOf(ALL.filter(isTab))}</Route>
        {/* The other pages come framed (header with title and back) from the table's loadPage. */}
        <Route>{routesOf(ALL.filter((p) => !isTab(p)))}</Route>
        {/* docs/product/screens.md: any other path redirects to the home page. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </Suspense>
  );
}
