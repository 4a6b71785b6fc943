// The accessibility checks of e2e/a11y.spec.ts, each run in the page: axe-core's rules, tap
// targets of at least 44 × 44 px, text zoomed to 200 % without a broken layout, and the forms'
// errors announced. Each returns what is wrong as readable lines, so a failure names the element.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './support';

/** WCAG 2.0/2.1 A and AA and axe's best practices; a violation of these impacts fails the suite. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/**
 * Rules that fail at any impact: axe rates a viewport that forbids zooming "moderate", but text
 * that cannot be enlarged on a phone is the 200 % zoom row of this suite.
 */
const ALWAYS_FAILING = new Set(['meta-viewport']);
/**
 * axe's experimental rules that run beside the tags: a visible label missing from the accessible
 * name (label-content-name-mismatch, WCAG 2.5.3) breaks voice control ("tap 查看订单").
 */
const EXPERIMENTAL_RULES = { 'label-content-name-mismatch': { enabled: true } };

export interface AxeOutcome {
  /** Serious and critical violations (and ALWAYS_FAILING ones), one block per rule. */
  failures: string[];
  /** The rest, for the report (moderate and minor). */
  notes: string[];
}

/**
 * Runs axe-core on the page as it is, or only inside `include` (a CSS selector), and sorts its
 * violations by impact.
 */
export async function axeScan(page: Page, include?: string): Promise<AxeOutcome> {
  // options() replaces what was set before it, so it goes first and withTags adds runOnly to it.
  // Legacy mode runs axe in the page in one call: the default opens a second, blank page to merge
  // the frames' results, about 2 s per scan here, and the shop has no frames to merge.
  // resultTypes: every violating node is still reported; passes and the rest keep one node each,
  // so axe does not build a selector for every passing node (0.3–0.6 s of a 1.1–1.5 s scan on
  // the long pages, 2026-11-28).
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: EXPERIMENTAL_RULES, resultTypes: ['violations'] })
    .withTags(AXE_TAGS);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  const failures: string[] = [];
  const notes: string[] = [];
  for (const v of violations) {
    const fails = FAILING_IMPACTS.has(v.impact ?? '') || ALWAYS_FAILING.has(v.id);
    const nodes = v.nodes.slice(0, 8).map((n) => {
      // The summary's second line says why this node fails (colours and ratio, missing name...).
      const why = (n.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
      return `    ${n.target.join(' ')}\n      ${why}\n      ${n.html.slice(0, 160)}`;
    });
    const more = v.nodes.length > 8 ? [`    … and ${v.nodes.length - 8} more`] : [];
    const block = [
      `  [${v.impact}] ${v.id} (${v.nodes.length}): ${v.help} — ${v.helpUrl}`,
      ...nodes,
      ...more,
    ];
    (fails ? failures : notes).push(block.join('\n'));
  }
  return { failures, notes };
}

/**
 * Waits until the page shows its content: its main landmark, no skeleton or busy region, and no
 * API call of the app still under way (counted from before the navigation by `trackCalls`).
 */
export async function settle(page: Page, inFlight: () => number): Promise<void> {
  await expect(page.locator('main').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], .skeleton')).toHaveCount(0);
  await expect.poll(inFlight, { message: 'API calls still under way' }).toBe(0);
}

/** The attribute `overlayScope` marks an overlay's layer with. */
export const OVERLAY_SCOPE = '[data-a11y-overlay]';

/**
 * Marks the layer an open overlay lives in (its outermost fixed-position box: the sheet, the
 * dialog's frame, the viewer) and returns its selector, so axe scans the overlay and not again the
 * page beneath it. The page was scanned by its route's test; under a mask, axe cannot tell its
 * text's contrast anyway and works through every text node of it to say so (about 2 s of a scan on
 * a long page).
 */
export async function overlayScope(overlay: Locator): Promise<string> {
  await overlay.evaluate((el) => {
    for (const old of document.querySelectorAll('[data-a11y-overlay]'))
      old.removeAttribute('data-a11y-overlay');
    let layer: Element = el;
    for (let a: Element | null = el; a && a !== document.body && a.id !== 'root'; a = a.parentElement)
      if (getComputedStyle(a).position === 'fixed') layer = a;
    layer.setAttribute('data-a11y-overlay', '');
  });
  return OVERLAY_SCOPE;
}

