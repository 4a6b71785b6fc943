import { describe, expect, it } from 'vitest';
import { guardDecision } from './guard';
import { ROUTES } from './route-data';
import { isLazyPattern, pageFiles } from './routes';

// The data's own checks (page files exist, samples, the matcher) are in route-data.test.ts.
describe('the route table', () => {
  it('should give every page file a route (no page that no URL reaches)', () => {
    const named = new Set<string>(ROUTES.map((r) => r.file));
    expect(pageFiles().length).toBeGreaterThan(20);
    for (const file of pageFiles()) expect(named.has(file), file).toBe(true);
  });

  it('should load every page lazily but the home page, from the files Vite splits', () => {
    const lazy = new Set(pageFiles());
    for (const { path, file } of ROUTES) expect(lazy.has(file), path).toBe(isLazyPattern(path));
    expect(isLazyPattern('/')).toBe(false);
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
