import { useSearchParams } from 'react-router-dom';
import { useOrderDetail } from '@/calls/order-detail';
import { useOrderExpressTrack } from '@/calls/order-express-track';
import { ErrorState } from '@/components/error-state/error-state';
import { EmptyState } from '@/components/page-states/page-states';
import { Skeleton } from '@/components/skeleton/skeleton';
import { copyText } from './hooks/copy-text';
import './components/orders.css';
import './order-logistics-page.css';
import { ShopImage } from '@/components/shop-image/shop-image';

const Loading = () => (
  <div aria-busy="true" aria-label="加载中">
    <Skeleton className="order-logistics-head order-logistics-head--skeleton" />
    <Skeleton className="order-logistics-track order-logistics-track--skeleton" />
  </div>
);

/** Orders that have left the warehouse: to receive, completed, reviewed. */
const isShipped = (status: number) => status === 2 || status === 4 || status === 5;

function Track({ orderNo }: { orderNo: string }) {
  const track = useOrderExpressTrack(orderNo);
  if (track.isPending) return <Loading />;
  if (track.isError) return <ErrorState error={track.error} onRetry={() => void track.refetch()} />;
  const t = track.data;
  // Newest first, whatever order the server sends (times are 'YYYY-MM-DD HH:mm:ss').
  const nodes = [...t.track_data].sort((a, b) => b.datetime.localeCompare(a.datetime));
  return (
    <>
      <section className="order-logistics-head" aria-label="快递信息">
        <ShopImage
          className="order-logistics-head__logo"
          src={t.express_img}
          alt={t.express_name}
          width={48}
          height={48}
          load="eager"
        />
        <div>
          <p className="order-logistics-head__name">{t.express_name}</p>
          <p className="order-logistics-head__no">
            运单号 {t.express_no}
            <button
              type="button"
              className="order-detail-copy"
              data-tap-target
              aria-label="复制运单号"
              onClick={() => void copyText(t.express_no)}
            >
              复制
            </button>
          </p>
        </div>
      </section>
      {nodes.length === 0 ? (
        <EmptyState text="快递已揽收，暂无物流轨迹，请稍后查看" />
      ) : (
        <ol className="order-logistics-track" aria-label="物流轨迹">
          {nodes.map((n, i) => (
            <li
              key={`${n.datetime}-${i}`}
              className={
                i === 0 ? 'order-logistics-node order-logistics-node--latest' : 'order-logistics-node'
              }
            >
              <p className="order-logistics-node__info">{n.info}</p>
              <p className="order-logistics-node__time">
                <time dateTime={n.datetime.replace(' ', 'T')}>{n.datetime}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

/** /user/order/logistics (query orderId, the order number): carrier, tracking number and track. */
export default function OrderLogisticsPage() {
  const [params] = useSearchParams();
  const orderNo = params.get('orderId') ?? '';
  const detail = useOrderDetail(orderNo);

  let body;
  if (detail.isPending) body = <Loading />;
  else if (detail.isError) body = <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  else if (!isShipped(detail.data.order_info.order_status))
    body = <EmptyState text="商品还未发货，暂无物流信息" />;
  else body = <Track orderNo={orderNo} />;
  return <main className="order-page">{body}</main>;
}
