// The order confirm page's rules (docs/product/states.md, docs/product/validation.md, docs/product/limits.md): its lines from the cart or from a buy-now, the
// total in integer fen with a coupon per line, the remark cap and the items sent to
// shop_cart_confirm_order.
import type { components } from '@/api/schema';
import { FROM_CART, type CheckoutQuery } from './checkout-query';
import { toFen } from './money';
// The plain rules, not the zod fields: this module is on the cart's first load.
import { REMARK_MAX, capLength, textLength, visibleText } from '@/validation/rules';

type Schemas = components['schemas'];

/** docs/product/validation.md / 9: the buyer's remark holds at most 50 characters (the contract's buyer_remark). */
export { REMARK_MAX };

/** The remark as typed, cut to 50 characters (whole characters, not UTF-16 halves). */
export const capRemark = (text: string): string => capLength(text, REMARK_MAX);
export const remarkLength = textLength;

export interface LinePart {
  skuId: number;
  name: string;
  spec: string;
  pic?: string;
  priceFen: number;
  num: number;
}

/** One line of the order: a phone (with its services and parts) or a part bought alone. Each becomes one order. */
export interface CheckoutLine {
  key: string;
  /** The phone's product id; 0 for a part bought alone (the cart's part lines carry 0). */
  productId: number;
  /** A part line's part product id when known (its coupons are asked for by it). */
  partProductId?: number;
  productType: 1 | 2;
  name: string;
  spec: string;
  pic: string;
  /** The phone's price; 0 for a part line (its part holds the price). */
  priceFen: number;
  services: { id: number; name: string; priceFen: number }[];
  parts: LinePart[];
  sk?: string;
}

export const lineGoodsFen = (line: CheckoutLine): number =>
  line.priceFen +
  line.services.reduce((s, x) => s + x.priceFen, 0) +
  line.parts.reduce((s, p) => s + p.priceFen * p.num, 0);

export interface CheckoutTotals {
  goodsFen: number;
  discountFen: number;
  /** docs/product names an express amount but no fee: delivery is free (the mock's orders charge 0). */
  expressFen: number;
  totalFen: number;
}

/** The totals with one coupon (its amount in fen) per line key; a coupon never takes a line below 0. */
export function checkoutTotals(
  lines: readonly CheckoutLine[],
  couponFen: ReadonlyMap<string, number>,
): CheckoutTotals {
  let goodsFen = 0;
  let discountFen = 0;
  for (const line of lines) {
    const goods = lineGoodsFen(line);
    goodsFen += goods;
    discountFen += Math.min(goods, Math.max(0, couponFen.get(line.key) ?? 0));
  }
  const expressFen = 0;
  return { goodsFen, discountFen, expressFen, totalFen: goodsFen - discountFen + expressFen };
}

const partsText = (parts: readonly LinePart[]) => parts.map((p) => `${p.skuId}:${p.num}`).join(',');

/** The order_item entries: one per line, each with the remark and its coupon (0 for none). */
export function orderItems(
  lines: readonly CheckoutLine[],
  remark: string,
  couponId: ReadonlyMap<string, number>,
): Schemas['OrderSubmitItem'][] {
  return lines.map((line) => ({
    product_id: line.productId,
    product_type: line.productType,
    sk: line.sk ?? '',
    serve_ids: line.services.map((s) => s.id).join(','),
    product_parts: partsText(line.parts),
    // Trimmed, and blank (spaces or invisible characters only) sent as no remark.
    buyer_remark: visibleText(remark) ? capRemark(remark.trim()) : '',
    bonus_id: couponId.get(line.key) ?? 0,
  }));
}

/** Whether any part is ordered (docs/product/states.md: pay later only for orders without parts). */
export const hasParts = (lines: readonly CheckoutLine[]): boolean => lines.some((l) => l.parts.length > 0);

/**
 * The lines of a cart checkout: each phone and each part of the query found among the cart's
 * available items; undefined when one is no longer there (sold, removed in another tab).
 */
