// The theme (src/app/theme.css) is the shop's one set of colours: these checks read it as the
// browser would (variables resolved) and hold three rules — every text colour meets WCAG AA on the
// backgrounds it is used on, no antd-mobile variable is left out, and no colour value lives
// anywhere else in src.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const THEME = 'src/app/theme.css';
const HEX = /#[0-9a-fA-F]{3,8}\b/g;
const SKIP = [THEME, 'src/api/schema.d.ts', 'src/app/theme.test.ts', 'src/domain/tag-tone.test.ts'];

/** The custom properties declared in a stylesheet's first `:root` block(s), comments removed. */
function variables(css: string): Map<string, string> {
  const vars = new Map<string, string>();
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const block of plain.matchAll(/:root\s*\{([^}]*)\}/g))
    for (const m of block[1].matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) vars.set(m[1], m[2].trim());
  return vars;
}

const theme = variables(readFileSync(THEME, 'utf8'));

/** A token's colour as #rrggbb, following var() references. */
function colour(token: string): string {
  let value = theme.get(token);
  for (let i = 0; value?.startsWith('var(') && i < 10; i++) value = theme.get(value.slice(4, -1).trim());
  if (!value || !/^#[0-9a-f]{6}$/i.test(value)) throw new Error(`${token} is not a #rrggbb colour: ${value}`);
  return value;
}

/** WCAG 2 relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** Every text token, with the backgrounds the shop's stylesheets put it on. */
const TEXT_ON: Record<string, string[]> = {
  '--adm-color-text': ['--adm-color-background', '--adm-color-box', '--shop-divider', '--shop-highlight'],
  '--shop-text-strong': ['--adm-color-background', '--adm-color-box'],
  '--adm-color-text-secondary': [
    '--adm-color-background',
    '--adm-color-box',
    '--shop-divider',
    '--shop-brand-tint',
  ],
  // Hints and placeholders (antd-mobile's own #999999 would be 2.8:1).
  '--adm-color-weak': ['--adm-color-background', '--adm-color-box', '--shop-divider', '--shop-brand-tint'],
  // Prices, links in the brand colour, active tabs.
  '--adm-color-primary': ['--adm-color-background', '--adm-color-box', '--shop-brand-tint'],
  '--shop-primary-strong': ['--adm-color-background', '--shop-brand-tint', '--shop-highlight'],
  '--shop-brand-ink': ['--shop-brand-tint'],
  '--adm-color-danger': ['--adm-color-background', '--adm-color-box'],
  '--adm-color-success': ['--adm-color-background', '--adm-color-box'],
  '--shop-link': ['--adm-color-background', '--adm-color-box', '--shop-info-tint'],
  // White text on the filled buttons, badges and cards.
  '--adm-color-white': [
    '--adm-color-primary',
    '--shop-primary-strong',
    '--adm-color-danger',
    '--adm-color-success',
    '--adm-color-weak',
    '--shop-text-strong',
    '--shop-card-dark',
    '--shop-card-dark-end',
    '--shop-card-muted',
    '--shop-card-muted-end',
    '--shop-wechat',
    '--shop-alipay',
    '--shop-link',
    '--shop-media',
  ],
};

describe('theme', () => {
  const pairs = Object.entries(TEXT_ON).flatMap(([text, backgrounds]) => backgrounds.map((bg) => [text, bg]));

  it.each(pairs)('should give %s on %s a contrast of at least 4.5:1 (WCAG AA)', (text, bg) => {
    expect(contrast(colour(text), colour(bg))).toBeGreaterThanOrEqual(4.5);
  });

  it('should measure contrast as WCAG does', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it("should declare every variable of antd-mobile's global stylesheet", () => {
    const antd = variables(readFileSync('node_modules/antd-mobile/es/global/global.css', 'utf8'));
    const missing = [...antd.keys()].filter(
      (name) => !theme.has(name) && name !== '--adm-color-background-body',
    );
    expect(missing).toEqual([]);
  });

  it('should keep colour values out of every other file in src', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        // schema.d.ts is generated from the contract (its descriptions quote tag colours); this
        // test checks the contrast formula on known colours; tag-tone.test.ts reads API colours.
        else if (/\.(css|tsx?)$/.test(entry.name) && !SKIP.includes(path))
          for (const [i, line] of readFileSync(path, 'utf8').split('\n').entries())
            for (const m of line.matchAll(HEX)) offenders.push(`${path}:${i + 1} ${m[0]}`);
      }
    };
    walk('src');
    expect(offenders).toEqual([]);
  });

  it('should declare every variable a stylesheet or component reads (an unknown one draws nothing)', () => {
    const declared = new Set<string>();
    const used: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.(css|tsx?)$/.test(entry.name) && !entry.name.includes('.test.')) {
          const text = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
          for (const m of text.matchAll(/['"]?(--[\w-]+)['"]?\s*:/g)) declared.add(m[1]);
          for (const m of text.matchAll(/var\((--[\w-]+)\s*\)/g)) used.push(`${path} ${m[1]}`);
        }
      }
    };
    walk('src');
    expect(used.filter((u) => !declared.has(u.split(' ')[1]))).toEqual([]);
  });
});
