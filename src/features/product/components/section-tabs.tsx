import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { FOLLOW_DELAY_MS, SECTIONS, TABS_OFFSET } from '../texts';

type SectionId = (typeof SECTIONS)[number]['id'];

/**
 * Where the tabs end once stuck: their sticky top (under the page header) plus their height. A
 * browser without layout (tests) falls back to the tabs' own height.
 */
function stuckBottom(nav: RefObject<HTMLElement | null>): number {
  const el = nav.current;
  if (!el) return TABS_OFFSET;
  const top = parseFloat(getComputedStyle(el).top);
  return (Number.isFinite(top) ? top : 0) + (el.offsetHeight || TABS_OFFSET);
}

/** The section whose top has passed under the tabs (the first one above the page's top). */
function currentSection(offset: number): SectionId {
  let current: SectionId = SECTIONS[0].id;
  for (const s of SECTIONS) {
    const el = document.getElementById(s.id);
    if (el && el.getBoundingClientRect().top - offset <= 1) current = s.id;
  }
  return current;
}

/**
 * The four tabs anchored to 商品 / 质检 / 实拍 / 评价 (docs/product/screens.md, docs/product/limits.md): a tap scrolls its section to just
 * under the tabs (and the page header above them), and the highlighted tab follows the scroll.
 * After a tap the tabs wait 500 ms before following again, so a smooth scroll does not flick
 * through the sections between; then they catch up with wherever the page is (a scroll made during
 * the wait has no later scroll event to follow).
 */
export function SectionTabs() {
  const [active, setActive] = useState<SectionId>(SECTIONS[0].id);
  const pausedUntil = useRef(0);
  const catchUp = useRef(0);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (performance.now() < pausedUntil.current) return;
        setActive(currentSection(stuckBottom(nav)));
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      clearTimeout(catchUp.current);
    };
  }, []);

  const go = useCallback((id: SectionId) => {
    const el = document.getElementById(id);
    if (!el) return;
    setActive(id);
    pausedUntil.current = performance.now() + FOLLOW_DELAY_MS;
    clearTimeout(catchUp.current);
    catchUp.current = window.setTimeout(() => setActive(currentSection(stuckBottom(nav))), FOLLOW_DELAY_MS);
    const top = el.getBoundingClientRect().top + window.scrollY - stuckBottom(nav);
    window.scrollTo({ top: Math.max(0, top), behavior: 'smooth' });
    // Keyboard and screen-reader users land in the section, not back at the tabs.
    el.focus({ preventScroll: true });
  }, []);

  return (
    <nav ref={nav} className="pd-tabs" aria-label="详情分区">
      {SECTIONS.map((s) => (
        <button
          key={s.id}
          type="button"
          className={active === s.id ? 'pd-tabs__tab pd-tabs__tab--on' : 'pd-tabs__tab'}
          aria-current={active === s.id ? 'location' : undefined}
          onClick={() => go(s.id)}
        >
          {s.label}
        </button>
      ))}
    </nav>
  );
}
