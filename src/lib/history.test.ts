// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { hasPreviousPage } from './history';

afterEach(() => window.history.replaceState(null, ''));

describe('hasPreviousPage', () => {
  it("should follow BrowserRouter's index: the session's first entry has none before it", () => {
    window.history.replaceState({ idx: 0, key: 'k0', usr: null }, '');
    expect(hasPreviousPage('k0')).toBe(false);
    window.history.replaceState({ idx: 2, key: 'k2', usr: null }, '');
    expect(hasPreviousPage('k2')).toBe(true);
  });

  it("should fall back to the router's 'default' key when history carries no index", () => {
    expect(hasPreviousPage('default')).toBe(false);
    expect(hasPreviousPage('x1y2z3')).toBe(true);
  });
});
