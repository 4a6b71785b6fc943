import { describe, expect, it } from 'vitest';
import { matchRoute, ROUTES, SAMPLES } from '../../src/app/route-data';
import {
  chunkClosure,
  IMPORT_MODULE,
  preloadScript,
  stylesheetsInOrder,
  type RoutePreload,
} from './route-preload';

interface Link {
  rel: string;
  as?: string;
  crossOrigin?: string;
  href: string;
  onload?: () => void;
  onerror?: () => void;
}

interface ShopWindow {
  __shopRoute?: { path: string };
  __loadPage?: (pattern: string) => Promise<unknown>;
}

const ORIGIN = 'https://shop.test';

/**
 * Runs the inline script at `pathname`: the links it added to the head (as they were added), the
 * live links, the window it left, and the URLs it imported (a module each, standing for the page).
 */
function run(script: string, pathname: string, present: Link[] = []) {
  const head: Link[] = [];
  const links: Link[] = [...present];
  const imported: string[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '' }) as Link,
    head: {
      appendChild: (link: Link) => {
        head.push({ ...link });
        links.push(link);
      },
    },
    querySelectorAll: (selector: string) => {
      if (selector !== 'link[rel=stylesheet]') throw new Error(`unexpected selector ${selector}`);
      return links.filter((l) => l.rel === 'stylesheet');
    },
  };
  if (!script.includes(IMPORT_MODULE)) throw new Error('the script imports no module');
  const importing = script.replace(
    IMPORT_MODULE,
    'function(u){imported.push(u);return Promise.resolve({url:u})}',
  );
  const window: ShopWindow = {};
  new Function('location', 'document', 'window', 'imported', importing)(
    { pathname, origin: ORIGIN },
    document,
    window,
    imported,
  );
  return { head, links, window, imported };
}
const linksAt = (script: string, pathname: string): Link[] => run(script, pathname).head;
const plain = (links: Link[]) =>
  links.map(({ rel, as, crossOrigin, href }) => ({ rel, as, crossOrigin, href }));

const TABLE: RoutePreload[] = [
  { path: '/', js: [], css: [] },
  { path: '/shop-cart', js: ['/assets/cart.js', '/assets/kit.js'], css: ['/assets/cart.css'] },
  { path: '/user/order/detail/:orderNo', js: ['/assets/detail.js', '/assets/kit.js'], css: [] },
  { path: '/user/order/detail/refund', js: ['/assets/refund.js'], css: [] },
];

describe('preloadScript', () => {
  const script = preloadScript(TABLE);

  it("should link the route's scripts as module preloads and its stylesheets as style preloads", () => {
    expect(plain(linksAt(script, '/shop-cart'))).toEqual([
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

  it('should load a page by its pattern later: its files preloaded once each, its chunk imported', async () => {
    const { head, window, imported } = run(script, '/shop-cart');
    await expect(window.__loadPage!('/user/order/detail/:orderNo')).resolves.toEqual({
      url: '/assets/detail.js',
    });
    expect(head.map((l) => l.href)).toEqual([
      '/assets/cart.js',
      '/assets/kit.js',
      '/assets/cart.css',
      '/assets/detail.js',
    ]);
    expect(imported).toEqual(['/assets/detail.js']);
  });

  it("should put a page's stylesheets in, in order, and import its chunk only once they have loaded", async () => {
    const css = preloadScript([
      { path: '/', js: [], css: [] },
      {
        path: '/list',
        js: ['/assets/list.js', '/assets/kit.js'],
        css: ['/assets/kit.css', '/assets/list.css'],
      },
    ]);
    const { links, window, imported } = run(css, '/');
    const page = window.__loadPage!('/List');
    const sheets = links.filter((l) => l.rel === 'stylesheet');
    expect(plain(sheets)).toEqual([
      { rel: 'stylesheet', as: undefined, crossOrigin: '', href: `${ORIGIN}/assets/kit.css` },
      { rel: 'stylesheet', as: undefined, crossOrigin: '', href: `${ORIGIN}/assets/list.css` },
    ]);
    sheets[0].onload!();
    await Promise.resolve();
    expect(imported).toEqual([]);
    sheets[1].onload!();
    await expect(page).resolves.toEqual({ url: '/assets/list.js' });
    expect(imported).toEqual(['/assets/list.js']);
  });

  it('should neither add nor wait for a stylesheet the document has, and fail with one that does not load', async () => {
    const css = preloadScript([
      { path: '/', js: [], css: [] },
      { path: '/list', js: ['/assets/list.js'], css: ['/assets/kit.css', '/assets/list.css'] },
    ]);
    const kit = { rel: 'stylesheet', href: `${ORIGIN}/assets/kit.css` };
    const { links, window, imported } = run(css, '/', [kit]);
    const page = window.__loadPage!('/list');
    const added = links.filter((l) => l.rel === 'stylesheet' && l !== kit);
    expect(added.map((l) => l.href)).toEqual([`${ORIGIN}/assets/list.css`]);
    added[0].onerror!();
    await expect(page).rejects.toThrow(`${ORIGIN}/assets/list.css`);
    expect(imported).toEqual([]);
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

describe('stylesheetsInOrder', () => {
  it("should give the stylesheets in Vite's preload order: a chunk's imports' first, then its own, each once", () => {
    const chunks: Record<string, { imports: string[]; css: string[] }> = {
      'page.js': { imports: ['app.js', 'forms.js', 'common.js'], css: ['page.css'] },
      'forms.js': { imports: ['common.js'], css: ['forms.css'] },
      'common.js': { imports: ['app.js'], css: ['common.css', 'page.css'] },
      'app.js': { imports: [], css: ['app.css'] },
    };
    expect(stylesheetsInOrder('page.js', new Set(['app.js']), (f) => chunks[f])).toEqual([
      'common.css',
      'page.css',
      'forms.css',
    ]);
    expect(stylesheetsInOrder('app.js', new Set(['app.js']), (f) => chunks[f])).toEqual([]);
  });
});
