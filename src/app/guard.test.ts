import { describe, expect, it } from 'vitest';
import { loginRedirect, safeRedirect } from '@/lib/redirect';
import { guardDecision, needsLogin, titleFor } from './guard';
import { DEFAULT_TITLE, matchRoute, ROUTES } from './route-data';

const AUTH_ROUTES = ROUTES.filter((r) => 'auth' in r && r.auth).map((r) => r.path);

describe('needsLogin', () => {
  it.each([
    '/user/order',
    '/user/order?state=0',
    '/user/order/logistics',
    '/user/order/confirm',
    '/user/order/detail/202611220001',
    '/user/order/refund-success',
    '/user/address',
    '/user/address/add',
    '/user/collection',
    '/user/coupon/',
    '/user/coupon',
    '/user/repairCard',
    '/user/advice',
    '/list/show/202611220001',
  ])('should guard the auth route %s', (path) => {
    expect(needsLogin(path.split('?')[0])).toBe(true);
  });

  it.each([
    '/',
    '/user',
    '/user/',
    '/user/setting',
    '/shop-cart',
    '/commodity',
    '/commodityDetail/1',
    '/list/',
    '/login',
    '/payment',
    '/user/orders',
    '/user/orderx/detail/1',
    '/user/coupons',
  ])('should leave %s open', (path) => {
    expect(needsLogin(path)).toBe(false);
  });

  it('should not be fooled by case, encoding or doubled slashes (the router matches those)', () => {
    for (const path of [
      '/USER/ORDER',
      '/User/RepairCard',
      '/user/%6Frder',
      '//user//coupon',
      '/user/%63oupon/',
    ]) {
      expect(needsLogin(path)).toBe(true);
    }
  });

  it('should survive malformed percent-encoding', () => {
    expect(needsLogin('/user/%E0%A4%A')).toBe(false);
    expect(needsLogin('/user/order/detail/%E0%A4%A')).toBe(true);
  });

  it('should mark every auth route of docs/product/screens.md, docs/product/permissions.md in the route table', () => {
    expect([...AUTH_ROUTES].sort()).toEqual(
      [
        '/list/show/:orderno',
        '/user/address',
        '/user/address/add',
        '/user/advice',
        '/user/collection',
        '/user/coupon',
        '/user/order',
        '/user/order/confirm',
        '/user/order/detail/:orderNo',
        '/user/order/logistics',
        '/user/order/refund-success',
        '/user/repairCard',
      ].sort(),
    );
  });
});

describe('loginRedirect', () => {
  it('should send to /login with the full path encoded in redirect', () => {
    expect(loginRedirect('/user/order?state=0&x=a b')).toBe(
      '/login?redirect=%2Fuser%2Forder%3Fstate%3D0%26x%3Da%20b',
    );
  });

  it('should give back the full path through the login page query', () => {
    const full = '/user/order/confirm?shouji_str=1:1&peijian_str=3:2&from_where=2&sk=a+b%20c';
    const redirect = new URLSearchParams(loginRedirect(full).split('?')[1]).get('redirect');
    expect(redirect).toBe(full);
    expect(safeRedirect(redirect)).toBe(full);
  });
});

describe('safeRedirect', () => {
  it.each(['/user', '/user/order?state=1', '/commodityDetail/12?sk=abc#top', '/list/', '/'])(
    'should accept the same-site path %s',
    (path) => {
      expect(safeRedirect(path)).toBe(path);
    },
  );

  it.each([
    ['//evil.com'],
    ['https://evil.com'],
    ['/\\evil.com'],
    ['\\\\evil.com'],
    ['javascript:alert(1)'],
    ['%2F%2Fevil.com'],
    ['/ok\\..\\evil.com'],
    ['/\t/evil.com'],
    ['/\n/evil.com'],
    ['/\u0000x'],
    ['///evil.com'],
    [' /user'],
    ['user'],
    [''],
    ['http:/evil.com'],
    ['data:text/html,hi'],
    ['/login'],
    ['/login?redirect=%2Fuser'],
    ['/LOGIN/'],
  ])('should refuse %j and fall back to /user', (value) => {
    expect(safeRedirect(value)).toBe('/user');
  });

  it('should fall back for a missing value and honour a given fallback', () => {
    expect(safeRedirect(null)).toBe('/user');
    expect(safeRedirect(undefined)).toBe('/user');
    expect(safeRedirect('//evil.com', '/')).toBe('/');
  });

  it('should refuse absurdly long values', () => {
    expect(safeRedirect(`/${'a'.repeat(5000)}`)).toBe('/user');
  });
});

