// One class prefix per folder (docs/decisions/0015-class-prefixes.md): every class a stylesheet
// selects and every class a component sets starts with its folder's prefix, as antd-mobile's
// start with `adm-`. Stylesheets are global, so this is what keeps two folders' rules apart.
// antd-mobile's own classes appear only in the few selectors listed below, where no variable or
// prop does the job.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** The prefix of each feature area (a short one where the area's name is taken). */
const AREA_PREFIX: Record<string, string> = {
  account: 'account',
  cart: 'cart',
  catalogue: 'catalogue',
  home: 'home',
  orders: 'order',
  parts: 'part',
  // `product` would swallow the shared product-card and product-grid.
  product: 'pd',
  reviews: 'review',
  user: 'user',
};

/**
 * The selectors with an antd-mobile class, each where antd-mobile has no variable or prop for it
 * (the reasons are in decision 0015). A new one fails this test until it is argued there.
 */
const ANTD_SELECTORS: Record<string, string[]> = {
  // antd-mobile's own global rules: the theme replaces its global stylesheet (checked below).
  'src/app/theme.css': [
    '.adm-plain-anchor',
    '.adm-plain-anchor:active',
    'body.adm-overflow-hidden',
    'div.adm-px-tester',
  ],
  // SPEC 9: the region list is 300 px; Picker's style prop cannot reach its inner PickerView.
  // WCAG 2.5.5: the header's 取消 and 确定 are 44 px high; their padding has no variable.
  'src/features/user/components/area-picker.css': [
    '.user-area-picker .adm-picker-body > .adm-picker-view',
    '.user-area-picker .adm-picker-header-button',
  ],
  // SPEC 9: a swipe reveals 80 px; SwipeAction has no width for its action buttons.
  'src/features/cart/shop-cart-page.css': ['.cart-row .adm-swipe-action-action-button'],
  'src/features/user/collection-page.css': ['.user-collection-row .adm-swipe-action-action-button'],
  // The layout caps at 640 px: every pop-up (Popup, and Picker and ActionSheet inside it) takes the
  // centred column; Popup's body is `width: 100%; left: 0` with no variable for it (decision 0014).
  'src/app/global.css': ['.adm-popup-body-position-bottom', '.adm-popup-body-position-top'],
  // WCAG 2.5.5: a text field takes taps over its row's height (44 px); Input has no prop or
  // variable for its element's height.
  'src/components/form/form.css': ['.form-field__input .adm-input-element'],
  'src/features/user/coupon-page.css': ['.user-redeem-bar__input .adm-input-element'],
};

/** The prefix a file's classes carry: its area, its component folder, or `app`. */
export function prefixOf(file: string): string | undefined {
  const [root, layer, name] = file.split('/');
  if (root !== 'src') return undefined;
  if (layer === 'components' && name) return name;
  if (layer === 'features' && name) return AREA_PREFIX[name];
  if (layer === 'app') return 'app';
  return undefined;
}

export const hasPrefix = (cls: string, prefix: string) =>
  cls === prefix || cls.startsWith(`${prefix}-`) || cls.startsWith(`${prefix}__`);

/** The selectors of a stylesheet (comments, strings and url() removed; at-rules skipped). */
export function selectorsOf(css: string): string[] {
  const plain = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, 'url()')
    .replace(/"[^"]*"|'[^']*'/g, '""');
  return [...plain.matchAll(/([^{};]+)\{/g)]
    .map((m) => m[1].replace(/\s+/g, ' ').trim())
    .filter((s) => !s.startsWith('@'))
    .flatMap((s) => s.split(',').map((part) => part.trim()));
}

const classesOf = (selector: string) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);

/** What breaks the rule in one stylesheet: foreign classes, and antd-mobile selectors not listed. */
export function cssBreaches(file: string, css: string, allowed: string[] = []): string[] {
  const prefix = prefixOf(file);
  const breaches: string[] = [];
  for (const selector of selectorsOf(css)) {
    const classes = classesOf(selector);
    if (classes.some((c) => c.startsWith('adm-'))) {
      if (!allowed.includes(selector)) breaches.push(`${file}: antd-mobile internals in "${selector}"`);
    }
    for (const c of classes)
      if (!c.startsWith('adm-') && (prefix === undefined || !hasPrefix(c, prefix)))
        breaches.push(`${file}: .${c} (prefix ${prefix ?? 'none: not in a prefixed folder'})`);
  }
  return breaches;
}

