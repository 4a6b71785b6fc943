import { useMemo, useState } from 'react';
import { useNavigate } from '@/lib/navigate';
import { Link } from '@/components/link/link';
import SwipeAction from 'antd-mobile/es/components/swipe-action';
import type { components } from '@/api/schema';
import { ErrorState } from '@/components/error-state/error-state';
import { InfiniteList } from '@/components/infinite-list/infinite-list';
import { EmptyState } from '@/components/page-states/page-states';
import { Skeleton } from '@/components/skeleton/skeleton';
import { useClearSoldLines, useDeleteFromCart } from '@/calls/delete-from-selected-multi';
import { useShopCartList } from '@/calls/get-shop-cart-list';
import {
  allSelected,
  cartCheckout,
  isSelected,
  lineFen,
  lineKey,
  selectAll,
  selectedLines,
  totalFen,
  type Selection,
} from '@/domain/cart';
import { networkText } from '@/domain/catalogue';
import { checkoutUrl } from '@/domain/checkout-query';
import { toYuan } from '@/domain/money';
import { loginRedirect } from '@/lib/redirect';
import { toast } from '@/lib/toast';
import { useUserData } from '@/lib/use-session';
import './shop-cart-page.css';
import { ShopImage } from '@/components/shop-image/shop-image';
import { BottomBar } from '@/components/bottom-bar/bottom-bar';

type CartItem = components['schemas']['CartItem'];
type Row =
  { kind: 'line'; item: CartItem } | { kind: 'sold-head'; count: number } | { kind: 'sold'; item: CartItem };

/** docs/product/errors.md's toast after a delete. */
const DELETED = '删除成功';
const ROW_HEIGHT = 132;

