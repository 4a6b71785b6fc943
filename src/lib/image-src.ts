// The app asks the image host for the width it shows a picture at (docs/decisions/0012): the
// contract's image URL plus a resize query (`w=360` for the mock), offered to the browser as a
// srcset, so a phone downloads a 160 px card's photo at its screen's density, not the 800 px
// original. A host that ignores the query still serves the original: nothing breaks, it only
// weighs more. Kept small: it is part of the first load of `/`.
import { config } from '@/config';

/**
 * The widths the app ever asks for. A short fixed list, so the host's (and the browser's) caches
 * hold few variants of a picture; each at most 1.5 times the one before, so the one chosen is
 * never much heavier than needed; 750 is a banner's full width.
 */
export const IMAGE_WIDTHS = [80, 120, 160, 240, 360, 480, 640, 750, 960, 1280];

/**
 * A picture as wide as the app's column: the whole screen (phones are 320 px and up) up to 640
 * px, then centred at 640.
 */
export const COLUMN_WIDE = {
  sizes: '(min-width: 640px) 640px, 100vw',
  minWidth: 320,
  maxWidth: 640,
} as const;

/**
 * `url` at `width` px: the resize query `template` (`{w}` stands for the width) appended to a web
 * address or a site path. Undefined for what cannot be resized (`blob:` and `data:` pictures, a
 * photo being picked) and when no template is configured.
 */
export function sizedUrl(
  url: string,
  width: number,
  template: string = config.imageResize,
): string | undefined {
  if (!template.includes('{w}') || !/^(https?:\/\/|\/(?!\/))/i.test(url)) return undefined;
  return `${url}${url.includes('?') ? '&' : '?'}${template.replace('{w}', String(width))}`;
}

/**
 * The widths to offer for a picture shown between `cssWidth` and `maxCssWidth` CSS px wide: from
 * the first that covers it at one device pixel per CSS pixel up to the first that covers it at
 * three (phones' densest screens), or the widest there is.
 */
export function candidateWidths(cssWidth: number, maxCssWidth: number = cssWidth): number[] {
  const from = IMAGE_WIDTHS.findIndex((w) => w >= cssWidth);
  const to = IMAGE_WIDTHS.findIndex((w) => w >= maxCssWidth * 3);
  return from < 0 ? IMAGE_WIDTHS.slice(-1) : IMAGE_WIDTHS.slice(from, to < 0 ? undefined : to + 1);
}

/**
 * The srcset of a picture shown `cssWidth` (up to `maxCssWidth`) CSS px wide; undefined when the
 * URL or the configuration cannot ask for a width. The `src` stays the contract's URL (the
 * original), for the rare browser without srcset.
 */
export function srcSetFor(
  url: string,
  cssWidth: number,
  maxCssWidth: number = cssWidth,
  template: string = config.imageResize,
): string | undefined {
  if (sizedUrl(url, 0, template) === undefined) return undefined;
  return candidateWidths(cssWidth, maxCssWidth)
    .map((w) => `${sizedUrl(url, w, template)} ${w}w`)
    .join(', ');
}
