import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import antdShim from './antd-shim.js';
import { AREA_PREFIX, hasPrefix, parseCss } from './class-prefixes.js';
import guardedMutations from './guarded-mutations.js';
import shop from './plugin.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const ROOT = path.resolve(__dirname, '..');
const at = (file: string) => path.join(ROOT, file);

const ts = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});

ts.run('shop/antd-shim', antdShim, {
  valid: [
    {
      filename: at('src/lib/toast.ts'),
      code: "const load = () => import('@/lib/antd-react19');\nexport const show = (T) => T.show({ content: 'a' });\nToast.show({});",
    },
    {
      filename: at('src/lib/dialog.ts'),
      code: "import './antd-react19';\nDialog.confirm({ content: '确定吗' });",
    },
    { filename: at('src/features/cart/x.tsx'), code: 'Toast.clear();\nfoo.show();' },
  ],
  invalid: [
    {
      filename: at('src/features/cart/x.tsx'),
      code: "import Toast from 'antd-mobile/es/components/toast';\nToast.show({ content: '已删除' });",
      errors: [{ messageId: 'missing', data: { call: 'Toast.show' } }],
    },
    {
      filename: at('src/features/product/x.tsx'),
      code: 'ImageViewer.Multi.show({ images: [] });\nDialog.alert({});\nCascadePicker.prompt({});',
      errors: 3,
    },
    {
      // The shim of another path is not the shim.
      filename: at('src/lib/x.ts'),
      code: "import('@/lib/other');\nModal.confirm({});",
      errors: [{ messageId: 'missing' }],
    },
  ],
});

ts.run('shop/guarded-mutations', guardedMutations, {
  valid: [
    {
      filename: at('src/calls/x.ts'),
      code: "import { useQueryClient } from '@tanstack/react-query';\nimport { useGuardedMutation } from '@/lib/use-guarded-mutation';",
    },
  ],
  invalid: [
    {
      filename: at('src/calls/x.ts'),
      code: "import { useMutation, useQuery } from '@tanstack/react-query';",
      errors: [{ messageId: 'bare' }],
    },
    {
      filename: at('src/features/cart/x.tsx'),
      code: "import * as RQ from '@tanstack/react-query';\nexport const m = () => RQ.useMutation({});",
      errors: [{ messageId: 'bare' }],
    },
  ],
});

ts.run('shop/class-prefixes', shop.rules['class-prefixes'], {
  valid: [
    {
      filename: at('src/features/product/x.tsx'),
      code: 'const a = <p className={on ? "pd-tab pd-tab--on" : "pd-tab"} bodyClassName={`pd-x ${b}-y ${c ? " pd-z" : ""}`} />;',
    },
    { filename: at('src/components/sheet/sheet.tsx'), code: 'const a = <div className="sheet__panel" />;' },
    { filename: at('src/app/x.tsx'), code: 'const a = <div className="app" />;' },
    // Outside src/, nothing to check.
    { filename: at('e2e/x.tsx'), code: 'const a = <div className="anything" />;' },
  ],
  invalid: [
    {
      filename: at('src/features/cart/x.tsx'),
      code: 'const a = <p className="cart-line cartx" />;',
      errors: [{ messageId: 'foreign', data: { cls: 'cartx', prefix: 'cart' } }],
    },
    {
      // A class of a shared component set from a feature: use the component instead.
      filename: at('src/features/orders/x.tsx'),
      code: 'const a = <p className={`order-row ${x ? "sheet__panel" : ""}`} />;',
      errors: [{ messageId: 'foreign', data: { cls: 'sheet__panel', prefix: 'order' } }],
    },
    {
      filename: at('src/lib/x.tsx'),
      code: 'const a = <p popupClassName="lib-x" />;',
      errors: [{ messageId: 'foreign', data: { cls: 'lib-x', prefix: 'none: not in a prefixed folder' } }],
    },
  ],
});

const css = new RuleTester({ plugins: { shop }, language: 'shop/css' });
const allowed = { 'src/app/global.css': ['.adm-popup-body-position-bottom'] };

css.run('shop/css-class-prefixes', shop.rules['css-class-prefixes'], {
  valid: [
    {
      filename: at('src/components/carousel/carousel.css'),
      code: "/* .foo */ .carousel { background: url('a.b.png') }\n@media (min-width: 400px) { .carousel__dot:hover, .carousel--on {} }\n@keyframes x { from {} }",
    },
    {
      filename: at('src/app/global.css'),
      code: '.app-x {}\n.adm-popup-body-position-bottom { right: 0 }',
      options: [allowed],
    },
  ],
  invalid: [
    {
      filename: at('src/components/carousel/carousel.css'),
      code: '.carousel__dot {}\n.pd-name {}',
      errors: [{ messageId: 'foreign', data: { cls: 'pd-name', prefix: 'carousel' }, line: 2 }],
    },
    {
      filename: at('src/features/cart/a.css'),
      code: '.cart-row {}\n.cart-row .adm-button {}',
      errors: [{ messageId: 'antd', data: { selector: '.cart-row .adm-button' } }],
    },
    {
      // A listed selector that is gone: the list must not keep it.
      filename: at('src/app/global.css'),
      code: '.app-x {}',
      options: [allowed],
      errors: [{ messageId: 'stale', data: { selector: '.adm-popup-body-position-bottom' } }],
    },
  ],
});

describe('the class prefixes themselves', () => {
  it('should give every feature area a prefix', () => {
    const areas = readdirSync(at('src/features'), { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(areas.map((a) => a.name).filter((a) => !(a in AREA_PREFIX))).toEqual([]);
  });

  it('should keep prefixes apart: none is another with more after a dash', () => {
    const components = readdirSync(at('src/components'), { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const all = ['app', ...components, ...Object.values(AREA_PREFIX)];
    const clashes = all.flatMap((a) =>
      all.filter((b) => a !== b && hasPrefix(b, a)).map((b) => `${a} / ${b}`),
    );
    expect(new Set(all).size).toBe(all.length);
    expect(clashes).toEqual([]);
  });

  it("should find antd-mobile's global rules in the theme, which replaces its global stylesheet, and no other", () => {
    const admSelectors = (file: string) =>
      parseCss(readFileSync(at(file), 'utf8'))
        .flatMap((rule) => rule.selectors)
        .filter((s) => s.includes('.adm-'))
        .sort();
    expect(admSelectors('src/app/theme.css')).toEqual(
      admSelectors('node_modules/antd-mobile/es/global/global.css'),
    );
  });
});
