// When a lazy picture asks for its file (docs/decisions/0012). The browser's own lazy loading
// starts 1,250–2,500 px ahead of the screen: on a detail page that is the real photos and the
// reviews' photos, about half a megabyte, downloading beside the page's largest picture and its
// code. One observer for every lazy picture of the page asks at half a screen ahead (and a screen
// to each side, so a carousel's next slide is ready), which a thumb's scroll does not outrun.
import { useEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

export const NEAR_MARGIN = '50% 100% 50% 100%';

let observer: IntersectionObserver | undefined;
const waiting = new Map<Element, () => void>();

// The pictures that came near, drawn one per task: a page's first layout brings a screenful at
// once, and one render of them all (each new src starts a download) was a long task right after
// the first paint (docs/performance.md, "after the first paint").
const arrived: Element[] = [];
let draining = false;

function drawNext(): void {
  const el = arrived.shift();
  const done = el && waiting.get(el);
  if (el) waiting.delete(el);
  if (done) flushSync(done);
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
 * Whether the element is near the screen yet (always, when `lazy` is false or the browser has no
 * IntersectionObserver); it stays near once it was.
 */
export function useNearScreen(ref: RefObject<Element | null>, lazy: boolean): boolean {
  const watch = lazy && typeof IntersectionObserver !== 'undefined';
  const [near, setNear] = useState(!watch);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    return whenNear(el, () => setNear(true));
  }, [near, ref]);
  return near;
}
