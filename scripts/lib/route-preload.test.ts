import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { preloadScript, routeFilesOf, shellScript, type RoutePreload } from './route-preload';

// The reading of the real table is checked against the table itself in src/app/routes.test.ts.
describe('routeFilesOf', () => {
  it('should read each entry, a file named by a constant included', () => {
    const source = `const HOME = 'src/home-page.tsx';
export const ROUTES = [
  { path: '/', title: '首页', tab: true, file: HOME, firstCalls: () => [] },
  {
    path: '/user/order/detail/:orderNo',
    title: '订单详情',
    auth: true,
    file: 'src/order-detail-page.tsx',
  },
] as const satisfies readonly RouteDef[];`;
    expect(routeFilesOf(source)).toEqual([
      { path: '/', file: 'src/home-page.tsx', title: '首页', tab: true },
      {
        path: '/user/order/detail/:orderNo',
        file: 'src/order-detail-page.tsx',
        title: '订单详情',
        tab: false,
      },
    ]);
  });

  it('should fail loudly when the table is not where it expects it', () => {
    expect(() => routeFilesOf('export const PAGES = [];')).toThrow(/no ROUTES table/);
  });
});

interface Link {
  rel: string;
  as?: string;
  crossOrigin?: string;
  href: string;
}

interface ShopWindow {
  __shopRoute?: { title: string; nav: number };
}

/** Runs the inline script at `pathname`: the links it added to the head and the route it left. */
function runAt(script: string, pathname: string) {
  const head: Link[] = [];
  const document = {
    createElement: () => ({ rel: '', href: '' }) as Link,
    head: { appendChild: (link: Link) => head.push({ ...link }) },
  };
  const window: ShopWindow = {};
  new Function('location', 'document', 'window', script)({ pathname }, document, window);
  return { links: head, route: window.__shopRoute };
}

const linksAt = (script: string, pathname: string): Link[] => runAt(script, pathname).links;

const TABLE: RoutePreload[] = [
  { path: '/', js: [], css: [], nav: 0 },
  { path: '/shop-cart', js: ['/assets/cart.js', '/assets/kit.js'], css: ['/assets/cart.css'], nav: 1 },
  {
    path: '/user/order/detail/:orderNo',
    js: ['/assets/detail.js', '/assets/kit.js'],
    css: [],
    title: '订单详情',
  },
  { path: '/user/order/detail/refund', js: ['/assets/refund.js'], css: [], title: '退款' },
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

  it('should add nothing for the first-load page or an unknown path', () => {
    expect(linksAt(script, '/')).toEqual([]);
    expect(linksAt(script, '/nowhere')).toEqual([]);
    expect(linksAt(script, '/shop-cart/extra')).toEqual([]);
  });

  it("should leave the route's title or navigation for the shell, and nothing for an unknown path", () => {
    expect(runAt(script, '/user/order/detail/A1').route).toEqual({ title: '订单详情', nav: -1 });
    expect(runAt(script, '/shop-cart').route).toEqual({ title: '', nav: 1 });
    expect(runAt(script, '/').route).toEqual({ title: '', nav: 0 });
    expect(runAt(script, '/nowhere').route).toBeUndefined();
  });
});

describe('shellScript', () => {
  const FRAME = '<div class="page-frame"><header><button>返回</button><h1></h1></header></div>';
  const NAVS = ['<nav>首页 on</nav>', '<nav>购物车 on</nav>'];
  const SHELL = '<div id="root"><div class="shell"><div class="shell__bar"></div><i></i></div></div>';

  /** index.html's body up to the shell, then both inline scripts as the browser runs them. */
  function bodyAt(pathname: string): string {
    const dom = new JSDOM(
      `<body>${SHELL}<script>${preloadScript(TABLE)}</script><script>${shellScript(FRAME, NAVS)}</script></body>`,
      { url: `https://shop.test${pathname}`, runScripts: 'dangerously' },
    );
    return dom.window.document.getElementById('root')!.innerHTML;
  }

  it("should put a framed page's header with its title in place of the tab bar", () => {
    expect(bodyAt('/user/order/detail/A1')).toBe(
      '<div class="shell"><div class="page-frame"><header><button>返回</button><h1>订单详情</h1></header></div><i></i></div>',
    );
  });

  it("should add a tab page's own navigation below the placeholders", () => {
    expect(bodyAt('/shop-cart')).toBe(
      '<div class="shell"><div class="shell__bar"></div><i></i><nav>购物车 on</nav></div>',
    );
  });

  it('should leave the shell as it is on an unknown path', () => {
    expect(bodyAt('/nowhere')).toBe('<div class="shell"><div class="shell__bar"></div><i></i></div>');
  });

  it('should keep markup that could end the script out of the inline source', () => {
    expect(shellScript('</script><script>alert(1)</script>', [])).not.toMatch(/<\/script|<script/i);
  });
});
