import { useCallback, useContext, useRef, type ImgHTMLAttributes } from 'react';
import { SlideNear } from '@/components/carousel/slide-near';
import { srcSetFor } from '@/lib/image-src';
import { useDrawWhenNear } from './near-screen';

/**
 * How a picture loads: `lazy` (below the first screen: only when scrolled near), `eager` (in the
 * first screen), `priority` (the page's largest picture, what its largest paint waits for:
 * fetched first) or `after-largest` (in the first screen of a page whose largest picture is
 * another: fetched at once but at low priority, so it does not take that picture's bandwidth, and
 * the browser does not raise it when it finds it on screen).
 */
export type ImageLoad = 'lazy' | 'eager' | 'priority' | 'after-largest';

const FETCH_PRIORITY: Record<ImageLoad, 'high' | 'low' | undefined> = {
  lazy: undefined,
  eager: undefined,
  priority: 'high',
  'after-largest': 'low',
};

export interface ShopImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading'
> {
  src: string;
  alt: string;
  /**
   * The box the picture is shown in, CSS px: the width and height attributes (the browser keeps
   * the room before the picture arrives: no layout shift) and the width asked of the image host.
   */
  width: number;
  height: number;
  /**
   * The narrowest and widest the box gets when it stretches with the screen (CSS px), for the
   * widths offered (default: `width`).
   */
  minWidth?: number;
  maxWidth?: number;
  /** How wide the box is on each screen, for the browser's choice (default: `width` px). */
  sizes?: string;
  load?: ImageLoad;
}

/**
 * Every picture of the shop from the API: asks the host for the width it is shown at (srcset and
 * sizes: docs/decisions/0012), keeps its room (width and height), loads lazily unless told it is
 * in the first screen (or on a carousel slide not swiped near), and decodes off the main thread.
 * Its `src` is the URL as the API gave it.
 */
export function ShopImage({
  src,
  alt,
  width,
  height,
  minWidth,
  maxWidth,
  sizes,
  load = 'lazy',
  ...rest
}: ShopImageProps) {
  const srcSet = srcSetFor(src, minWidth ?? width, maxWidth);
  // On a carousel slide not yet near: the room and the text, not the picture (slide-near.ts).
  const slideNear = useContext(SlideNear);
  // Below the first screen: only once it comes within half a screen (near-screen.ts), which
  // writes the two attributes itself; React renders them for the others (and without an observer).
  const ref = useRef<HTMLImageElement>(null);
  const watch = load === 'lazy' && slideNear && typeof IntersectionObserver !== 'undefined';
  const draw = useCallback(() => {
    const img = ref.current;
    if (!img) return;
    // A picture the host cannot resize (srcSet undefined) keeps no widths of the one before it.
    if (srcSet) img.setAttribute('srcset', srcSet);
    else img.removeAttribute('srcset');
    img.setAttribute('src', src);
  }, [src, srcSet]);
  useDrawWhenNear(ref, watch, draw);
  const shown = slideNear && !watch;
  return (
    <img
      {...rest}
      ref={ref}
      src={shown ? src : undefined}
      srcSet={shown ? srcSet : undefined}
      sizes={srcSet && (sizes ?? `${width}px`)}
      alt={alt}
      width={width}
      height={height}
      loading={load === 'lazy' ? 'lazy' : undefined}
      fetchPriority={FETCH_PRIORITY[load]}
      decoding="async"
    />
  );
}
