import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { routeSamples } from '../../src/app/route-data';
import {
  BUDGET,
  documentParts,
  GATE_COUNTS_DOCUMENT,
  gatedTotal,
  KIB,
  overBudget,
  overBudgetWithInline,
  samplesFor,
  totalsOf,
  type LoadedFile,
} from './first-load';

describe('samplesFor', () => {
  it("should measure every route of the table at its sample, in the table's order", () => {
    const routes = routeSamples();
    expect(samplesFor().map((s) => [s.path, s.url])).toEqual(routes.map((r) => [r.path, r.sample]));
  });

  it('should open the account pages as a guest and every other route as the development user', () => {
    const guests = samplesFor()
      .filter((s) => s.session === 'guest')
      .map((s) => s.path);
    expect(guests).toEqual([
      '/login',
      '/register',
      '/findPass',
      '/bindAccount',
      '/otherLogin',
      '/alipayLogin',
    ]);
    expect(samplesFor().find((s) => s.path === '/user/order')?.session).toBe('user');
  });

  it('should carry where a sample goes on to by itself, and nothing for the others', () => {
    const byPath = new Map(samplesFor().map((s) => [s.path, s]));
    expect(byPath.get('/otherLogin')?.lands).toBe('/bindAccount');
    expect(byPath.get('/alipayLogin')?.lands).toBe('/bindAccount');
    expect(byPath.get('/login')).not.toHaveProperty('lands');
  });
});

const file = (kind: 'js' | 'css', kib: number): LoadedFile => ({
  file: `/assets/x.${kind}`,
  kind,
  gzip: kib * KIB,
});

describe('overBudget', () => {
  it('should hold / to 115 KiB and every other route to 160 KiB, JS and CSS together', () => {
    expect(overBudget('/', totalsOf([file('js', 113), file('css', 2)]))).toEqual([]);
    expect(overBudget('/', totalsOf([file('js', 113), file('css', 2.1)]))).toEqual([
      'total 115.1 KiB > 115.0 KiB',
    ]);
    expect(overBudget('/login', totalsOf([file('js', 150), file('css', 10)]))).toEqual([]);
    expect(overBudget('/login', totalsOf([file('js', 151), file('css', 10)]))).toEqual([
      'total 161.0 KiB > 160.0 KiB',
    ]);
  });

  it("should gate the whole first load, index.html's inline scripts and document included", () => {
    const inline: LoadedFile = { file: '/index.html <script>', kind: 'js', gzip: 8 * KIB, inline: true };
    const html: LoadedFile = { file: '/index.html', kind: 'html', gzip: 1 * KIB, inline: true };
    const totals = totalsOf([file('js', 110), file('css', 3), inline, html]);
    expect(totals.inlineJs).toBe(8 * KIB);
    expect(GATE_COUNTS_DOCUMENT).toBe(true);
    expect(gatedTotal(totals)).toBe(totals.total);
    expect(overBudget('/', totals)).toEqual(['total 122.0 KiB > 115.0 KiB']);
    expect(overBudget('/', totalsOf([file('js', 103), file('css', 3), inline, html]))).toEqual([]);
    expect(overBudget('/shop-cart', totalsOf([file('js', 148.1), file('css', 3), inline, html]))).toEqual([
      'total 160.1 KiB > 160.0 KiB',
    ]);
    // The whole figure as reports printed it beside the gated one while the gate left index.html out.
    expect(overBudgetWithInline('/', totals)).toBe('with index.html 122.0 KiB > 115.0 KiB');
    expect(overBudgetWithInline('/', totalsOf([file('js', 100), inline]))).toBeUndefined();
  });

  it('should count script files and stylesheet bytes', () => {
    const nine = Array.from({ length: BUDGET.jsFiles + 1 }, () => file('js', 1));
    expect(overBudget('/user/address', totalsOf(nine))).toEqual(['9 JS files > 8']);
    expect(overBudget('/user', totalsOf([file('js', 100), file('css', 15.5)]))).toEqual([
      'CSS 15.5 KiB > 15.0 KiB',
    ]);
  });
});

describe('documentParts', () => {
  it("should count index.html's inline scripts as script, its styles as stylesheet, the rest as HTML", () => {
    const css = '.shell{color:#333}'.repeat(50);
    const script = `var table=${JSON.stringify('x'.repeat(4000))}`;
    const html = `<head><script>${script}</script><style>${css}</style><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body>`;
    const parts = documentParts(html);
    expect(parts).toEqual([
      {
        file: '/index.html',
        kind: 'html',
        gzip: gzipSync(
          '<head><script></script><style></style><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body>',
          { level: 9 },
        ).length,
        inline: true,
      },
      { file: '/index.html <script>', kind: 'js', gzip: gzipSync(script, { level: 9 }).length, inline: true },
      { file: '/index.html <style>', kind: 'css', gzip: gzipSync(css, { level: 9 }).length, inline: true },
    ]);
    // Inline code counts in the bytes, not as files (no request).
    const totals = totalsOf([...parts, file('js', 1)]);
    expect(totals.jsFiles).toBe(1);
    expect(totals.total).toBe(parts.reduce((n, p) => n + p.gzip, 0) + KIB);
  });
});