describe('titleFor', () => {
  it('should title a new address 新增地址 and one named by addressId 编辑地址', () => {
    expect(titleFor('/user/address/add', '')).toBe('新增地址');
    expect(titleFor('/user/address/add', '?redirect=%2Fuser%2Forder%2Fconfirm')).toBe('新增地址');
    expect(titleFor('/user/address/add', '?addressId=40001')).toBe('编辑地址');
    expect(guardDecision({ pathname: '/user/address/add', search: '', loggedIn: true }).title).toBe(
      '新增地址',
    );
    expect(
      guardDecision({ pathname: '/user/address/add', search: '?addressId=40001', loggedIn: true }).title,
    ).toBe('编辑地址');
  });

  it.each([
    ['/', '首页'],
    ['/sort/2', '分类'],
    ['/commodity', '商品列表'],
    ['/commodityDetail/10001', '商品详情'],
    ['/part', '配件商城'],
    ['/list/', '晒单'],
    ['/list/pro', '相关晒单'],
    ['/list/show/202611220001', '发布晒单'],
    ['/shop-cart', '购物车'],
    ['/user/', '个人中心'],
    ['/user/order', '我的订单'],
    ['/user/order/logistics', '物流信息'],
    ['/user/order/confirm', '确认订单'],
    ['/user/order/detail/2026', '订单详情'],
    ['/user/address', '收货地址'],
    ['/user/address/add', '新增地址'],
    ['/user/collection', '我的收藏'],
    ['/user/coupon/', '优惠券'],
    ['/user/repairCard', '电子保修卡'],
    ['/user/setting', '设置'],
    ['/user/advice', '意见反馈'],
    ['/login', '登录'],
    ['/register', '注册'],
    ['/findPass', '找回密码'],
    ['/bindAccount', '绑定手机号'],
    ['/activity-list', '活动专区'],
    ['/new-today', '今日上新'],
    ['/check-video/', '验机视频'],
    ['/mixedDetail', '混合支付教程'],
  ])('should title %s as %s', (path, title) => {
    expect(titleFor(path)).toBe(title);
  });

  it('should match routes without case, as the router does', () => {
    expect(titleFor('/USER/REPAIRCARD')).toBe('电子保修卡');
    expect(matchRoute('/CommodityDetail/5')?.route.path).toBe('/commodityDetail/:productId');
  });

  it('should prefer a literal segment over a parameter', () => {
    expect(matchRoute('/user/order/detail/1')?.route.path).toBe('/user/order/detail/:orderNo');
    expect(matchRoute('/list/success')?.route.path).toBe('/list/success');
  });

  it('should give the shop title for an unknown path', () => {
    expect(titleFor('/nope')).toBe(DEFAULT_TITLE);
    expect(titleFor('/commodityDetail')).toBe(DEFAULT_TITLE);
    expect(matchRoute('/user/order/detail/1/2')).toBeUndefined();
  });

  it('should give every route a non-empty Chinese title and match its own pattern', () => {
    for (const { path, title } of ROUTES) {
      expect(title).toMatch(/[\u4e00-\u9fa5]/);
      expect(matchRoute(path.replace(/:[A-Za-z]+/g, '123'))?.route.path).toBe(path);
    }
  });

  it('should title every auth route', () => {
    for (const route of AUTH_ROUTES)
      expect(titleFor(route.replace(/:[A-Za-z]+/g, '1'))).not.toBe(DEFAULT_TITLE);
  });
});

describe('guardDecision', () => {
  it('should only title and reset scroll on an ordinary page', () => {
    expect(guardDecision({ pathname: '/', search: '', loggedIn: false })).toEqual({
      title: '首页',
      resetScroll: true,
    });
  });

  it('should keep the scroll position and handler on the commodity list only', () => {
    expect(guardDecision({ pathname: '/commodity', search: '?typeId=1', loggedIn: false }).resetScroll).toBe(
      false,
    );
    expect(guardDecision({ pathname: '/commodity/', search: '', loggedIn: false }).resetScroll).toBe(false);
    expect(guardDecision({ pathname: '/commodityDetail/1', search: '', loggedIn: false }).resetScroll).toBe(
      true,
    );
  });

  it('should save the ref query value', () => {
    expect(guardDecision({ pathname: '/', search: '?ref=abc123', loggedIn: false }).saveRef).toBe('abc123');
    expect(guardDecision({ pathname: '/', search: '?ref=', loggedIn: false })).not.toHaveProperty('saveRef');
  });

  it('should send a visitor on an auth route to login with the full path', () => {
    const d = guardDecision({ pathname: '/user/order', search: '?state=0', loggedIn: false });
    expect(d.redirectTo).toBe(loginRedirect('/user/order?state=0'));
    expect(d.title).toBe('我的订单');
  });

  it('should let a logged-in user through an auth route', () => {
    expect(guardDecision({ pathname: '/user/order', search: '?state=0', loggedIn: true })).not.toHaveProperty(
      'redirectTo',
    );
  });

  it('should run union login for a token, strip it from the URL and wait before redirecting', () => {
    const d = guardDecision({ pathname: '/user/coupon', search: '?token=t0k&ref=r1&x=1', loggedIn: false });
    expect(d.unionLoginToken).toBe('t0k');
    expect(d.cleanUrl).toBe('/user/coupon?ref=r1&x=1');
    expect(d.saveRef).toBe('r1');
    expect(d).not.toHaveProperty('redirectTo');
  });

  it('should run union login even when already logged in (the link may be for another account)', () => {
    const d = guardDecision({ pathname: '/', search: '?token=abc', loggedIn: true });
    expect(d).toMatchObject({ unionLoginToken: 'abc', cleanUrl: '/' });
  });

  it('should strip an empty token without logging in, and still guard', () => {
    const d = guardDecision({ pathname: '/user/advice', search: '?token=', loggedIn: false });
    expect(d).not.toHaveProperty('unionLoginToken');
    expect(d.cleanUrl).toBe('/user/advice');
    expect(d.redirectTo).toBe(loginRedirect('/user/advice'));
  });

  it('should never carry the token into the login redirect when union login failed', () => {
    const first = guardDecision({ pathname: '/user/order', search: '?token=bad&state=1', loggedIn: false });
    const [pathname, search] = first.cleanUrl!.split('?');
    const after = guardDecision({ pathname, search, loggedIn: false });
    expect(after.redirectTo).toBe(loginRedirect('/user/order?state=1'));
    expect(after).not.toHaveProperty('unionLoginToken');
  });
});
