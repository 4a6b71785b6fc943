// The app asks the image host for the width it shows a picture at (docs/decisions/0012): the
// contract's image URL plus a resize query (`w=360` for the mock), offered to the browser as a
// srcset, so a phone downloads a 160 px card's photo at its screen's density, not the 800 px
// original. A host that ignores the query still serves the original: nothing breaks, it only
// weighs more.
import { config } from '@/config';

/**
 * The widths the app ever asks for. A short fixed list, so the host's (and the browser's) caches
 * hold few variants of a picture; 750 is a banner's full width.
 */
export const IMAGE_WIDTHS = [80, 160, 240, 360, 480, 640, 750, 960, 1280] as const;

/** A picture as wide as the app's column: the whole screen up to 640 px, then centred at 640. */
export const COLUMN_WIDE = { sizes: '(min-width: 640px) 640px, 100vw', maxWidth: 640 } as const;

/** Phones' screens go up to three device pixels per CSS pixel. */
const MAX_DENSITY = 3;

/** Only web addresses can be resized; `blob:` and `data:` pictures (a photo being picked) cannot. */
const RESIZABLE = /^(https?:\/\/|\/(?!\/))/i;

/**
 * `url` at `width` px through the resize query `template` (`{w}` stands for the width): a
 * `key=value` template replaces that key if the URL has it already; any other is appended as is
 * (`imageView2/2/w/{w}`). Undefined when the URL or the template cannot ask for a size.
 */
export function sizedUrl(
  url: string,
  width: number,
  template: string = config.imageResize,
): string | undefined {
  if (!template.includes('{w}') || !RESIZABLE.test(url)) return undefined;
  const query = template.replaceAll('{w}', String(Math.round(width)));
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  let base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const eq = query.indexOf('=');
  if (eq > 0) {
    const key = query.slice(0, eq).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    base = base.replace(new RegExp(`([?&])${key}=[^&]*(&|$)`), (_, lead: string, tail: string) =>
      tail ? lead : '',
    );
  }
  // A space would end the address inside a srcset.
  return `${base}${base.includes('?') ? '&' : '?'}${query}${hash}`.replace(/ /g, '%20');
}

/**
 * The widths to offer for a picture shown between `cssWidth` and `maxCssWidth` CSS px wide: from
 * the first that covers it at one device pixel per CSS pixel up to the first that covers it at
 * three (or the widest there is).
 */
export function candidateWidths(cssWidth: number, maxCssWidth: number = cssWidth): number[] {
  const low = Math.min(cssWidth, maxCssWidth);
  const high = Math.max(cssWidth, maxCssWidth) * MAX_DENSITY;
  const out: number[] = [];
  for (const w of IMAGE_WIDTHS) {
    if (w < low && w !== IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]) continue;
    out.push(w);
    if (w >= high) break;
  }
  return out;
}

export interface ImageSources {
  src: string;
  srcSet?: string;
}

/**
 * `src` and `srcSet` for a picture shown `cssWidth` (up to `maxCssWidth`) CSS px wide. `src`, for
 * a browser without srcset, is the width that covers a two-density screen. Without a resizable
 * URL or a resize query: the URL as it is.
 */
export function imageSources(
  url: string,
  cssWidth: number,
  maxCssWidth: number = cssWidth,
  template: string = config.imageResize,
): ImageSources {
  const widths = candidateWidths(cssWidth, maxCssWidth);
  const first = sizedUrl(url, widths[0], template);
  if (first === undefined) return { src: url };
  const fallback = widths.find((w) => w >= cssWidth * 2) ?? widths[widths.length - 1];
  return {
    src: sizedUrl(url, fallback, template) ?? url,
    srcSet: widths.map((w) => `${sizedUrl(url, w, template)} ${w}w`).join(', '),
  };
}
