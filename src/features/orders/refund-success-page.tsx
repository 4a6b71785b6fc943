import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/link/link';
import { orderDetailQuery } from '@/calls/order-detail';
import { ErrorState } from '@/components/error-state/error-state';
import { EmptyState } from '@/components/page-states/page-states';
import { Skeleton } from '@/components/skeleton/skeleton';
import { yuan } from './components/money';
import { detailHref } from './hooks/use-order-action';
import './components/orders.css';
import './refund-success-page.css';

/** docs/product/errors.md: the refunded amount returns to the original account in 3-7 working days. */
const REFUND_TEXT = '退款金额将在 3-7 个工作日内原路退回您的支付账户';

/** Opened without an order number (a bookmark, a link cut short): nothing to ask the server. */
const NO_ORDER_TEXT = '未找到退款的订单';

/** /user/order/refund-success (query order_no): the refund has been applied for. */
export default function RefundSuccessPage() {
  const [params] = useSearchParams();
  const orderNo = (params.get('order_no') ?? '').trim();
  const detail = useQuery({ ...orderDetailQuery(orderNo), enabled: orderNo !== '' });

  if (!orderNo)
    return (
      <main className="order-page">
        <EmptyState text={NO_ORDER_TEXT}>
          <Link to="/user/order" replace className="order-button order-button--primary">
            返回订单列表
          </Link>
        </EmptyState>
      </main>
    );
  if (detail.isError)
    return (
      <main className="order-page">
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      </main>
    );
  const info = detail.data?.order_info;
  return (
    <main className="order-page order-refund-success">
      <svg
        className="order-refund-success__icon"
        width="64"
        height="64"
        viewBox="0 0 64 64"
        aria-hidden="true"
      >
        <circle className="order-refund-success__disc" cx="32" cy="32" r="30" />
        <path
          className="order-refund-success__tick"
          d="M18 33l9 9 19-19"
          strokeWidth="5"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <h2 className="order-refund-success__title">退款申请成功</h2>
      {/* A div: the amount's skeleton is a block, which a <p> may not hold. */}
      <div className="order-refund-success__amount">
        退款金额{' '}
        {info ? (
          <strong>{yuan(info.total_amount)}</strong>
        ) : (
          <Skeleton className="order-refund-success__amount-skeleton" />
        )}
      </div>
      <p className="order-refund-success__text" role="status">
        {REFUND_TEXT}
      </p>
      <div className="order-refund-success__buttons">
        {detail.data && (
          <Link
            to={detailHref({ order_no: orderNo, products: detail.data.product_list })}
            className="order-button"
          >
            查看订单
          </Link>
        )}
        <Link to="/user/order" replace className="order-button order-button--primary">
          返回订单列表
        </Link>
      </div>
    </main>
  );
}
