import { useRef, useState, type ReactNode } from 'react';
import { SlideNear } from './slide-near';
import './carousel.css';

/**
 * A swipe carousel on native scroll snapping: it moves only when the user swipes (docs/product: carousels
 * do not auto-advance), costs no script on the first load and scrolls smoothly in WeChat's browser.
 */
export function Carousel({
  label,
  ratio,
  children,
}: {
  label: string;
  ratio: number;
  children: ReactNode[];
}) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  // The slides whose pictures load: up to the one after the furthest the user has come to, once
  // a finger or the focus is on the carousel (the first slide only before).
  const [reach, setReach] = useState(0);
  const engage = () => setReach((r) => Math.max(r, current + 1));
  const onScroll = () => {
    const el = track.current;
    if (!el || el.clientWidth <= 0) return;
    const at = Math.round(el.scrollLeft / el.clientWidth);
    setCurrent(at);
    setReach((r) => Math.max(r, at + 1));
  };
  return (
    <section
      className="carousel"
      aria-label={label}
      aria-roledescription="carousel"
      style={{ aspectRatio: String(ratio) }}
      onPointerDown={engage}
      onTouchStart={engage}
      onFocus={engage}
    >
      <div className="carousel__track" ref={track} onScroll={onScroll}>
        {children.map((child, i) => (
          <div
            className="carousel__slide"
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} / ${children.length}`}
          >
            <SlideNear.Provider value={i <= reach}>{child}</SlideNear.Provider>
          </div>
        ))}
      </div>
      {children.length > 1 && (
        <div className="carousel__dots" aria-hidden="true">
          {children.map((_, i) => (
            <span key={i} className={i === current ? 'carousel__dot carousel__dot--on' : 'carousel__dot'} />
          ))}
        </div>
      )}
    </section>
  );
}