/**
 * Waits until an overlay stops moving: its box and opacity the same over two animation frames
 * (antd-mobile animates its pop-ups from script, so the page's Web Animations do not show it).
 */
export async function standsStill(target: Locator): Promise<void> {
  const pose = () =>
    target.evaluate(
      (el) =>
        new Promise<string>((done) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const b = el.getBoundingClientRect();
              done(`${b.x},${b.y},${b.width},${b.height},${getComputedStyle(el).opacity}`);
            }),
          ),
        ),
    );
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await pose();
        const still = now === last;
        last = now;
        return still;
      },
      { message: 'the overlay still moves', intervals: [50] },
    )
    .toBe(true);
}

/** Counts the page's API calls under way (requests under /api/ not yet answered). */
export function trackCalls(page: Page): () => number {
  const open = new Set<unknown>();
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) open.add(r);
  });
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return () => open.size;
}

/** What the page's interactive elements are: links, buttons, form fields and ARIA widgets. */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[role="option"]',
  '[role="slider"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

export const MIN_TARGET = 44;

export interface TargetRule {
  /** A CSS selector of elements exempt from the 44 px rule. */
  selector: string;
  /** Why (printed when the rule no longer matches anything, so the list stays short). */
  why: string;
}

/**
 * Every visible interactive element whose tap target is smaller than 44 × 44 px. The target is
 * the element's box, or the label around it (a tap on the label works the control). A link inside
 * a sentence is exempt, as in WCAG 2.5.5 ("inline"); so are the elements `allow` names.
 */
export async function smallTargets(page: Page, allow: readonly TargetRule[]): Promise<string[]> {
  return page.evaluate(
    ({ selector, min, allowed }) => {
      const describe = (el: Element) => {
        const name =
          el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().slice(0, 20) ?? '';
        const cls = el.getAttribute('class')?.split(/\s+/).slice(0, 2).join('.') ?? '';
        return `<${el.tagName.toLowerCase()}${cls ? ` class="${cls}"` : ''}> "${name}"`;
      };
      /** A link set in running text: inline, in a block whose text is more than the link's. */
      const inSentence = (el: Element) => {
        if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
        let block = el.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        const own = (el.textContent ?? '').trim().length;
        return !!block && (block.textContent ?? '').trim().length > own;
      };
      const out: string[] = [];
      for (const el of document.querySelectorAll(selector)) {
        if (el.closest('[aria-hidden="true"], [inert]')) continue;
        if (allowed.some((s) => el.matches(s))) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        const own = el.getBoundingClientRect();
        if (own.width === 0 && own.height === 0) continue;
        if (inSentence(el)) continue;
        const host = el.closest('label') ?? el;
        const box = host.getBoundingClientRect();
        let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
        // A positioned control's pseudo-element takes its taps too ([data-tap-target] in
        // src/app/global.css): its box is laid out in the control's padding box.
        if (getComputedStyle(host).position !== 'static')
          for (const pseudo of ['::before', '::after']) {
            const ps = getComputedStyle(host, pseudo);
            if (ps.position !== 'absolute' || ps.content === 'none' || ps.content === 'normal') continue;
            if (ps.pointerEvents === 'none' || ps.display === 'none') continue;
            const hs = getComputedStyle(host);
            const x = box.left + parseFloat(hs.borderLeftWidth) + parseFloat(ps.left);
            const y = box.top + parseFloat(hs.borderTopWidth) + parseFloat(ps.top);
            const [pw, ph] = [parseFloat(ps.width), parseFloat(ps.height)];
            if ([x, y, pw, ph].some(Number.isNaN)) continue;
            [left, top] = [Math.min(left, x), Math.min(top, y)];
            [right, bottom] = [Math.max(right, x + pw), Math.max(bottom, y + ph)];
          }
        // What a clipping box (the control's own, or an ancestor's) cuts off takes no taps.
        for (let a: Element | null = host; a && a !== document.body; a = a.parentElement) {
          const cs = getComputedStyle(a);
          if (!['hidden', 'clip'].includes(cs.overflowX) && !['hidden', 'clip'].includes(cs.overflowY))
            continue;
          const clip = a.getBoundingClientRect();
          [left, top] = [
            Math.max(left, Math.min(clip.left, own.left)),
            Math.max(top, Math.min(clip.top, own.top)),
          ];
          [right, bottom] = [
            Math.min(right, Math.max(clip.right, own.right)),
            Math.min(bottom, Math.max(clip.bottom, own.bottom)),
          ];
        }
        const w = Math.max(own.width, right - left);
        const h = Math.max(own.height, bottom - top);
        // Half a pixel of rounding (a 43.5 px box drawn at device pixels).
        if (w < min - 0.5 || h < min - 0.5)
          out.push(`${describe(el)} is ${w.toFixed(1)} × ${h.toFixed(1)} px`);
      }
      return out;
    },
    { selector: INTERACTIVE, min: MIN_TARGET, allowed: allow.map((a) => a.selector) },
  );
}