/** Each line once (a line may move between pages while the cart changes), in the server's order. */
function uniqueLines(lists: readonly CartItem[][]): CartItem[] {
  const seen = new Set<string>();
  const out: CartItem[] = [];
  for (const item of lists.flat()) {
    const key = lineKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/**
 * /shop-cart: the available lines (selectable, swipe left to delete) and the sold ones (cleared
 * together); the total of the selected lines in fen and checkout to the confirm page. A guest's
 * cart is the device's (driver_id) with a prompt to log in and sync it.
 */
export default function ShopCartPage() {
  const user = useUserData();
  const navigate = useNavigate();
  const cart = useShopCartList(user?.userId);
  const remove = useDeleteFromCart();
  const clearSold = useClearSoldLines();
  const [selection, setSelection] = useState<Selection>({});

  const pages = cart.data?.pages;
  const active = useMemo(() => uniqueLines(pages?.map((p) => p.active) ?? []), [pages]);
  const sold = useMemo(() => uniqueLines(pages?.map((p) => p.disactive) ?? []), [pages]);
  const rows: Row[] = useMemo(
    () => [
      ...active.map((item) => ({ kind: 'line' as const, item })),
      ...(sold.length ? [{ kind: 'sold-head' as const, count: sold.length }] : []),
      ...sold.map((item) => ({ kind: 'sold' as const, item })),
    ],
    [active, sold],
  );

  const chosen = selectedLines(active, selection);
  const total = toYuan(totalFen(active, selection));
  const everything = allSelected(active, selection);

  const deleteLines = (values: number[]) => remove.mutate(values, { onSuccess: () => void toast(DELETED) });

  const checkout = () => {
    const query = cartCheckout(active, selection);
    if (query) navigate(checkoutUrl(query));
  };

  let body;
  if (cart.isPending) body = <CartSkeleton />;
  else if (cart.isError) body = <ErrorState error={cart.error} onRetry={() => void cart.refetch()} />;
  else
    body = (
      <InfiniteList
        className="cart-list"
        label="购物车商品"
        query={cart}
        items={rows}
        getKey={(r) => (r.kind === 'sold-head' ? 'sold-head' : `${r.kind}:${lineKey(r.item)}`)}
        estimateSize={ROW_HEIGHT}
        gap={8}
        empty={
          <EmptyState text="购物车还是空的">
            <Link className="cart-go" to="/">
              去逛逛
            </Link>
          </EmptyState>
        }
        renderItem={(r) =>
          r.kind === 'sold-head' ? (
            <div className="cart-sold-head">
              <h2>已失效商品（{r.count}）</h2>
              <button
                type="button"
                className="cart-link-btn"
                disabled={clearSold.isPending}
                onClick={() =>
                  clearSold.mutate(undefined, {
                    onSuccess: (cleared) => void (cleared > 0 && toast(DELETED)),
                  })
                }
              >
                清空失效商品
              </button>
            </div>
          ) : (
            <SwipeAction
              className="cart-row"
              rightActions={[
                {
                  key: 'delete',
                  text: '删除',
                  color: 'danger',
                  onClick: () => deleteLines([r.item.shopcart_value]),
                },
              ]}
              closeOnAction
            >
              <CartLine
                item={r.item}
                sold={r.kind === 'sold'}
                selected={r.kind === 'line' && isSelected(r.item, selection)}
                onToggle={() => setSelection((s) => ({ ...s, [lineKey(r.item)]: !isSelected(r.item, s) }))}
              />
            </SwipeAction>
          )
        }
      />
    );

  const empty = cart.isSuccess && rows.length === 0;
  return (
    <main className="cart">
      {!user && (
        <p className="cart-guest" role="note">
          登录后可同步购物车中的商品
          <Link className="cart-guest__login" to={loginRedirect('/shop-cart')}>
            去登录
          </Link>
        </p>
      )}
      {body}
      {!empty && cart.isSuccess && (
        <BottomBar aboveNav className="cart-bar" role="region" aria-label="结算">
          <button
            type="button"
            role="checkbox"
            aria-checked={everything}
            className="cart-check cart-bar__all"
            disabled={active.length === 0}
            onClick={() => setSelection(selectAll(active, !everything))}
          >
            <span className="cart-check__box" aria-hidden="true" />
            全选
          </button>
          <p className="cart-bar__total" aria-live="polite">
            合计：<strong>¥{total}</strong>
          </p>
          <button type="button" className="cart-bar__pay" disabled={chosen.length === 0} onClick={checkout}>
            结算({chosen.length})
          </button>
        </BottomBar>
      )}
    </main>
  );
}

function CartLine({
  item,
  sold,
  selected,
  onToggle,
}: {
  item: CartItem;
  sold: boolean;
  selected: boolean;
  onToggle: () => void;
}) {
  const specs = [
    item.shopcart_banben_string,
    networkText(item.shopcart_netword_string),
    item.shopcart_peijian_guige_str,
  ].filter((s): s is string => !!s);
  const link = item.shopcart_type === 1 ? `/commodityDetail/${item.product_id}` : undefined;
  return (
    <article className={sold ? 'cart-line cart-line--sold' : 'cart-line'} aria-label={item.product_name}>
      {sold ? (
        <span className="cart-line__tag">已失效</span>
      ) : (
        <button
          type="button"
          role="checkbox"
          aria-checked={selected}
          aria-label={`选择 ${item.product_name}`}
          className="cart-check"
          onClick={onToggle}
        >
          <span className="cart-check__box" aria-hidden="true" />
        </button>
      )}
      <ShopImage
        className="cart-line__pic"
        src={item.main_pic}
        alt=""
        width={80}
        height={80}
        draggable={false}
      />
      <div className="cart-line__text">
        {link ? (
          <Link className="cart-line__name" data-tap-target to={link} draggable={false}>
            <span className="cart-line__name-text">{item.product_name}</span>
          </Link>
        ) : (
          <p className="cart-line__name">
            <span className="cart-line__name-text">{item.product_name}</span>
          </p>
        )}
        {specs.length > 0 && <p className="cart-line__spec">{specs.join(' · ')}</p>}
        {item.rs_serve_info && item.rs_serve_info.length > 0 && (
          <p className="cart-line__spec">
            服务：{item.rs_serve_info.map((s) => `${s.server_name2} ¥${s.server_price}`).join('、')}
          </p>
        )}
        <p className="cart-line__price">
          <span>¥{item.shopcart_price}</span>
          <span className="cart-line__num">×{item.shopcart_pro_num}</span>
          <span className="cart-line__sum">
            <span className="cart-sr">小计</span>¥{toYuan(lineFen(item))}
          </span>
        </p>
      </div>
    </article>
  );
}

function CartSkeleton() {
  return (
    <div className="cart-list" aria-busy="true" aria-label="加载中">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className="cart-skel" />
      ))}
    </div>
  );
}
