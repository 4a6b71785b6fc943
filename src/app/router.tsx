import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { BottomNav } from '@/components/bottom-nav/bottom-nav';
import { PageSkeleton } from '@/components/page-states/page-states';
import { HomePage } from '@/features/home/home-page';
import type { RoutePattern } from './guard';

type Page = LazyExoticComponent<ComponentType>;

// Screens of later releases share one module until they are built (the route, guard and title
// are final now).
const comingLater = lazy(() => import('./routes/coming-later-page'));

/**
 * Every route of SPEC 2 (the patterns of ROUTE_TITLES, so title, guard and router cannot differ).
 * React Router matches without case and ignores a trailing slash, so '/user/' and '/list/' land
 * here too. '/' is the only eager page (first-load budget).
 */
const PAGES = {
  '/': HomePage,
  '/product': lazy(() => import('@/features/catalogue/product-page')),
  '/sort/:type': lazy(() => import('@/features/catalogue/sort-page')),
  '/commodity': lazy(() => import('@/features/catalogue/commodity-page')),
  '/commodityDetail/:productId': comingLater,
  '/part': comingLater,
  '/part-detail': comingLater,
  '/brand-list': lazy(() => import('@/features/catalogue/brand-list-page')),
  '/activity-list': lazy(() => import('@/features/catalogue/activity-list-page')),
  '/new-today': lazy(() => import('@/features/catalogue/new-today-page')),
  '/check-video': lazy(() => import('@/features/catalogue/check-video-page')),
  '/list': comingLater,
  '/list/pro': comingLater,
  '/list-detail': comingLater,
  '/list/show/:orderno': comingLater,
  '/list/success': comingLater,
  '/shop-cart': comingLater,
  '/user': lazy(() => import('@/features/account/user-page')),
  '/user/order': comingLater,
  '/user/order/logistics': comingLater,
  '/user/order/confirm': comingLater,
  '/user/order/detail/:orderNo': comingLater,
  '/user/order/refund-success': comingLater,
  '/user/address': lazy(() => import('@/features/user/address-page')),
  '/user/address/add': lazy(() => import('@/features/user/address-edit-page')),
  '/user/collection': lazy(() => import('@/features/user/collection-page')),
  '/user/coupon': lazy(() => import('@/features/user/coupon-page')),
  '/user/repairCard': lazy(() => import('@/features/user/repair-card-page')),
  '/user/guarantee': lazy(() => import('@/features/user/guarantee-page')),
  '/user/setting': lazy(() => import('@/features/account/setting-page')),
  '/user/advice': lazy(() => import('@/features/account/advice-page')),
  '/login': lazy(() => import('@/features/account/login-page')),
  '/register': lazy(() => import('@/features/account/register-page')),
  '/findPass': lazy(() => import('@/features/account/find-password-page')),
  '/bindAccount': lazy(() => import('@/features/account/bind-account-page')),
  '/otherLogin': lazy(() => import('@/features/account/other-login-page')),
  '/alipayLogin': lazy(() => import('@/features/account/alipay-login-page')),
  '/payment': comingLater,
  '/mixedDetail': comingLater,
  '/download': comingLater,
} satisfies Record<RoutePattern, ComponentType | Page>;

/** The main tab pages, which carry the bottom navigation (SPEC 2). */
const TAB_ROUTES = ['/', '/sort/:type', '/list', '/shop-cart', '/user'] as const satisfies RoutePattern[];

const isTab = (pattern: RoutePattern) => (TAB_ROUTES as readonly RoutePattern[]).includes(pattern);

function TabLayout() {
  return (
    <div className="tab-layout">
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      <BottomNav />
    </div>
  );
}

function PlainLayout() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Outlet />
    </Suspense>
  );
}

const routesOf = (patterns: RoutePattern[]) =>
  patterns.map((pattern) => {
    const Page: ComponentType = PAGES[pattern];
    return <Route key={pattern} path={pattern} element={<Page />} />;
  });

const ALL = Object.keys(PAGES) as RoutePattern[];

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<TabLayout />}>{routesOf(ALL.filter(isTab))}</Route>
      <Route element={<PlainLayout />}>{routesOf(ALL.filter((p) => !isTab(p)))}</Route>
      {/* SPEC 2: any other path redirects to the home page. */}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