export function cartLines(query: CheckoutQuery, cart: Schemas['CartList']): CheckoutLine[] | undefined {
  const lines: CheckoutLine[] = [];
  for (const { id } of query.phones) {
    const item = cart.active.find((c) => c.shopcart_type === 1 && c.shopcart_value === id);
    if (!item) return undefined;
    lines.push({
      key: `phone:${id}`,
      productId: item.product_id || id,
      productType: 1,
      name: item.product_name,
      spec: [item.shopcart_banben_string, item.shopcart_netword_string?.split(',').join('/')]
        .filter(Boolean)
        .join(' / '),
      pic: item.main_pic,
      priceFen: toFen(item.shopcart_price),
      services: (item.rs_serve_info ?? []).map((s) => ({
        id: s.server_id,
        name: s.server_name2,
        priceFen: toFen(s.server_price),
      })),
      parts: [],
    });
  }
  for (const { id, num } of query.parts) {
    const item = cart.active.find((c) => c.shopcart_type === 2 && c.shopcart_value === id);
    if (!item) return undefined;
    lines.push({
      key: `part:${id}`,
      productId: 0,
      productType: 2,
      name: item.product_name,
      spec: item.shopcart_peijian_guige_str ?? '',
      pic: item.main_pic,
      priceFen: 0,
      services: [],
      parts: [
        {
          skuId: id,
          name: item.product_name,
          spec: item.shopcart_peijian_guige_str ?? '',
          pic: item.main_pic,
          priceFen: toFen(item.shopcart_price),
          num,
        },
      ],
    });
  }
  return lines;
}

/**
 * The line of a buy-now phone: its details, the chosen services (by id, from server_str) and the
 * recommended parts chosen with it (by sku, from peijian_str); undefined when a chosen service or
 * part is not the phone's.
 */
export function buyNowLine(
  query: CheckoutQuery,
  product: Schemas['ProductDetail'],
  services: readonly Schemas['ServiceOption'][],
  parts: readonly Schemas['Part'][],
): CheckoutLine | undefined {
  const chosen = [];
  for (const id of query.services) {
    const s = services.find((x) => (x.server_id ?? x.id) === id);
    if (!s) return undefined;
    chosen.push({ id, name: s.server_name2, priceFen: toFen(s.server_price) });
  }
  const lineParts: LinePart[] = [];
  for (const { id, num } of query.parts) {
    const p = parts.find((x) => x.sku_id === id);
    if (!p) return undefined;
    lineParts.push({ skuId: id, name: p.name, spec: '', pic: p.main_pic, priceFen: toFen(p.price), num });
  }
  return {
    key: `phone:${product.product_id}`,
    productId: product.product_id,
    productType: 1,
    name: product.product_name,
    spec: [product.banben_string, product.netword_string?.split(',').join('/')].filter(Boolean).join(' / '),
    pic: product.main_pic,
    priceFen: toFen(product.price),
    services: chosen,
    parts: lineParts,
    ...(query.sk ? { sk: query.sk } : {}),
  };
}

/** Whether a checkout comes from the cart (its lines leave the cart once ordered). */
export const isCartCheckout = (query: CheckoutQuery): boolean => query.fromWhere === FROM_CART;

/** The sessionStorage key of one confirm visit's state (submit token, coupons, remark). */
export const checkoutStateKey = (search: string): string => `checkout:${search.replace(/^\?/, '')}`;

/**
 * The line of a part bought alone (buy now on /part-detail: peijian_str skuId:num, no phone), from
 * the part its sku belongs to (patDetail by sku_id): the spec is the sku's option names in the
 * groups' order. Undefined when the sku is not among the part's.
 */
export function partBuyNowLine(
  { id, num }: { id: number; num: number },
  part: Schemas['PartDetail'],
  sk?: string,
): CheckoutLine | undefined {
  const entry = Object.entries(part.sku_list ?? {}).find(([, sku]) => sku.sku_id === id);
  if (!entry) return undefined;
  const [key, sku] = entry;
  const optionIds = key.split('-').map(Number);
  const spec = part.product_spec
    .map((group, i) => group.list.find((o) => o.id === optionIds[i])?.name)
    .filter((name): name is string => !!name)
    .join(' ');
  const pic = part.banner_imgs?.[0]?.url ?? '';
  return {
    key: `part:${id}`,
    productId: 0,
    productType: 2,
    ...(part.product_id ? { partProductId: part.product_id } : {}),
    name: part.product_name,
    spec,
    pic,
    priceFen: 0,
    services: [],
    parts: [{ skuId: id, name: part.product_name, spec, pic, priceFen: toFen(sku.price), num }],
    ...(sk ? { sk } : {}),
  };
}
