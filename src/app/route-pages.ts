// The lazily loaded pages, one loader per route pattern. The router renders them and the early
// start (src/prefetch.ts) begins loading the current one while the app's own code downloads, so
// both must share one promise per page: that is this module.
import type { ComponentType } from 'react';
import type { RoutePattern } from './guard';

export interface PageModule {
  default: ComponentType;
}

// Screens of later releases share one module until they are built (the route, guard and title
// are final now).
const comingLater = () => import('./routes/coming-later-page');

/** '/' is the only eager page (first-load budget), so it has no loader. */
const LOADERS = {
  '/product': () => import('@/features/catalogue/product-page'),
  '/sort/:type': () => import('@/features/catalogue/sort-page'),
  '/commodity': () => import('@/features/catalogue/commodity-page'),
  '/commodityDetail/:productId': comingLater,
  '/part': comingLater,
  '/part-detail': comingLater,
  '/brand-list': () => import('@/features/catalogue/brand-list-page'),
  '/activity-list': () => import('@/features/catalogue/activity-list-page'),
  '/new-today': () => import('@/features/catalogue/new-today-page'),
  '/check-video': () => import('@/features/catalogue/check-video-page'),
  '/list': comingLater,
  '/list/pro': comingLater,
  '/list-detail': comingLater,
  '/list/show/:orderno': comingLater,
  '/list/success': comingLater,
  '/shop-cart': comingLater,
  '/user': () => import('@/features/account/user-page'),
  '/user/order': comingLater,
  '/user/order/logistics': comingLater,
  '/user/order/confirm': comingLater,
  '/user/order/detail/:orderNo': comingLater,
  '/user/order/refund-success': comingLater,
  '/user/address': () => import('@/features/user/address-page'),
  '/user/address/add': () => import('@/features/user/address-edit-page'),
  '/user/collection': () => import('@/features/user/collection-page'),
  '/user/coupon': () => import('@/features/user/coupon-page'),
  '/user/repairCard': () => import('@/features/user/repair-card-page'),
  '/user/guarantee': () => import('@/features/user/guarantee-page'),
  '/user/setting': () => import('@/features/account/setting-page'),
  '/user/advice': () => import('@/features/account/advice-page'),
  '/login': () => import('@/features/account/login-page'),
  '/register': () => import('@/features/account/register-page'),
  '/findPass': () => import('@/features/account/find-password-page'),
  '/bindAccount': () => import('@/features/account/bind-account-page'),
  '/otherLogin': () => import('@/features/account/other-login-page'),
  '/alipayLogin': () => import('@/features/account/alipay-login-page'),
  '/payment': comingLater,
  '/mixedDetail': comingLater,
  '/download': comingLater,
} satisfies Record<Exclude<RoutePattern, '/'>, () => Promise<PageModule>>;

export type LazyPattern = keyof typeof LOADERS;

const pending = new Map<LazyPattern, Promise<PageModule>>();
const loaded = new Map<LazyPattern, PageModule>();

export const isLazyPattern = (pattern: RoutePattern): pattern is LazyPattern => pattern in LOADERS;

/** Loads a page's module once; a failed load is forgotten, so the next call tries again. */
export function loadPage(pattern: LazyPattern): Promise<PageModule> {
  let promise = pending.get(pattern);
  if (!promise) {
    promise = LOADERS[pattern]().then(
      (mod) => (loaded.set(pattern, mod), mod),
      (err: unknown) => {
        pending.delete(pattern);
        throw err;
      },
    );
    pending.set(pattern, promise);
  }
  return promise;
}

/** The page's module when it has already loaded (the router then renders it without suspending). */
export const loadedPage = (pattern: LazyPattern): PageModule | undefined => loaded.get(pattern);
