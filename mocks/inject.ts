// Hostile content for the security journeys (docs/security.md, e2e/security-content.spec.ts):
// the control API writes an attacker's text into every field the shop shows as text (names, nick
// names, titles, review text, comments, addresses, coupons, order lines, logistics), or an
// attacker's link into every banner's and activity's jump_url. A store write, so the data still
// goes through the handlers and the contract-checking proxy like any other.
import type { MockDb } from './mock';

/**
 * The text fields of each area's saved state that some screen shows. Ids, codes, prices, times,
 * picture addresses, mobiles and passwords are left alone: they have patterns in the contract
 * and the shop never shows them as free text.
 */
export const TEXT_FIELDS = {
  accounts: ['nickName', 'info', 'explain'],
  addresses: ['address_name', 'address_street'],
  catalogue: [
    'name',
    'str1',
    'str2',
    'subTitle',
    'desc',
    'checkRes',
    'result',
    'group_name',
    'professional',
    'bonusStr',
    'optionNames',
  ],
  orders: ['name', 'spec', 'remark', 'customerName', 'contacts', 'street', 'city'],
  reviews: ['content', 'label', 'title', 'name'],
} as const satisfies Partial<Record<keyof MockDb, readonly string[]>>;

/** Fields the contract keeps short (Address.address_name: maxLength 20): they get `short`. */
const LIMITS: Record<string, number> = { address_name: 20 };

/** What the home page and the activity list show from the catalogue's fixed content. */
const CONTENT_TEXT = ['title', 'adv_string'];

export interface Payload {
  /** '{field}' in it becomes the field's name, so a hit says where it came from. */
  text: string;
  /** For the fields the contract keeps short; the same for every field. */
  short: string;
}

/** The payload for one field, within the contract's limit for it. */
function tainted(payload: Payload, field: string): string {
  const text = payload.text.replaceAll('{field}', field);
  return text.length <= (LIMITS[field] ?? Infinity) ? text : payload.short;
}

/** Rewrites, in place, every string (or string list) under one of `keys`, at any depth. */
function rewrite(value: unknown, keys: ReadonlySet<string>, payload: Payload): void {
  if (value instanceof Map) {
    for (const v of value.values()) rewrite(v, keys, payload);
    return;
  }
  if (Array.isArray(value)) {
    for (const v of value) rewrite(v, keys, payload);
    return;
  }
  if (!value || typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  for (const [key, v] of Object.entries(record)) {
    if (keys.has(key) && typeof v === 'string' && v !== '') record[key] = tainted(payload, key);
    else if (keys.has(key) && Array.isArray(v) && v.every((x) => typeof x === 'string'))
      record[key] = v.map(() => tainted(payload, key));
    else rewrite(v, keys, payload);
  }
}

/** Writes the payload into every shown text field of every area (and the home content). */
export function injectText(db: MockDb, payload: Payload): void {
  for (const [area, fields] of Object.entries(TEXT_FIELDS) as [
    keyof typeof TEXT_FIELDS,
    readonly string[],
  ][]) {
    const store = db[area];
    const state = structuredClone(store.snapshot()) as unknown;
    rewrite(state, new Set(fields), payload);
    store.restore(state);
  }
  const { banners, activityBanners, activities, videos } = db.catalogue.content;
  rewrite([banners, activityBanners, activities, videos], new Set(CONTENT_TEXT), payload);
}

/** Points every banner's, activity banner's and activity's jump_url at `link`. */
export function injectLink(db: MockDb, link: string): void {
  const { banners, activityBanners, activities } = db.catalogue.content;
  for (const item of [...banners, ...activityBanners, ...activities]) item.jump_url = link;
}
