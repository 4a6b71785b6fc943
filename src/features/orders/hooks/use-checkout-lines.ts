import { useQueries } from '@tanstack/react-query';
import { useCartLines } from '@/calls/get-shop-cart-list';
import { partBySkuQuery } from '@/calls/pat-detail';
import { usePartsInfo } from '@/calls/parts-info';
import { useProductDetail } from '@/calls/product-detail';
import { useServerInfo } from '@/calls/server-info';
import { buyNowLine, cartLines, partBuyNowLine, type CheckoutLine } from '@/domain/checkout';
import { FROM_CART, type CheckoutQuery } from '@/domain/checkout-query';

export type LinesState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry: () => void }
  /** The query names something this shop cannot order now (left the cart, not the phone's part). */
  | { status: 'gone' }
  | { status: 'ready'; lines: CheckoutLine[] };

/**
 * The confirm page's lines, from the calls that describe them: the cart (cart checkout), or the
 * phone's details, services and recommended parts (buy now), or, for parts bought on their own
 * (peijian_str only), the part each sku id belongs to (patDetail by sku_id).
 */
export function useCheckoutLines(query: CheckoutQuery, owner: number): LinesState {
  const fromCart = query.fromWhere === FROM_CART;
  const phoneId = query.phones[0]?.id ?? 0;
  const buyNow = !fromCart && query.phones.length === 1;
  const cart = useCartLines(owner, fromCart);
  const product = useProductDetail(phoneId, { enabled: buyNow });
  const services = useServerInfo(phoneId, buyNow);
  const parts = usePartsInfo(phoneId, buyNow && query.parts.length > 0);
  const partsAlone = !fromCart && query.phones.length === 0;
  const skuParts = useQueries({
    queries: (partsAlone ? query.parts : []).map((p) => partBySkuQuery(p.id)),
  });
  const used = fromCart
    ? [cart]
    : buyNow
      ? [product, services, ...(query.parts.length ? [parts] : [])]
      : partsAlone
        ? skuParts
        : [];
  if (used.length === 0) return { status: 'gone' };
  const failed = used.filter((r) => r.isError);
  if (failed.length > 0)
    return { status: 'error', error: failed[0].error, retry: () => failed.forEach((r) => void r.refetch()) };
  if (fromCart) {
    if (!cart.data) return { status: 'pending' };
    const lines = cartLines(query, cart.data);
    return lines ? { status: 'ready', lines } : { status: 'gone' };
  }
  if (partsAlone) {
    if (skuParts.some((r) => !r.data)) return { status: 'pending' };
    const lines = query.parts.map((p, i) => partBuyNowLine(p, skuParts[i].data!, query.sk));
    return lines.every((l) => l !== undefined) ? { status: 'ready', lines } : { status: 'gone' };
  }
  if (!product.data || !services.data || (query.parts.length > 0 && !parts.data))
    return { status: 'pending' };
  const line = buyNowLine(query, product.data, services.data, parts.data ?? []);
  return line ? { status: 'ready', lines: [line] } : { status: 'gone' };
}