/**
 * Text zoom as a phone's setting does it (Android WebView's text zoom, WeChat's font size): every
 * element's text and line height times `factor`, boxes left as the stylesheets size them. Read
 * once for all elements first, then written, so nothing is enlarged twice through inheritance.
 */
export async function zoomText(page: Page, factor: number): Promise<void> {
  await page.evaluate((f) => {
    const elements = [...document.querySelectorAll<HTMLElement>('body *')];
    const sizes = elements.map((el) => {
      const style = getComputedStyle(el);
      return { font: parseFloat(style.fontSize), line: style.lineHeight };
    });
    elements.forEach((el, i) => {
      const { font, line } = sizes[i];
      el.style.setProperty('font-size', `${font * f}px`, 'important');
      if (line.endsWith('px')) el.style.setProperty('line-height', `${parseFloat(line) * f}px`, 'important');
    });
  }, factor);
}

/**
 * What zoomed text broke: the page wider than the screen, and key controls (buttons, tabs, form
 * fields and the links that are not whole cards) that stick out of the screen where nothing
 * scrolls them into view, are cut by a clipping ancestor, or whose own text does not fit.
 */
export async function brokenLayout(page: Page, { baseline = false } = {}): Promise<string[]> {
  return page.evaluate(
    ({ selector, marking }) => {
      const out: string[] = [];
      const root = document.documentElement;
      if (!marking && root.scrollWidth > root.clientWidth + 1)
        out.push(
          `the page is ${root.scrollWidth} px wide on a ${root.clientWidth} px screen (horizontal scroll)`,
        );
      const describe = (el: Element) => {
        const name =
          el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().slice(0, 20) ?? '';
        const cls = el.getAttribute('class')?.split(/\s+/).slice(0, 2).join('.') ?? '';
        return `<${el.tagName.toLowerCase()}${cls ? ` class="${cls}"` : ''}> "${name}"`;
      };
      const clips = (style: CSSStyleDeclaration) =>
        ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
      const scrolls = (el: Element, style: CSSStyleDeclaration) =>
        ['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth;
      const report = (el: Element, line: string) => {
        // At 100 % a control out of sight on purpose (a swipe action behind its row) or cut by
        // design (a one-line summary with an ellipsis) is marked, so zoom is judged on the rest.
        if (marking) el.setAttribute('data-a11y-unzoomed', '');
        else out.push(line);
      };
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        if (el.closest('[aria-hidden="true"], [inert]')) continue;
        if (el.hasAttribute('data-a11y-unzoomed')) continue;
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        // A link wrapping a whole card (photo, name, price) is content, not a key control.
        const card = el.tagName === 'A' && el.querySelector('img, p, div, h2, h3');
        let scroller = false;
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const s = getComputedStyle(a);
          if (scrolls(a, s)) {
            scroller = true;
            break;
          }
          if (!clips(s)) continue;
          const box = a.getBoundingClientRect();
          if (
            r.left < box.left - 1 ||
            r.right > box.right + 1 ||
            r.top < box.top - 1 ||
            r.bottom > box.bottom + 1
          ) {
            report(el, `${describe(el)} is cut by its container ${describe(a)}`);
            break;
          }
        }
        if (!scroller && (r.left < -1 || r.right > root.clientWidth + 1))
          report(
            el,
            `${describe(el)} sticks out of the screen (${Math.round(r.left)}–${Math.round(r.right)} px)`,
          );
        if (card) continue;
        // Its own text: wider or taller than its box (cut, or spilling over its neighbours).
        const texts = [el, ...el.querySelectorAll<HTMLElement>('*')].filter((t) =>
          [...t.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
        );
        for (const t of texts) {
          // The text's own boxes (a range leaves out pseudo-elements such as [data-tap-target]'s box).
          const range = document.createRange();
          range.selectNodeContents(t);
          const text = range.getBoundingClientRect();
          const box = t.getBoundingClientRect();
          const wide = text.left < box.left - 1 || text.right > box.right + 1;
          const tall = text.top < box.top - 1 || text.bottom > box.bottom + 1;
          // A link's text cut short with an ellipsis on purpose (a product name of two lines)
          // is content; a button's or a tab's label is not.
          const ts = getComputedStyle(t);
          const ellipsis =
            ts.textOverflow === 'ellipsis' || (ts.webkitLineClamp !== 'none' && ts.webkitLineClamp !== '');
          if (ellipsis && el.tagName === 'A') continue;
          if (wide || (tall && clips(ts))) {
            report(
              el,
              `${describe(el)}: its text "${t.innerText.trim().slice(0, 20)}" does not fit (${Math.round(text.width)}×${Math.round(text.height)} in ${Math.round(box.width)}×${Math.round(box.height)})`,
            );
            break;
          }
        }
      }
      return marking ? [] : out;
    },
    { selector: INTERACTIVE, marking: baseline },
  );
}

