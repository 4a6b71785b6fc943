import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { ROUTES } from '../../src/app/route-data';
import { deferredGlobal, earlyReadsEntry, pageInputs, sharedModuleCode, svgDataText } from './route-preload';

/** A bundle as rolldown writes an IIFE with a global name, counting how often its body runs. */
const BUNDLE =
  'var __shopEarlyReads=(function(e){window.built++;e.boot=function(){window.booted++};return e})({});';

describe('deferredGlobal', () => {
  /** Runs the script on a window of its own; `timers` are what it left for later. */
  function run() {
    const timers: (() => void)[] = [];
    const window = { built: 0, booted: 0 } as Record<string, unknown> & { built: number; booted: number };
    const code = deferredGlobal(BUNDLE);
    // The script's bare `__shopEarlyReads` is the window's property, as in a browser.
    new Function('window', 'setTimeout', `with (window) { ${code} }`)(window, (f: () => void) =>
      timers.push(f),
    );
    return { window, timers };
  }

  it('should not run the bundle while the document is parsed, and run it once in the task after', () => {
    const { window, timers } = run();
    expect(window.built).toBe(0);
    timers.forEach((f) => f());
    expect(window).toMatchObject({ built: 1, booted: 1 });
  });

  it("should build the global for the app's code when it reads it first, and only once", () => {
    const { window, timers } = run();
    expect(typeof (window.__shopEarlyReads as { boot: unknown }).boot).toBe('function');
    timers.forEach((f) => f());
    expect(window).toMatchObject({ built: 1, booted: 1 });
  });

  it('should refuse a bundle that is not the global it expects', () => {
    expect(() => deferredGlobal('var other=(function(){})();')).toThrow(/do not start/);
  });
});

describe('sharedModuleCode', () => {
  it("should read each export from the early reads' shared module of that index, by its place", () => {
    expect(sharedModuleCode(2, ['readCookie', 'default'])).toBe(
      'const m = window.__shopEarlyReads.shared[2];\n' +
        'export const readCookie = m[0];\n' +
        'export default m[1];\n',
    );
  });
});

describe('earlyReadsEntry', () => {
  it("should hold the shared modules' namespaces while their export names are not known", () => {
    expect(earlyReadsEntry('/e.ts', ['/a.ts', '/b.ts'])).toBe(
      'export * from "/e.ts";\n' +
        'import * as s0 from "/a.ts";\n' +
        'import * as s1 from "/b.ts";\n' +
        'export const shared = [s0,s1];\n',
    );
  });

  it('should lay each shared module out as its values in the order of its export names', () => {
    const entry = earlyReadsEntry('/e.ts', ['/a.ts', '/b.ts'], [['readCookie', 'default'], ['md5']]);
    expect(entry).toBe(
      'export * from "/e.ts";\n' +
        'import { readCookie as s0_0, default as s0_1 } from "/a.ts";\n' +
        'import { md5 as s1_0 } from "/b.ts";\n' +
        'export const shared = [[s0_0,s0_1],[s1_0]];\n',
    );
    // The app's side reads them back by the same places.
    const a = { readCookie: () => 'c', default: 7 };
    const shared = [[a.readCookie, a.default], [() => 'h']];
    const app = sharedModuleCode(0, ['readCookie', 'default'])
      .replace('window.__shopEarlyReads.shared', 'shared')
      .replace(/export const (\w+) =/g, 'out.$1 =')
      .replace('export default', 'out.default =');
    const out: Record<string, unknown> = {};
    new Function('shared', 'out', app)(shared, out);
    expect(out).toEqual(a);
  });
});

describe('svgDataText', () => {
  it('should leave no double quote and decode to the same picture', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg">\n  <rect fill="#ff5a00" width="50%"/>\n</svg>';
    const text = svgDataText(svg);
    expect(text).not.toMatch(/["<>#]/);
    expect(decodeURIComponent(text)).toBe(svg.replace(/\s+/g, ' ').replace(/"/g, "'"));
  });
});

describe('pageInputs', () => {
  it('should make index.html and every lazy page file, named after it, the inputs of the build', () => {
    const inputs = pageInputs();
    const root = path.resolve('.');
    expect(inputs.index).toBe(path.join(root, 'index.html'));
    expect(inputs['shop-cart-page']).toBe(path.join(root, 'src/features/cart/shop-cart-page.tsx'));
    // The home page is part of the first load: no entry of its own.
    expect(Object.values(inputs)).not.toContain(path.join(root, 'src/features/home/home-page.tsx'));
    expect(Object.keys(inputs)).toHaveLength(ROUTES.length);
    for (const { file } of ROUTES.filter((r) => r.path !== '/'))
      expect(Object.values(inputs), file).toContain(path.join(root, file));
  });
});
