import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/lib/navigate';
import { Link } from '@/components/link/link';
import { useAllOrderCount } from '@/calls/all-order-count';
import { useOrderList, type OrderListItem, type OrderTab } from '@/calls/order-list';
import { CustomerServiceSheet } from '@/components/customer-service/customer-service';
import { ErrorState } from '@/components/error-state/error-state';
import { InfiniteList } from '@/components/infinite-list/infinite-list';
import { EmptyState } from '@/components/page-states/page-states';
import { Skeleton } from '@/components/skeleton/skeleton';
import { badgeText, orderBadges } from '@/domain/order-badges';
import { orderStatusText } from '@/domain/order-actions';
import { useUserData } from '@/lib/use-session';
import { OrderActionBar } from './components/order-action-bar';
import { OrderLines } from './components/order-lines';
import { RefundSheet } from './components/refund-sheet';
import { tabOf } from './components/order-tab';
import { OrderTabs } from './components/order-tabs';
import { yuan } from './components/money';
import { isAfterSubmit, type AfterSubmit } from './hooks/after-submit';
import { showAppNotice } from './hooks/app-notice';
import { detailHref, useOrderAction, type ActionOrder } from './hooks/use-order-action';
import { usePayOrder } from './hooks/use-pay-order';
import './components/orders.css';

const actionOrder = (o: OrderListItem): ActionOrder => ({ ...o, products: o.product_list });

function OrderCard({
  order,
  busy,
  onAction,
}: {
  order: OrderListItem;
  busy: boolean;
  onAction: ReturnType<typeof useOrderAction>['run'];
}) {
  const a = actionOrder(order);
  return (
    <article className="order-card" aria-label={`订单 ${order.order_no}`}>
      <header className="order-card__head">
        <span className="order-card__no">订单号 {order.order_no}</span>
        <span className="order-card__status">{orderStatusText(order)}</span>
      </header>
      {/* Named by what it shows, after the words a screen reader needs first (the card names the order). */}
      <Link to={detailHref(a)} className="order-card__body">
        <VisuallyHidden>查看订单详情：</VisuallyHidden>
        <OrderLines products={order.product_list} />
      </Link>
      <p className="order-card__total">
        共 {order.total_purchase_num} 件商品 合计 <strong>{yuan(order.total_amount)}</strong>
      </p>
      <OrderActionBar order={a} busy={busy} onAction={(x, o) => void onAction(x, o)} />
    </article>
  );
}

/**
 * Right after an order is submitted (the confirm page comes here with it in the location's state):
 * outside the in-app browsers the H5-payment notice with the way to the app, inside them the
 * payment. Once only: the state is dropped, so back and reload do not repeat it.
 */
function useAfterSubmit() {
  const location = useLocation();
  const navigate = useNavigate();
  const { pay } = usePayOrder();
  const done = useRef(false);
  const pending = useRef<AfterSubmit | null>(null);
  useEffect(() => {
    const next: unknown = location.state;
    if (!done.current && isAfterSubmit(next)) {
      done.current = true;
      pending.current = next;
      navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
      return;
    }
    // Only once the state is dropped: that replace is a navigation, on which the route guard closes
    // dialogs and toasts. Its close runs in this same commit (a parent's effects follow a child's),
    // before anything asked here can open.
    const after = pending.current;
    if (!after || isAfterSubmit(next)) return;
    pending.current = null;
    if ('appNotice' in after) void showAppNotice().then((download) => download && navigate('/download'));
    else void pay(after.pay);
  }, [location, navigate, pay]);
}

/**
 * The tabs with their badges: the personal centre's counts, by the tab each entry opens. The counts
 * are a call of their own that answers after the list has drawn: reading them here, their answer
 * draws the tabs again and not the page with its list (docs/performance.md).
 */
function OrderTabsWithCounts({ current }: { current: OrderTab }) {
  const user = useUserData();
  const counts = useAllOrderCount(user?.userId);
  const badges = Object.fromEntries(
    orderBadges(counts.data?.data).map((b) => [
      new URL(b.href, 'https://x.invalid').searchParams.get('state'),
      badgeText(b.count),
    ]),
  );
  return <OrderTabs current={current} badges={badges} />;
}

/** /user/order: the user's orders by tab (docs/product/screens.md), each with the actions of docs/product/states.md. */
export default function OrderPage() {
  const [params] = useSearchParams();
  const tab = tabOf(params.get('state'));
  const list = useOrderList(tab);
  const [service, setService] = useState(false);
  const actions = useOrderAction({ onService: () => setService(true) });
  useAfterSubmit();

  let body;
  if (list.isPending)
    body = (
      <div aria-busy="true" aria-label="加载中">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="order-card order-card--skeleton" />
        ))}
      </div>
    );
  else if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else
    body = (
      <InfiniteList
        query={list}
        items={list.data.pages.flat()}
        getKey={(o) => o.order_no}
        estimateSize={260}
        gap={10}
        label="订单列表"
        empty={
          <EmptyState text="您还没有相关的订单">
            <Link to="/" className="order-button order-button--primary">
              去逛逛
            </Link>
          </EmptyState>
        }
        renderItem={(o) => <OrderCard order={o} busy={actions.busy(o.order_no)} onAction={actions.run} />}
      />
    );

  return (
    <main className="order-page">
      <OrderTabsWithCounts current={tab} />
      {body}
      <RefundSheet {...actions.refund} />
      <CustomerServiceSheet open={service} onClose={() => setService(false)} />
    </main>
  );
}
