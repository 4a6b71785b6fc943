import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/lib/navigate';
import { useOrderDetail, type OrderDetail } from '@/calls/order-detail';
import { useThawInfo } from '@/calls/thaw-enjoy-first-order-get';
import { CustomerServiceSheet } from '@/components/customer-service/customer-service';
import { ErrorState } from '@/components/error-state/error-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { orderStatusText } from '@/domain/order-actions';
import { goodsFen, toYuan } from '@/domain/money';
import { PAYMENT_ALIPAY_DEFERRED } from '@/domain/payment';
import { OrderActionBar } from './components/order-action-bar';
import { OrderLines } from './components/order-lines';
import { RefundSheet } from './components/refund-sheet';
import { yuan } from './components/money';
import { copyText } from './hooks/copy-text';
import { useOrderAction, type ActionOrder } from './hooks/use-order-action';
import './components/orders.css';
import './order-detail-page.css';
import { BottomBar } from '@/components/bottom-bar/bottom-bar';

const STATUS_HINT: Record<string, string> = {
  待付款: '订单已保留，请尽快完成支付',
  待发货: '商品正在准备中，将尽快为您发货',
  待收货: '商品已发出，请注意查收',
  已取消: '订单已取消',
  已完成: '交易已完成，期待您的评价',
  已评价: '感谢您的评价',
  退款中: '退款申请已提交，退款金额将在 3-7 个工作日内原路退回',
  售后处理中: '售后处理中，客服将尽快与您联系',
};

function ThawNote({ orderNo }: { orderNo: string }) {
  const thaw = useThawInfo(orderNo, true);
  if (!thaw.data) return null;
  const t = thaw.data;
  return (
    <section className="order-detail-card" aria-label="先用后付">
      <h2 className="order-detail-card__title">先用后付</h2>
      <p className="order-detail-row">
        <span>冻结金额</span>
        <span>{yuan(t.freeze_amount)}</span>
      </p>
      <p className="order-detail-row">
        <span>试用期至</span>
        <span>{t.trial_end_at}</span>
      </p>
      <p className="order-detail-note">
        试用期 {t.trial_days ?? 7} 天，期间资金冻结；试用期满自动扣款，退货则解冻退回。
      </p>
    </section>
  );
}

function Detail({ detail, onService }: { detail: OrderDetail; onService: () => void }) {
  const navigate = useNavigate();
  const info = detail.order_info;
  const actions = useOrderAction({
    onService,
    onDeleted: () => navigate('/user/order', { replace: true }),
  });
  const order: ActionOrder = { ...info, products: detail.product_list };
  const status = orderStatusText(info);
  const bonus = info.bonus_amount;
  return (
    <>
      <section className="order-detail-status" aria-live="polite">
        <h2 className="order-detail-status__title">{status}</h2>
        <p className="order-detail-status__hint">{STATUS_HINT[status]}</p>
      </section>
      <section className="order-detail-card" aria-label="收货地址">
        <p className="order-detail-address__who">
          {info.contacts} <span>{info.phone}</span>
        </p>
        <p className="order-detail-address__where">
          {[info.g_state, info.city, info.g_county, info.address].filter(Boolean).join(' ')}
        </p>
      </section>
      <section className="order-detail-card" aria-label="商品">
        <OrderLines products={detail.product_list} />
      </section>
      {info.payment_id === PAYMENT_ALIPAY_DEFERRED && info.is_pay === 3 && (
        <ThawNote orderNo={info.order_no} />
      )}
      <section className="order-detail-card" aria-label="金额">
        <p className="order-detail-row">
          <span>商品金额</span>
          <span>{yuan(toYuan(goodsFen(info.total_amount, info.express_amount, bonus)))}</span>
        </p>
        <p className="order-detail-row">
          <span>运费</span>
          <span>{yuan(info.express_amount)}</span>
        </p>
        <p className="order-detail-row">
          <span>优惠券</span>
          <span>-{yuan(bonus)}</span>
        </p>
        <p className="order-detail-row order-detail-row--total">
          <span>{info.is_pay === 0 ? '应付款' : '实付款'}</span>
          <strong>{yuan(info.total_amount)}</strong>
        </p>
      </section>
      <section className="order-detail-card" aria-label="订单信息">
        <p className="order-detail-row">
          <span>订单编号</span>
          <span className="order-detail-row__value">
            {info.order_no}
            <button
              type="button"
              className="order-detail-copy"
              data-tap-target
              aria-label="复制订单编号"
              onClick={() => void copyText(info.order_no)}
            >
              复制
            </button>
          </span>
        </p>
        <p className="order-detail-row">
          <span>下单时间</span>
          <span>{info.create_at}</span>
        </p>
        <p className="order-detail-row">
          <span>支付方式</span>
          <span>{info.payment_name}</span>
        </p>
        {info.express_no && (
          <p className="order-detail-row">
            <span>物流单号</span>
            <span>
              {info.express_name} {info.express_no}
            </span>
          </p>
        )}
        <p className="order-detail-row">
          <span>买家留言</span>
          <span className="order-detail-row__remark">{info.buyer_remark || '无'}</span>
        </p>
      </section>
      <BottomBar className="order-detail-bar">
        <OrderActionBar
          order={order}
          busy={actions.busy(info.order_no)}
          onAction={(a, o) => void actions.run(a, o)}
        />
      </BottomBar>
      <RefundSheet {...actions.refund} />
    </>
  );
}

/** /user/order/detail/:orderNo (query type): one order and its actions (docs/product/screens.md, docs/product/states.md). */
export default function OrderDetailPage() {
  const { orderNo = '' } = useParams();
  const [params] = useSearchParams();
  const typeParam = Number(params.get('type'));
  const detail = useOrderDetail(orderNo, typeParam === 1 || typeParam === 2 ? typeParam : undefined);
  const [service, setService] = useState(false);

  let body;
  if (detail.isPending)
    body = (
      <div aria-busy="true" aria-label="加载中">
        <Skeleton className="order-detail-status order-detail-status--skeleton" />
        <Skeleton className="order-detail-card order-detail-card--skeleton" />
        <Skeleton className="order-detail-card order-detail-card--skeleton" />
      </div>
    );
  else if (detail.isError) body = <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />;
  else body = <Detail detail={detail.data} onService={() => setService(true)} />;

  return (
    <main className="order-page order-detail">
      {body}
      <CustomerServiceSheet open={service} onClose={() => setService(false)} />
    </main>
  );
}
