// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { preloadScript, shellScript, type RoutePreload } from './route-preload';

// index.html's head script finds the route; the script after the shell draws its frame into it.
const TABLE: RoutePreload[] = [
  { path: '/', js: [], css: [], nav: 0 },
  { path: '/shop-cart', js: ['/assets/cart.js'], css: [], nav: 1 },
  { path: '/user/order/detail/:orderNo', js: [], css: [], title: '订单详情' },
];
const FRAME = '<div class="page-frame"><header><button>返回</button><h1></h1></header></div>';
const NAVS = ['<nav>首页 on</nav>', '<nav>购物车 on</nav>'];
const SHELL = '<div class="shell"><div class="shell__bar"></div><i></i></div>';

/** index.html's body up to the shell at `pathname`, then both inline scripts as the browser runs them. */
function bodyAt(pathname: string): string {
  window.history.replaceState(null, '', pathname);
  delete (window as { __shopRoute?: unknown }).__shopRoute;
  document.body.innerHTML = `<div id="root">${SHELL}</div>`;
  new Function(preloadScript(TABLE))();
  new Function(shellScript(FRAME, NAVS))();
  return document.getElementById('root')!.innerHTML;
}

describe('shellScript', () => {
  beforeEach(() => document.head.replaceChildren());

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
    expect(bodyAt('/nowhere')).toBe(`${SHELL}`);
  });

  it('should keep markup that could end the script out of the inline source', () => {
    expect(shellScript('</script><script>alert(1)</script>', [])).not.toMatch(/<\/script|<script/i);
  });
});
