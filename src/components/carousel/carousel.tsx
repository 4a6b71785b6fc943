import { useRef, useState, type ReactNode } from 'react';
import './carousel.css';

/**
 * A swipe carousel on native scroll snapping: it moves only when the user swipes (SPEC: carousels
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
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };
  return (
    <section
      className="carousel"
      aria-label={label}
      aria-roledescription="carousel"
      style={{ aspectRatio: String(ratio) }}
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
            {child}
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
