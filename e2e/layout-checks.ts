// Layout checks shared by the phone-layout journeys and the per-route width check.
import type { Page } from '@playwright/test';

/** The app's column: wider screens show it centred (--app-max-width). */
export const COLUMN = 640;
/** An iPhone's home indicator. */
export const INSET_BOTTOM = 34;

/**
 * What is wrong with the page's fixed layer on this screen: every element of a fixed bar, sheet or
 * pop-up (a full-screen mask aside) inside the app's centred column; on a bar at the bottom edge,
 * every control above the home indicator (`inset`: its height, 0 without one); and the page's own last text and controls, scrolled to
 * the end, above the bottom bars (the page keeps their room).
 */
export async function fixedLayerProblems(page: Page, inset = 0): Promise<string[]> {
  return page.evaluate(
    ({ column, inset }) => {
      const width = document.documentElement.clientWidth;
      const height = window.innerHeight;
      const left = (width - Math.min(width, column)) / 2;
      const right = left + Math.min(width, column);
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 20)}"`;
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return r.width > 1 && r.height > 1 && style.visibility !== 'hidden' && style.opacity !== '0';
      };
      const fullScreen = (r: DOMRect) => r.left <= 0 && r.right >= width && r.top <= 0 && r.bottom >= height;
      const fixed = [...document.querySelectorAll('body *')].filter(
        (el) => getComputedStyle(el).position === 'fixed' && shown(el),
      );
      const problems: string[] = [];
      let barsTop = height;
      for (const root of fixed) {
        const r = root.getBoundingClientRect();
        const atBottom = r.bottom >= height - 1;
        if (atBottom && !fullScreen(r)) barsTop = Math.min(barsTop, r.top);
        for (const el of [root, ...root.querySelectorAll('*')]) {
          if (!shown(el)) continue;
          const b = el.getBoundingClientRect();
          if (!fullScreen(b) && (b.left < left - 0.5 || b.right > right + 0.5))
            problems.push(`outside the column: ${name(el)} ${Math.round(b.left)}–${Math.round(b.right)}`);
          const control = el.matches('a, button, input, textarea, [role="button"]');
          if (atBottom && control && !fullScreen(b) && b.bottom > height - inset + 0.5)
            problems.push(`on the home indicator: ${name(el)} ends at ${Math.round(b.bottom)}`);
        }
      }
      // The page itself, scrolled to its end: nothing of it left under the bottom bars (unless a
      // mask covers it: a sheet is open over the page).
      if (fixed.some((el) => fullScreen(el.getBoundingClientRect()))) return problems;
      window.scrollTo(0, document.documentElement.scrollHeight);
      const inFixed = (el: Element) => fixed.some((f) => f.contains(el));
      for (const el of document.querySelectorAll('#root *')) {
        if (inFixed(el) || !shown(el)) continue;
        const ownText = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
        );
        if (!ownText && !el.matches('a, button, input, textarea, img')) continue;
        const b = el.getBoundingClientRect();
        if (b.bottom > barsTop + 0.5 && b.top < height) problems.push(`under the bottom bar: ${name(el)}`);
      }
      return problems;
    },
    { column: COLUMN, inset },
  );
}
