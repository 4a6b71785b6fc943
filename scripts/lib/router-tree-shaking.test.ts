import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTER_CHUNK, shakeableRouter } from './router-tree-shaking';

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
});
