// The cart: one list of lines per owner (a logged-in user, or a guest's device). Lines keep only
// what was chosen (type, value, quantity, services); names, prices and availability are read from
// the catalogue on every listing, so a phone sold meanwhile moves to the "disactive" list by itself.
import { refill, type Persistent } from '../../core/persistent';
import type { CatalogueApi, PartSkuInfo, PhoneInfo, Schemas } from '../../db';
import { toFen, toYuan } from '../../core/money';

/** Whose cart: the user when the request names a known user, else the guest's device. */
export type CartOwner = { userId: number } | { deviceId: string };

export interface CartLine {
  /** 1 phone, 2 part. */
  type: 1 | 2;
  /** Phone product id or part sku id (the contract's shopcart_value). */
  value: number;
  num: number;
  /** Chosen service ids (phones only). */
  serviceIds: number[];
  /** Insertion order, to list the newest first. */
  seq: number;
}

export interface AddInput {
  type: 1 | 2;
  value: number;
  num: number;
  price: string;
  serviceIds: number[];
}

export type CartResult = { ok: true } | { ok: false; msg: string };

export interface CartPage {
  active: Schemas['CartItem'][];
  disactive: Schemas['CartItem'][];
}

export interface CartStore extends Persistent {
  add(owner: CartOwner, input: AddInput): CartResult;
  /** One page of the cart; lines are counted across active then disactive. */
  list(owner: CartOwner, page: number, limit: number): CartPage;
  /** Whether the owner's cart holds this phone (type 1) or part sku (type 2). */
  has(owner: CartOwner, type: 1 | 2, value: number): boolean;
  /** Removes the lines with these values; returns how many lines went. */
  remove(owner: CartOwner, values: number[]): number;
  /** Guest cart then login: moves the device's lines into the user's cart; returns how many moved. */
  merge(deviceId: string, userId: number): number;
  /** An order was placed from the cart: drops the ordered phones and part quantities. */
  removeOrdered(userId: number, phoneIds: number[], parts: { skuId: number; num: number }[]): void;
}

const keyOf = (owner: CartOwner) => ('userId' in owner ? `u:${owner.userId}` : `d:${owner.deviceId}`);

/** A phone line can be bought while the phone is unsold and on sale. */
const phoneBuyable = (phone: PhoneInfo | undefined): phone is PhoneInfo =>
  !!phone && !phone.sold && phone.onSale;

