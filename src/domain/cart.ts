// The cart's rules (docs/product/states.md): a line's amount is price × num plus its services, totals are summed in
// integer fen; checkout takes the selected available lines, phones into shouji_str (productId:num),
// parts into peijian_str (shopcart_value:num), from_where 2.
import type { components } from '@/api/schema';
import { FROM_CART, type CheckoutQuery } from './checkout-query';
import { toFen } from './money';

/** The fields of a cart line (the contract's CartItem) that the rules read. */
export type CartLineLike = Pick<
  components['schemas']['CartItem'],
  | 'shopcart_value'
  | 'shopcart_type'
  | 'shopcart_price'
  | 'shopcart_pro_num'
  | 'serve_total_amount'
  | 'product_id'
  | 'isselect'
>;

/** A line's identity: a phone's product id and a part's sku id may coincide, so the type is part of it. */
export const lineKey = (line: Pick<CartLineLike, 'shopcart_type' | 'shopcart_value'>): string =>
  `${line.shopcart_type}:${line.shopcart_value}`;

/** price × num plus the line's services, in fen. */
export const lineFen = (line: CartLineLike): number =>
  toFen(line.shopcart_price) * line.shopcart_pro_num + toFen(line.serve_total_amount ?? '0');

/** Selection as the shopper changed it (key → chosen); a line not touched keeps the server's isselect. */
export type Selection = Readonly<Record<string, boolean>>;

export const isSelected = (line: CartLineLike, selection: Selection): boolean =>
  selection[lineKey(line)] ?? line.isselect === 1;

export const selectedLines = <T extends CartLineLike>(lines: readonly T[], selection: Selection): T[] =>
  lines.filter((l) => isSelected(l, selection));

export const totalFen = (lines: readonly CartLineLike[], selection: Selection): number =>
  selectedLines(lines, selection).reduce((sum, l) => sum + lineFen(l), 0);

/** Every line chosen (true) or none (false). */
export function selectAll(lines: readonly CartLineLike[], on: boolean): Selection {
  return Object.fromEntries(lines.map((l) => [lineKey(l), on]));
}

export const allSelected = (lines: readonly CartLineLike[], selection: Selection): boolean =>
  lines.length > 0 && lines.every((l) => isSelected(l, selection));

/** The confirm page's query for the selected lines, or undefined when nothing is selected. */
export function cartCheckout(
  lines: readonly CartLineLike[],
  selection: Selection,
): CheckoutQuery | undefined {
  const chosen = selectedLines(lines, selection);
  if (chosen.length === 0) return undefined;
  return {
    fromWhere: FROM_CART,
    phones: chosen
      .filter((l) => l.shopcart_type === 1)
      .map((l) => ({ id: l.product_id, num: l.shopcart_pro_num })),
    services: [],
    parts: chosen
      .filter((l) => l.shopcart_type === 2)
      .map((l) => ({ id: l.shopcart_value, num: l.shopcart_pro_num })),
  };
}

/**
 * Cart line values as shopcart_value_str batches (comma-joined), each at most `maxLength`
 * characters long (the contract's limit), so clearing many sold lines takes as few calls as it can.
 */
export function deleteBatches(values: readonly number[], maxLength: number): string[] {
  const batches: string[] = [];
  let current = '';
  for (const value of new Set(values)) {
    const text = String(value);
    if (text.length > maxLength) throw new RangeError(`cart: value ${text} longer than ${maxLength}`);
    if (current && current.length + 1 + text.length > maxLength) {
      batches.push(current);
      current = '';
    }
    current = current ? `${current},${text}` : text;
  }
  if (current) batches.push(current);
  return batches;
}