/** A live region: what a screen reader reads out when its text changes. */
const LIVE = '[role="alert"], [role="status"], [role="log"], [aria-live="polite"], [aria-live="assertive"]';

/** The visible texts of the page (each element's own text), and whether each is in a live region. */
export async function visibleTexts(page: Page): Promise<{ text: string; live: boolean }[]> {
  return page.evaluate((live) => {
    const out: { text: string; live: boolean }[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim();
      const el = n.parentElement;
      if (!text || !el || el.closest('[aria-hidden="true"], script, style')) continue;
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
      out.push({ text, live: !!el.closest(live) });
    }
    return out;
  }, LIVE);
}

/**
 * Placeholders whose text is under 4.5:1 on the field's background (axe leaves them out;
 * antd-mobile draws them in a light grey of 1.6:1).
 */
export async function faintPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const rgba = (c: string) => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      const [r, g, b, a = 1] = (
        m
          ? m[1]
              .split(/[\s,/]+/)
              .filter(Boolean)
              .map(Number)
          : [0, 0, 0, 0]
      ) as number[];
      return { r, g, b, a };
    };
    const lum = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const [x, y, z] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * x + 0.7152 * y + 0.0722 * z;
    };
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLInputElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      const rect = el.getBoundingClientRect();
      if (!el.placeholder || rect.width === 0 || el.closest('[aria-hidden="true"]')) continue;
      let bg = { r: 255, g: 255, b: 255, a: 1 };
      for (let a: Element | null = el; a; a = a.parentElement) {
        const c = rgba(getComputedStyle(a).backgroundColor);
        if (c.a > 0) {
          bg = c;
          break;
        }
      }
      const fg = rgba(getComputedStyle(el, '::placeholder').color);
      const blend = (f: number, b: number) => f * fg.a + b * (1 - fg.a);
      const text = { r: blend(fg.r, bg.r), g: blend(fg.g, bg.g), b: blend(fg.b, bg.b) };
      const [hi, lo] = [lum(text), lum(bg)].sort((p, q) => q - p);
      const ratio = (hi + 0.05) / (lo + 0.05);
      if (ratio < 4.5) out.push(`placeholder "${el.placeholder}" is ${ratio.toFixed(2)}:1 on its background`);
    }
    return out;
  });
}
