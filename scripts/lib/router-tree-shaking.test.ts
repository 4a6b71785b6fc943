import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAst } from 'vite';
import { ROUTER_CHUNK, SHORT_MESSAGE, shakeableRouter, withoutMessages } from './router-tree-shaking';

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