/**
 * The class names a component sets: every string in a `className` attribute (and bodyClassName,
 * popupClassName...), split at spaces; a piece before `${…}` counts as the start of a class.
 */
export function jsxClassesOf(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const texts: string[] = [];
  const collect = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      texts.push(node.head.text);
      for (const span of node.templateSpans) {
        collect(span.expression);
        // The text right after `${…}` continues a class only when it does not start with a space.
        texts.push(span.literal.text.replace(/^[^\s]+/, ''));
      }
      return;
    }
    node.forEachChild(collect);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && /className$/i.test(node.name.getText(sf)) && node.initializer)
      collect(node.initializer);
    node.forEachChild(visit);
  };
  visit(sf);
  return texts.flatMap((t) => t.split(/\s+/)).filter(Boolean);
}

export function jsxBreaches(file: string, source: string): string[] {
  const prefix = prefixOf(file);
  return jsxClassesOf(file, source)
    .filter((c) => prefix === undefined || !hasPrefix(c, prefix))
    .map((c) => `${file}: className "${c}" (prefix ${prefix ?? 'none: not in a prefixed folder'})`);
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
const files = walk('src');
const stylesheets = files.filter((f) => f.endsWith('.css'));
const components = files.filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'));

describe('class prefixes', () => {
  it('should give every feature area a prefix', () => {
    const areas = readdirSync('src/features', { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(areas.map((a) => a.name).filter((a) => !(a in AREA_PREFIX))).toEqual([]);
  });

  it('should keep prefixes apart: none is another with more after a dash', () => {
    const components = readdirSync('src/components', { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    const all = ['app', ...components, ...Object.values(AREA_PREFIX)];
    const clashes = all.flatMap((a) =>
      all.filter((b) => a !== b && hasPrefix(b, a)).map((b) => `${a} / ${b}`),
    );
    expect(new Set(all).size).toBe(all.length);
    expect(clashes).toEqual([]);
  });

  it.each(stylesheets)('should select only its own prefix in %s', (file) => {
    expect(cssBreaches(file, readFileSync(file, 'utf8'), ANTD_SELECTORS[file])).toEqual([]);
  });

  it.each(components)('should set only its own prefix in %s', (file) => {
    expect(jsxBreaches(file, readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('should list only antd-mobile selectors that still exist', () => {
    const stale = Object.entries(ANTD_SELECTORS).flatMap(([file, selectors]) => {
      const present = selectorsOf(readFileSync(file, 'utf8'));
      return selectors.filter((s) => !present.includes(s)).map((s) => `${file}: ${s}`);
    });
    expect(stale).toEqual([]);
  });

  it("should copy antd-mobile's global rules into the theme, and no other antd-mobile rule", () => {
    const antd = selectorsOf(readFileSync('node_modules/antd-mobile/es/global/global.css', 'utf8')).filter(
      (s) => s.includes('.adm-'),
    );
    expect(antd.sort()).toEqual([...ANTD_SELECTORS['src/app/theme.css']].sort());
  });

  describe('the checks themselves', () => {
    it('should report a class of another folder, in a stylesheet and in a component', () => {
      expect(cssBreaches('src/components/carousel/carousel.css', '.carousel__dot {} .pd-name {}')).toEqual([
        'src/components/carousel/carousel.css: .pd-name (prefix carousel)',
      ]);
      expect(jsxBreaches('src/features/cart/x.tsx', 'const a = <p className="cart-line cartx" />;')).toEqual([
        'src/features/cart/x.tsx: className "cartx" (prefix cart)',
      ]);
    });

    it('should read classes from conditional and template class names', () => {
      const source =
        'const a = <p className={on ? "pd-tab pd-tab--on" : "pd-tab"} bodyClassName={`x ${b}-y ${c ? " is-on" : ""}`} />;';
      expect(jsxClassesOf('src/features/product/x.tsx', source).sort()).toEqual(
        ['pd-tab', 'pd-tab', 'pd-tab--on', 'x', 'is-on'].sort(),
      );
    });

    it('should report an antd-mobile selector that is not listed, and ignore urls and comments', () => {
      const css = "/* .foo */ .cart-row { background: url('a.b.png') } .cart-row .adm-button {}";
      expect(cssBreaches('src/features/cart/a.css', css)).toEqual([
        'src/features/cart/a.css: antd-mobile internals in ".cart-row .adm-button"',
      ]);
    });
  });
});
