// Helpers shared by the orders and flows tests: submit an order the way the confirm page does.
import type { Harness } from '../../core/harness';

export const DEV_TOKEN = '5f2b8c1e9a7d4e3f8b6c0a1d2e3f4a5b';
export const DEVICE = '0c8e4f1a2b3d4c5e6f708192a3b4c5d6';
export const SEEDED_ORDER = 'SJ202611201403120001';

export interface Item {
  product_id: number;
  product_type: 1 | 2;
  sk?: string;
  serve_ids?: string;
  serve_ids_arr?: number[];
  product_parts?: string;
  buyer_remark?: string;
  bonus_id?: number;
}

export interface SubmitForm {
  token?: string;
  payment_id?: number;
  serve_address_id?: number;
  from_where?: number;
  items: Item[];
  submit_token?: string;
  customer_name?: string;
}

export function submitOrder(h: Harness, f: SubmitForm) {
  return h.call('post', '/api/account/order/shop_cart_confirm_order', {
    form: {
      token: f.token ?? DEV_TOKEN,
      payment_id: f.payment_id ?? 2,
      serve_address_id: f.serve_address_id ?? 40001,
      from_where: f.from_where ?? 1,
      order_item: JSON.stringify(f.items),
      submit_token: f.submit_token,
      customer_name: f.customer_name,
      p: 'h5',
      v: '4.9.0',
    },
  });
}

/** Phones on sale now (neither sold nor off sale), from the catalogue. */
export function phonesOnSale(h: Harness, count: number, from = 10003): number[] {
  const ids: number[] = [];
  for (let id = from; ids.length < count && id < 10400; id++) {
    const p = h.db.catalogue.phone(id);
    if (p && !p.sold && p.onSale) ids.push(id);
  }
  return ids;
}

/** The first phone the catalogue has in a condition (sold, off sale). */
export function phoneWhere(h: Harness, test: (p: { sold: boolean; onSale: boolean }) => boolean): number {
  for (let id = 10001; id < 10400; id++) {
    const p = h.db.catalogue.phone(id);
    if (p && test(p)) return id;
  }
  throw new Error('no such phone in the catalogue');
}

/** A part sku in stock with a well-formed price. */
export function skuInStock(h: Harness, min = 5): number {
  for (let id = 21001; id < 21300; id++) {
    const s = h.db.catalogue.partSku(id);
    if (s && s.storage >= min && /^\d+\.\d{2}$/.test(s.price)) return id;
  }
  throw new Error('no sku in stock');
}

/** The success body of a call, or a failed test naming the business code. */
export function okBody<B extends { code: number; msg: string }>(body: B): Extract<B, { code: 1 }> {
  if (body.code !== 1) throw new Error(`expected code 1, got ${body.code} ${body.msg}`);
  return body as Extract<B, { code: 1 }>;
}
