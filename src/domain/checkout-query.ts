// The order confirm page's query (docs/product/states.md "Buy now" and cart checkout): built by the product, part
// and cart screens, read back by the confirm screen. One place for the format, so both ends agree.
//   shouji_str  phones as productId:num, comma-joined
//   server_str  the chosen service ids of a bought-now phone, comma-joined
//   peijian_str parts as skuId:num (buy now) or shopcart_value:num (cart), comma-joined
//   from_where  1 buy now, 2 cart checkout;  sk  the listing's tracking key, passed through

export const ORDER_CONFIRM_PATH = '/user/order/confirm';

/** Where the order comes from (the contract's from_where). */
export const FROM_BUY_NOW = 1;
export const FROM_CART = 2;
export type FromWhere = typeof FROM_BUY_NOW | typeof FROM_CART;

/** The most of one line a single order takes (the contract's purchase_num limit). */
export const MAX_LINE_NUM = 99;

export interface CheckoutLine {
  /** productId for a phone; sku_id (buy now) or shopcart_value (cart) for a part. */
  id: number;
  num: number;
}

export interface CheckoutQuery {
  fromWhere: FromWhere;
  phones: CheckoutLine[];
  /** Service ids chosen for a bought-now phone (the default set includes 3, whole-device cleaning). */
  services: number[];
  parts: CheckoutLine[];
  sk?: string;
}

const isId = (n: number) => Number.isSafeInteger(n) && n > 0;
const isNum = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_LINE_NUM;

const lines = (list: CheckoutLine[]) => list.map(({ id, num }) => `${id}:${num}`).join(',');

/** The confirm page's search string (without '?') for a checkout; throws on a line that cannot be ordered. */
export function buildCheckoutSearch(query: CheckoutQuery): string {
  const all = [...query.phones, ...query.parts];
  if (all.length === 0) throw new RangeError('checkout: nothing to order');
  for (const line of all) {
    if (!isId(line.id) || !isNum(line.num)) throw new RangeError(`checkout: bad line ${line.id}:${line.num}`);
  }
  if (!query.services.every(isId)) throw new RangeError('checkout: bad service id');
  const params = new URLSearchParams();
  if (query.phones.length) params.set('shouji_str', lines(query.phones));
  if (query.services.length) params.set('server_str', [...new Set(query.services)].join(','));
  if (query.parts.length) params.set('peijian_str', lines(query.parts));
  params.set('from_where', String(query.fromWhere));
  if (query.sk) params.set('sk', query.sk);
  return params.toString();
}

/** The confirm page's URL for a checkout. */
export const checkoutUrl = (query: CheckoutQuery): string =>
  `${ORDER_CONFIRM_PATH}?${buildCheckoutSearch(query)}`;

function parseLines(value: string | null): CheckoutLine[] | undefined {
  if (value === null || value === '') return [];
  const out: CheckoutLine[] = [];
  for (const entry of value.split(',')) {
    const m = /^(\d{1,15}):(\d{1,3})$/.exec(entry.trim());
    if (!m) return undefined;
    const line = { id: Number(m[1]), num: Number(m[2]) };
    if (!isId(line.id) || !isNum(line.num)) return undefined;
    out.push(line);
  }
  return out;
}

/**
 * The checkout a confirm URL asks for, or undefined when the query is not one this shop builds
 * (a hand-edited or truncated link): the page then says so instead of ordering something else.
 */
export function parseCheckoutSearch(search: string | URLSearchParams): CheckoutQuery | undefined {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const fromWhere = Number(params.get('from_where') ?? FROM_BUY_NOW);
  if (fromWhere !== FROM_BUY_NOW && fromWhere !== FROM_CART) return undefined;
  const phones = parseLines(params.get('shouji_str'));
  const parts = parseLines(params.get('peijian_str'));
  const serverStr = params.get('server_str') ?? '';
  if (!phones || !parts || !/^(\d{1,15}(,\d{1,15})*)?$/.test(serverStr)) return undefined;
  const services = serverStr === '' ? [] : [...new Set(serverStr.split(',').map(Number))];
  if (!services.every(isId) || phones.length + parts.length === 0) return undefined;
  const sk = params.get('sk') ?? undefined;
  return { fromWhere, phones, services, parts, ...(sk ? { sk } : {}) };
}
