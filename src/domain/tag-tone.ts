// Product tags come with a colour from the API (docs/product/entities.md: tag_name, color). Drawn as it comes, that
// colour fails WCAG AA as text (the seeded brand orange is 2.9:1 on the card, the blue 3.8:1), and the
// shop draws colours from its theme only. So the API's colour picks one of the theme's tones by
// its hue, and the stylesheet gives each tone a text colour that meets AA.

export type TagTone = 'brand' | 'danger' | 'success' | 'info' | 'neutral';

/** An API colour (#rgb, #rrggbb, rgb()/rgba()) as [r, g, b] from 0 to 255, or undefined. */
function rgbOf(color: string): [number, number, number] | undefined {
  const value = color.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
  }
  const fn = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/][^)]*)?\)$/.exec(value);
  if (fn) {
    const rgb = [fn[1], fn[2], fn[3]].map(Number);
    if (rgb.every((c) => c <= 255)) return rgb as [number, number, number];
  }
  return undefined;
}

/** The theme tone for a tag's API colour: by hue, grey or unreadable colours neutral. */
export function tagTone(color: string | null | undefined): TagTone {
  const rgb = color ? rgbOf(color) : undefined;
  if (!rgb) return 'brand';
  const [r, g, b] = rgb.map((c) => c / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  // Greys (and near-black or near-white) carry no hue to keep.
  if (max - min < 0.15) return 'neutral';
  let hue: number;
  if (max === r) hue = (60 * ((g - b) / (max - min)) + 360) % 360;
  else if (max === g) hue = 60 * ((b - r) / (max - min)) + 120;
  else hue = 60 * ((r - g) / (max - min)) + 240;
  if (hue < 12 || hue >= 330) return 'danger';
  if (hue < 65) return 'brand';
  if (hue < 170) return 'success';
  if (hue < 290) return 'info';
  return 'danger';
}
