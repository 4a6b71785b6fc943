import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANDS, matchRoute, ROUTES, routeSamples, SAMPLES } from './route-data';

const ROOT = path.resolve(__dirname, '../..');
const pathnameOf = (url: string) => new URL(url, 'http://shop.invalid').pathname;

describe('the route data', () => {
  it('should name an existing page file for every route, so a URL leads to its file', () => {
    for (const { path: pattern, file } of ROUTES)
      expect(existsSync(path.join(ROOT, file)), `${pattern} → ${file}`).toBe(true);
  });

  it("should be the README's URL → file table, row for row", () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| `(\/[^`]*)` \| `([^`]+)` \|$/gm)].map(
      ([, url, file]) => `${url} ${file}`,
    );
    expect(rows).toEqual(ROUTES.map((r) => `${r.path} ${r.file}`));
  });

  it('should hold each path once, whatever its case', () => {
    expect(new Set(ROUTES.map((r) => r.path.toLowerCase())).size).toBe(ROUTES.length);
  });

  it('should hold one sample per route, and none for a path that is no route', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(ROUTES.map((r) => r.path).sort());
  });

  it("should lead every route's sample back to that route, with no parameter left unfilled", () => {
    for (const { path: pattern, sample } of routeSamples()) {
      expect(sample, pattern).toMatch(/^\//);
      expect(pathnameOf(sample), pattern).not.toMatch(/\/:/);
      expect(matchRoute(pathnameOf(sample))?.route.path, sample).toBe(pattern);
    }
  });

  it('should land a sample only on a route of the table', () => {
    expect(Object.keys(LANDS).length).toBeGreaterThan(0);
    for (const [pattern, to] of Object.entries(LANDS)) {
      expect(SAMPLES, pattern).toHaveProperty([pattern]);
      expect(matchRoute(to ?? '')?.route.path, to).toBe(to);
    }
  });

  it('should give each route its sample and login rules in one row, in the table order', () => {
    const rows = routeSamples();
    expect(rows.map((r) => r.path)).toEqual(ROUTES.map((r) => r.path));
    expect(rows.find((r) => r.path === '/user/order')).toMatchObject({
      auth: true,
      sample: '/user/order',
      file: 'src/features/orders/order-page.tsx',
    });
    expect(rows.find((r) => r.path === '/otherLogin')).toMatchObject({ lands: '/bindAccount' });
    expect(rows.find((r) => r.path === '/login')).toMatchObject({ guestOnly: true });
    expect(rows.find((r) => r.path === '/login')).not.toHaveProperty('lands');
  });
});

describe('matchRoute', () => {
  it('should match without case, as the router does, and give the route its data', () => {
    expect(matchRoute('/USER/REPAIRCARD')?.route).toEqual({
      path: '/user/repairCard',
      title: '电子保修卡',
      auth: true,
      file: 'src/features/user/repair-card-page.tsx',
    });
    expect(matchRoute('/CommodityDetail/5')?.route.path).toBe('/commodityDetail/:productId');
  });

  it("should read a path's parameters decoded and with their case", () => {
    expect(matchRoute('/user/order/detail/AB%2012')).toEqual({
      route: expect.objectContaining({ path: '/user/order/detail/:orderNo' }),
      params: { orderNo: 'AB 12' },
    });
    expect(matchRoute('/list/show/9')?.params).toEqual({ orderno: '9' });
    // A malformed escape is kept as it came.
    expect(matchRoute('/commodityDetail/%E0%A4%A')?.params).toEqual({ productId: '%E0%A4%A' });
  });

  it('should prefer a literal segment to a parameter', () => {
    expect(matchRoute('/list/success')?.route.path).toBe('/list/success');
    expect(matchRoute('/user/order/detail/1')?.route.path).toBe('/user/order/detail/:orderNo');
  });

  it('should ignore empty segments and decode literal ones, so no spelling passes the guard', () => {
    expect(matchRoute('/list/')?.route.path).toBe('/list');
    expect(matchRoute('//user//order')?.route.path).toBe('/user/order');
    expect(matchRoute('/user/%6Frder')?.route.path).toBe('/user/order');
    expect(matchRoute('/')?.route.path).toBe('/');
  });

  it('should match nothing for an unknown path or a wrong number of segments', () => {
    expect(matchRoute('/nope')).toBeUndefined();
    expect(matchRoute('/commodityDetail')).toBeUndefined();
    expect(matchRoute('/user/order/detail/1/2')).toBeUndefined();
  });
});
