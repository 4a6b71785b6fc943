import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES, SAMPLES } from '../../src/app/route-data';
import { chunkClosure, preloadScript, type RoutePreload } from './route-preload';

interface Link {
  rel: string;
  as?: string;
  crossOrigin?: string;
  href: string;
}

interface ShopWindow {
  __shopRoute?: { path: string };
  __preloadPage?: (pattern: string) => void;
}

/** Runs the inline script at `pathname`: the links it added to the head, and the window it left. */
function run(script: string, pathname: string) {
  const head: Link[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '' }) as Link,
    head: { appendChild: (link: Link) => head.push({ ...link }) },
  };
  const window: ShopWindow = {};
  new Function('location', 'document', 'window', script)({ pathname }, document, window);
  return { head, window };
}
const linksAt = (script: string, pathname: string): Link[] => run(script, pathname).head;

const TABLE: RoutePreload[] = [
  { path: '/', js: [], css: [] },
  { path: '/shop-cart', js: ['/assets/cart.js', '/assets/kit.js'], css: ['/assets/cart.css'] },
  { path: '/user/order/detail/:orderNo', js: ['/assets/detail.js', '/assets/kit.js'], css: [] },
  { path: '/user/order/detail/refund', js: ['/assets/refund.js'], css: [] },
];

describe('preloadScript', () => {
  const script = preloadScript(TABLE);

  it("should link the route's scripts as module preloads and its stylesheets as style preloads", () => {
    expect(linksAt(script, '/shop-cart')).toEqual([
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/cart.js' },
      { rel: 'modulepreload', crossOrigin: '', href: '/assets/kit.js' },
      { rel: 'preload', as: 'style', crossOrigin: '', href: '/assets/cart.css' },
    ]);
  });

  it('should match as the router does: parameters, any case, a trailing slash', () => {
    expect(linksAt(script, '/user/order/detail/A123').map((l) => l.href)).toEqual([
      '/assets/detail.js',
      '/assets/kit.js',
    ]);
    expect(linksAt(script, '/Shop-Cart/').map((l) => l.href)).toContain('/assets/cart.js');
  });

  it('should prefer a literal segment to a parameter', () => {
    expect(linksAt(script, '/user/order/detail/refund').map((l) => l.href)).toEqual(['/assets/refund.js']);
  });

  it("should preload a page's files by its pattern later, each file once", () => {
    const { head, window } = run(script, '/shop-cart');
    window.__preloadPage!('/user/order/detail/:orderNo');
    window.__preloadPage!('/Shop-Cart');
    expect(head.map((l) => l.href)).toEqual([
      '/assets/cart.js',
      '/assets/kit.js',
      '/assets/cart.css',
      '/assets/detail.js',
    ]);
  });

  it('should add nothing for the first-load page or an unknown path', () => {
    expect(linksAt(script, '/')).toEqual([]);
    expect(linksAt(script, '/nowhere')).toEqual([]);
    expect(linksAt(script, '/shop-cart/extra')).toEqual([]);
  });

  it("should leave the route's pattern for the early reads, and nothing for an unknown path", () => {
    expect(run(script, '/user/order/detail/A1').window.__shopRoute).toEqual({
      path: '/user/order/detail/:orderno',
    });
    expect(run(script, '/Shop-Cart/').window.__shopRoute).toEqual({ path: '/shop-cart' });
    expect(run(script, '/nowhere').window.__shopRoute).toBeUndefined();
  });

  it("should find the app's route for every route's sample URL", () => {
    const table = preloadScript(ROUTES.map((r) => ({ path: r.path, js: [], css: [] })));
    for (const url of Object.values(SAMPLES)) {
      const { pathname } = new URL(url, 'http://shop.invalid');
      expect(run(table, pathname).window.__shopRoute, url).toEqual({
        path: matchRoute(pathname)?.route.path.toLowerCase(),
      });
    }
  });
});

describe('chunkClosure', () => {
  it('should give a chunk and every chunk it imports statically, once each, skipping non-chunks', () => {
    const imports: Record<string, string[]> = {
      'page.js': ['kit.js', 'app.js'],
      'kit.js': ['app.js', 'gone.js'],
      'app.js': ['kit.js'],
      'other.js': [],
    };
    expect([...chunkClosure('page.js', (f) => imports[f])].sort()).toEqual(['app.js', 'kit.js', 'page.js']);
    expect([...chunkClosure('other.js', (f) => imports[f])]).toEqual(['other.js']);
  });
});
