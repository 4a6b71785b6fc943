import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import {
  DATA_ROUTER_EXPORTS,
  DECLARATIVE_ONLY,
  DECLARATIVE_ONLY_ERROR,
  declarativeOnly,
  ROUTER_CHUNK,
  SHORT_MESSAGE,
  shakeableRouter,
  withoutMessages,
} from './router-tree-shaking';
import { routerTreeShaking } from '../vite-plugins/router-tree-shaking';

describe('shakeableRouter', () => {
  it('should mark forwardRef calls pure and drop the displayName writes, nothing else', () => {
    const code = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var Ctx = /* @__PURE__ */ React.forwardRef(f);',
      'el.displayName = name;',
      '',
    ].join('\n');
    const { code: out, marked, dropped } = shakeableRouter(code);
    expect(out).toBe(
      [
        'var Link = /* @__PURE__ */ React10.forwardRef(',
        '  function LinkWithRef() {}',
        ');',
        'var Ctx = /* @__PURE__ */ React.forwardRef(f);',
        'el.displayName = name;',
        '',
      ].join('\n'),
    );
    expect({ marked, dropped }).toEqual({ marked: 1, dropped: 1 });
  });

  it("should still find both in the installed react-router's production chunk", () => {
    const dir = path.resolve('node_modules/react-router/dist/production');
    const chunks = readdirSync(dir)
      .map((f) => path.join(dir, f))
      .filter((f) => ROUTER_CHUNK.test(f.split(path.sep).join('/')));
    expect(chunks.length).toBeGreaterThan(0);
    const found = chunks.map((f) => shakeableRouter(readFileSync(f, 'utf8')));
    expect(found.some((r) => r.marked >= 3 && r.dropped >= 10)).toBe(true);
  });

  it("should shorten the checks' messages and leave the checks and every other call as they were", () => {
    const code = [
      'invariant(ok, `useLocation() may be used only in the context of a <Router> component.`);',
      'warning(cond, "Route path " + path + " will be treated as a splat");',
      'warningOnce("key", false, `No HydrateFallback`);',
      'function warningOnce(key, cond, message) { warning(false, message); }',
      'invariant(ok);',
      'other(ok, "kept");',
      '',
    ].join('\n');
    const { code: out, replaced } = withoutMessages(code, parseAst(code) as never);
    expect(out).toBe(
      [
        `invariant(ok, ${SHORT_MESSAGE});`,
        `warning(cond, ${SHORT_MESSAGE});`,
        `warningOnce("key", false, ${SHORT_MESSAGE});`,
        'function warningOnce(key, cond, message) { warning(false, message); }',
        'invariant(ok);',
        'other(ok, "kept");',
        '',
      ].join('\n'),
    );
    expect(replaced).toBe(3);
  });

  it("should find the messages in the installed react-router's production chunk", () => {
    const dir = path.resolve('node_modules/react-router/dist/production');
    const [file] = readdirSync(dir)
      .map((f) => path.join(dir, f))
      .filter((f) => ROUTER_CHUNK.test(f.split(path.sep).join('/')));
    const code = readFileSync(file, 'utf8');
    const { code: out, replaced } = withoutMessages(code, parseAst(code) as never);
    expect(replaced).toBeGreaterThan(50);
    expect(out).not.toContain('may be used only in the context of a <Router> component');
  });
});

describe('declarativeOnly', () => {
  const dir = path.resolve('node_modules/react-router/dist/production');
  const chunks = readdirSync(dir)
    .map((f) => path.join(dir, f))
    .filter((f) => ROUTER_CHUNK.test(f.split(path.sep).join('/')))
    .map((f) => readFileSync(f, 'utf8'));

  it("should write the installed react-router's data router paths as declarative routes run them", () => {
    const written = chunks.map(declarativeOnly).filter((c): c is string => c !== undefined);
    // One chunk holds the routes' rendering; the others are left as they are.
    expect(written).toHaveLength(1);
    const [code] = written;
    for (const { from, to } of DECLARATIVE_ONLY) {
      expect(code).toContain(to);
      // Each place written once (a write kept inside its new call still reads as before).
      expect(code.split(from).length - 1, from).toBe(to.includes(from) ? 1 : 0);
    }
    // Still a program, and no call passes a data router's state any more.
    expect(() => parseAst(code)).not.toThrow();
    expect(code).not.toMatch(/useRoutesImpl\([^)]*,[^)]*,/);
  });

  it('should refuse a react-router without one of the places', () => {
    const [code] = chunks.filter((c) => c.includes('function _renderMatches('));
    const changed = code.replace('var MemoizedDataRoutes = React3.memo(DataRoutes2);', 'var M = memo(D);');
    expect(() => declarativeOnly(changed)).toThrow(/MemoizedDataRoutes.*react-router changed/);
  });

  it("should make a data router's routes throw, with the build's reason", () => {
    const [code] = chunks.map(declarativeOnly).filter((c): c is string => c !== undefined);
    const start = code.indexOf('function DataRoutes2(');
    const fn = code.slice(start, code.indexOf('\n}\n', start) + 2);
    const DataRoutes = new Function(`${fn}; return DataRoutes2;`)() as () => never;
    expect(() => DataRoutes()).toThrow(DECLARATIVE_ONLY_ERROR);
  });
});

describe('routerTreeShaking', () => {
  /** The plugin's check of a bundle: the errors it raised. */
  function check(renderedExports: string[]): string[] {
    const errors: string[] = [];
    const plugin = routerTreeShaking();
    const hook = plugin.generateBundle as (this: unknown, ...args: unknown[]) => void;
    const router = path.resolve('node_modules/react-router/dist/production/chunk-ABC123.mjs');
    hook.call(
      { error: (message: string) => errors.push(message) },
      {},
      { 'assets/app.js': { type: 'chunk', modules: { [router]: { renderedExports } } } },
    );
    return errors;
  }

  it('should refuse a build that uses a data router, and let declarative routes through', () => {
    expect(check(['BrowserRouter', 'Routes', 'useNavigate'])).toEqual([]);
    expect(check(['BrowserRouter', 'RouterProvider', 'createBrowserRouter'])).toEqual([
      expect.stringContaining('RouterProvider, createBrowserRouter'),
    ]);
    expect(DATA_ROUTER_EXPORTS).toContain('createHashRouter');
  });
});
