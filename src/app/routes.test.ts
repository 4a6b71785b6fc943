import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { guardDecision } from './guard';
import { routeFilesOf } from '../../scripts/lib/route-preload';
import { findRoute, pageFiles, ROUTES } from './routes';

const ROOT = path.resolve(__dirname, '../..');

describe('the route table', () => {
  it('should name an existing page file for every route, so a URL leads to its file', () => {
    for (const { path: pattern, file } of ROUTES)
      expect(existsSync(path.join(ROOT, file)), `${pattern} → ${file}`).toBe(true);
  });

  it('should give every page file a route (no page that no URL reaches)', () => {
    const named = new Set<string>(ROUTES.map((r) => r.file));
    expect(pageFiles().length).toBeGreaterThan(20);
    for (const file of pageFiles()) expect(named.has(file), file).toBe(true);
  });

  it("should be the README's URL → file table, row for row", () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const rows = [...readme.matchAll(/^\| `(\/[^`]*)` \| `([^`]+)` \|$/gm)].map(
      ([, url, file]) => `${url} ${file}`,
    );
    expect(rows).toEqual(ROUTES.map((r) => `${r.path} ${r.file}`));
  });

  it("should be read whole by the build's route preload (index.html), which parses this file", () => {
    const source = readFileSync(path.join(ROOT, 'src/app/routes.ts'), 'utf8');
    expect(routeFilesOf(source)).toEqual(
      ROUTES.map((r) => ({ path: r.path, file: r.file, tab: 'tab' in r && r.tab === true })),
    );
  });

  it('should hold each path once', () => {
    expect(new Set(ROUTES.map((r) => r.path.toLowerCase())).size).toBe(ROUTES.length);
  });

  it("should read a path's parameters with their case, and prefer a literal segment", () => {
    expect(findRoute('/user/order/detail/AB%2012')).toEqual({
      route: expect.objectContaining({ path: '/user/order/detail/:orderNo' }),
      params: { orderNo: 'AB 12' },
    });
    expect(findRoute('/list/success')?.route.path).toBe('/list/success');
    expect(findRoute('/list/show/9')?.params).toEqual({ orderno: '9' });
  });

  it('should send a logged-in user on from the login and register forms, to a same-site redirect only', () => {
    expect(
      guardDecision({ pathname: '/login', search: '?redirect=%2Fshop-cart', loggedIn: true }).redirectTo,
    ).toBe('/shop-cart');
    expect(guardDecision({ pathname: '/register', search: '', loggedIn: true }).redirectTo).toBe('/user');
    expect(
      guardDecision({ pathname: '/findPass', search: '?redirect=%2F%2Fevil.example', loggedIn: true })
        .redirectTo,
    ).toBe('/user');
    expect(guardDecision({ pathname: '/login', search: '', loggedIn: false }).redirectTo).toBeUndefined();
  });
});
