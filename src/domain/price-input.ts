// The custom price fields of /commodity (docs/product/validation.md).
/**
 * A custom price field's text as the shopper means it: full-width digits (a Chinese keyboard) as
 * digits, without the spaces and invisible characters a paste brings, at most `max` characters.
 *
 * Its own module, for the bundle: price-range.ts is on the first load of `/` and this is not
 * needed there; and not taken from src/validation, because the catalogue's code is one chunk with
 * everything it imports, and the forms' rules in it would put that chunk on every form's route.
 */
export function typedPrice(value: string, max: number): string {
  return value
    .replace(/[\uff10-\uff19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s\u200b-\u200f\u2028-\u202e\u2060-\u2064\ufeff]/g, '')
    .slice(0, max);
}
