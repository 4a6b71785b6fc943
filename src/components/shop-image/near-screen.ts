// When a lazy picture asks for its file (docs/decisions/0012). The browser's own lazy loading
// starts 1,250–2,500 px ahead of the screen: on a detail page that is the real photos and the
// reviews' photos, about half a megabyte, downloading beside the page's largest picture and its
// code. One observer for every lazy picture of the page asks at half a screen ahead (and a screen
// to each side, so a carousel's next slide is ready), which a thumb's scroll does not outrun.
import { useEffect, type RefObject } from 'react';

export const NEAR_MARGIN = '50% 100% 50% 100%';

let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();

// The pictures that came near, given their files one per task: a page's first layout brings a
// screenful at once, and under Lighthouse's instrumentation each new download costs the main thread
// about 10 ms (docs/performance.md, "after the first paint").
const arrived: Element[] = [];
let draining = false;

function drawNext(): void {
  const el = arrived.shift();
  const done = el && waiting.get(el);
  if (el) waiting.delete(el);
  done?.();
  draining = arrived.length > 0;
  if (draining) setTimeout(drawNext, 0);
}

function whenNear(el: Element, onNear: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        arrived.push(entry.target);
      }
      if (!draining) drawNext();
    },
    { rootMargin: NEAR_MARGIN },
  );
  waiting.set(el, onNear);
  observer.observe(el);
  return () => {
    waiting.delete(el);
    observer?.unobserve(el);
  };
}

/**
 * Calls `draw` once the element comes near the screen, and again when `draw` changes (a new
 * picture); nothing when `watch` is false (the caller shows it at once). `draw` writes the DOM
 * itself: a React update per picture was a render and commit from the root for one attribute.
 */
export function useDrawWhenNear(ref: RefObject<Element | null>, watch: boolean, draw: () => void): void {
  useEffect(() => {
    const el = ref.current;
    if (!watch || !el) return;
    return whenNear(el, draw);
  }, [ref, watch, draw]);
}