export function createCartStore({ catalogue }: { catalogue: CatalogueApi }): CartStore {
  const carts = new Map<string, CartLine[]>();
  let seq = 0;

  const cartOf = (key: string): CartLine[] => {
    let cart = carts.get(key);
    if (!cart) carts.set(key, (cart = []));
    return cart;
  };

  function addPhone(cart: CartLine[], input: AddInput): CartResult {
    const phone = catalogue.phone(input.value);
    if (!phone) return { ok: false, msg: '商品不存在' };
    if (phone.sold) return { ok: false, msg: '商品已售出' };
    if (!phone.onSale) return { ok: false, msg: '商品已下架' };
    // Every refurbished phone is a single device: one line, quantity 1.
    if (cart.some((l) => l.type === 1 && l.value === phone.productId))
      return { ok: false, msg: '商品已在购物车' };
    // The price must be the one on sale now: a different price means the page is stale (or the
    // client computed it wrongly), and the user should see the real price before buying.
    if (toFen(input.price) !== toFen(phone.price)) return { ok: false, msg: '商品价格已变动，请刷新后重试' };
    const offered = new Set(phone.services.map((s) => s.id));
    const serviceIds = [...new Set(input.serviceIds)];
    if (serviceIds.some((id) => !offered.has(id))) return { ok: false, msg: '所选服务不存在' };
    cart.push({ type: 1, value: phone.productId, num: 1, serviceIds, seq: ++seq });
    return { ok: true };
  }

  function addPart(cart: CartLine[], input: AddInput): CartResult {
    const sku = catalogue.partSku(input.value);
    if (!sku) return { ok: false, msg: '商品不存在' };
    if (toFen(input.price) !== toFen(sku.price)) return { ok: false, msg: '商品价格已变动，请刷新后重试' };
    const line = cart.find((l) => l.type === 2 && l.value === sku.skuId);
    // Quantities of the same sku add up, and the total may not exceed the stock.
    const total = (line?.num ?? 0) + input.num;
    if (total > sku.storage) return { ok: false, msg: sku.storage > 0 ? '库存不足' : '商品已售罄' };
    if (line) line.num = total;
    else cart.push({ type: 2, value: sku.skuId, num: input.num, serviceIds: [], seq: ++seq });
    return { ok: true };
  }

  function phoneItem(line: CartLine, phone: PhoneInfo, active: boolean): Schemas['CartItem'] {
    const chosen = phone.services.filter((s) => line.serviceIds.includes(s.id));
    return {
      shopcart_value: line.value,
      shopcart_type: 1,
      shopcart_price: phone.price,
      shopcart_pro_num: 1,
      serve_total_amount: toYuan(chosen.reduce((sum, s) => sum + toFen(s.server_price), 0)),
      product_id: phone.productId,
      product_name: phone.name,
      main_pic: phone.pic,
      rs_serve_info: chosen.map((s) => ({
        server_id: s.id,
        server_name2: s.server_name2,
        server_price: s.server_price,
      })),
      shopcart_banben_string: phone.banben,
      shopcart_netword_string: phone.network,
      shopcart_peijian_guige_str: '',
      isselect: active ? 1 : 0,
    };
  }

  function partItem(line: CartLine, sku: PartSkuInfo, active: boolean): Schemas['CartItem'] {
    return {
      shopcart_value: line.value,
      shopcart_type: 2,
      shopcart_price: sku.price,
      shopcart_pro_num: line.num,
      serve_total_amount: '0.00',
      product_id: 0,
      product_name: sku.name,
      main_pic: sku.pic,
      rs_serve_info: [],
      shopcart_banben_string: '',
      shopcart_netword_string: '',
      shopcart_peijian_guige_str: sku.specText,
      isselect: active ? 1 : 0,
    };
  }

  /** The line as a cart item, and whether it can be checked out; undefined when the catalogue lost it. */
  function view(line: CartLine): { item: Schemas['CartItem']; active: boolean } | undefined {
    if (line.type === 1) {
      const phone = catalogue.phone(line.value);
      if (!phone) return undefined;
      const active = phoneBuyable(phone);
      return { item: phoneItem(line, phone, active), active };
    }
    const sku = catalogue.partSku(line.value);
    if (!sku) return undefined;
    // Only a part with no stock at all is "sold out"; a shortfall is reported at checkout.
    const active = sku.storage > 0;
    return { item: partItem(line, sku, active), active };
  }

  return {
    snapshot: () => ({ carts, seq }),
    restore(state) {
      const s = state as { carts: typeof carts; seq: number };
      refill(carts, s.carts);
      seq = s.seq;
    },
    add(owner, input) {
      // Synchronous from check to write, so concurrent requests cannot lose each other's lines.
      const cart = cartOf(keyOf(owner));
      return input.type === 1 ? addPhone(cart, input) : addPart(cart, input);
    },

    list(owner, page, limit) {
      const newestFirst = [...(carts.get(keyOf(owner)) ?? [])].sort((a, b) => b.seq - a.seq);
      const views = newestFirst.map(view).filter((v) => v !== undefined);
      const ordered = [...views.filter((v) => v.active), ...views.filter((v) => !v.active)];
      const slice = ordered.slice((page - 1) * limit, page * limit);
      return {
        active: slice.filter((v) => v.active).map((v) => v.item),
        disactive: slice.filter((v) => !v.active).map((v) => v.item),
      };
    },

    has(owner, type, value) {
      return (carts.get(keyOf(owner)) ?? []).some((l) => l.type === type && l.value === value);
    },

    remove(owner, values) {
      const key = keyOf(owner);
      const cart = carts.get(key) ?? [];
      const wanted = new Set(values);
      const kept = cart.filter((l) => !wanted.has(l.value));
      carts.set(key, kept);
      return cart.length - kept.length;
    },

    merge(deviceId, userId) {
      const guest = carts.get(keyOf({ deviceId })) ?? [];
      if (guest.length === 0) return 0;
      const cart = cartOf(keyOf({ userId }));
      for (const line of [...guest].sort((a, b) => a.seq - b.seq)) {
        const same = cart.find((l) => l.type === line.type && l.value === line.value);
        if (!same) cart.push({ ...line, serviceIds: [...line.serviceIds], seq: ++seq });
        // The same phone in both carts stays one line (the user's choice of services wins).
        else if (line.type === 2) same.num += line.num;
      }
      carts.delete(keyOf({ deviceId }));
      return guest.length;
    },

    removeOrdered(userId, phoneIds, parts) {
      const key = keyOf({ userId });
      const cart = carts.get(key);
      if (!cart) return;
      const phones = new Set(phoneIds);
      const taken = new Map<number, number>();
      for (const p of parts) taken.set(p.skuId, (taken.get(p.skuId) ?? 0) + p.num);
      const kept: CartLine[] = [];
      for (const line of cart) {
        if (line.type === 1 && phones.has(line.value)) continue;
        if (line.type === 2 && taken.has(line.value)) {
          const left = line.num - (taken.get(line.value) ?? 0);
          if (left <= 0) continue;
          line.num = left;
        }
        kept.push(line);
      }
      carts.set(key, kept);
    },
  };
}
