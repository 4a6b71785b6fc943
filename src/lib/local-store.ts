// Every value the shop saves locally (docs/product/entities.md "Saved locally"), behind one typed key → value map.
// localStorage is untrusted and not always there: older versions of the site, other tabs or users
// may have left any text under these keys, private mode and some in-app browsers (WeChat) throw on
// access or on write. So values are validated on read (a bad one reads as absent and is removed;
// the address and coupon against the contract's schemas), and when storage fails the value is
// kept in memory for the life of the page instead of being lost.
import type { components } from '@/api/schema';
import { commodityQueryString, parseCommodityQuery, type CommodityQuery } from '@/domain/commodity-query';
import { parseShape } from './contract-shape';
import { readRaw, removeLocal, writeRaw } from './local-raw';

type Address = components['schemas']['Address'];
type Coupon = components['schemas']['Coupon'];

/** The brand last picked on the category page, for the list header and the way back. */
export interface BandData {
  typeId?: number;
  brandId: number;
  brandName: string;
}

/** The coupon chosen on /user/coupon for an order line (productId query) on order confirm. */
export interface CouponChoice {
  productId?: number;
  coupon: Coupon;
}

export interface LocalValues {
  /** Referral code from a `ref` query value (route guard); sent with the order (pay_info.ref). */
  ref: string;
  /** Times the gift popup has been shown (compared with the gift's rate_time). */
  giftTate: number;
  /** When the gift popup was last shown, epoch ms (at most once a day). */
  startTime: number;
  /** The last /commodity filters, to restore the list. */
  commodityData: CommodityQuery;
  /** The brand last picked on the category page (the key's spelling is the legacy one). */
  bandData: BandData;
  /** The coupon chosen for order confirm. */
  couponData: CouponChoice;
  /** The address chosen for order confirm (a snapshot; cleared on union login). */
  addressData: Address;
  /** The user chose to use no coupon on order confirm. */
  cancelCoupon: boolean;
}

export type LocalKey = keyof LocalValues;

interface Codec<T> {
  encode(value: T): string;
  decode(raw: string): T | undefined;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;
const isStr = (v: unknown): v is string => typeof v === 'string';
const optional = (v: unknown, guard: (x: unknown) => boolean): boolean => v === undefined || guard(v);

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/** JSON read back through `read`: anything it does not return reads as absent. */
const jsonOf = <T>(read: (v: unknown) => T | undefined): Codec<T> => ({
  encode: (value) => JSON.stringify(value),
  decode: (raw) => read(parseJson(raw)),
});

/** JSON with a check on read: anything that does not pass reads as absent. */
const json = <T>(check: (v: unknown) => v is T): Codec<T> => jsonOf((v) => (check(v) ? v : undefined));

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** A coupon choice whose coupon is the contract's Coupon (its fields only). */
function couponChoice(v: unknown): CouponChoice | undefined {
  if (!isObj(v)) return undefined;
  const { productId } = v;
  const coupon = parseShape('Coupon', v.coupon);
  if (!coupon || !optional(productId, isId)) return undefined;
  return productId === undefined ? { coupon } : { productId: productId as number, coupon };
}

const isBandData = (v: unknown): v is BandData =>
  isObj(v) && optional(v.typeId, isId) && isId(v.brandId) && isStr(v.brandName);

const codecs: { [K in LocalKey]: Codec<LocalValues[K]> } = {
  ref: {
    encode: (value) => JSON.stringify(value),
    // Older pages stored the bare text ('abc', '123'); accept a plain code rather than drop a
    // customer's referral.
    decode: (raw) => {
      const v = parseJson(raw);
      const text = isStr(v) ? v : /^[\w.-]{1,64}$/.test(raw) ? raw : undefined;
      return text === '' ? undefined : text;
    },
  },
  giftTate: json(isCount),
  startTime: json(isTime),
  // Kept as its canonical URL query, so reading it back goes through the same forgiving parser.
  commodityData: {
    encode: (value) => JSON.stringify(commodityQueryString(value)),
    decode: (raw) => {
      const v = parseJson(raw);
      return isStr(v) ? parseCommodityQuery(v) : undefined;
    },
  },
  bandData: json(isBandData),
  couponData: jsonOf(couponChoice),
  // The contract's Address (its fields only).
  addressData: jsonOf((v) => parseShape('Address', v)),
  cancelCoupon: json((v): v is boolean => typeof v === 'boolean'),
};

export const LOCAL_KEYS = Object.keys(codecs) as LocalKey[];

/** The saved value; one that does not read back (corrupt, or from an older version) is removed. */
export function getLocal<K extends LocalKey>(key: K): LocalValues[K] | undefined {
  const raw = readRaw(key);
  if (raw === undefined) return undefined;
  const value = codecs[key].decode(raw);
  if (value === undefined) removeLocal(key);
  return value;
}

export function setLocal<K extends LocalKey>(key: K, value: LocalValues[K]): void {
  writeRaw(key, codecs[key].encode(value));
}

export { removeLocal };
