import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/lib/navigate';
import { Link } from '@/components/link/link';
import { useWeixinH5Info } from '@/calls/get-weixin-h5-info';
import { ErrorState } from '@/components/error-state/error-state';
import { errorMessage } from '@/lib/error-message';
import './components/orders.css';
import './info-pages.css';

type JsapiParams = Awaited<ReturnType<ReturnType<typeof useWeixinH5Info>['mutateAsync']>>;

/** The WeChat client's bridge (present only inside its browser). */
interface WeixinBridge {
  invoke(name: 'getBrandWCPayRequest', params: JsapiParams, done: (res: { err_msg: string }) => void): void;
}
const bridge = () => (window as unknown as { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge;

type Outcome = 'paying' | 'cancelled' | 'noBridge' | { failed: unknown };

/**
 * /payment (query order_no, code): the end of the messaging app's OAuth code flow. The one-time
 * code buys the JSAPI parameters (get_weixin_h5_info), the WeChat client takes the payment, and
 * the shopper lands on the order. Without a code the OAuth step was refused: nothing was paid.
 */
export default function PaymentPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const orderNo = params.get('order_no') ?? '';
  const code = params.get('code') ?? '';
  const h5Info = useWeixinH5Info();
  const [outcome, setOutcome] = useState<Outcome>(code ? 'paying' : 'cancelled');
  const started = useRef(false);
  const detail = `/user/order/detail/${encodeURIComponent(orderNo)}`;

  useEffect(() => {
    // The code is good once: never ask twice (StrictMode, re-render).
    if (!code || !orderNo || started.current) return;
    started.current = true;
    h5Info
      .mutateAsync({ orderNo, code })
      .then((jsapi) => {
        const wx = bridge();
        if (!wx) return setOutcome('noBridge');
        wx.invoke('getBrandWCPayRequest', jsapi, (res) => {
          if (res.err_msg === 'get_brand_wcpay_request:ok') navigate(detail, { replace: true });
          else setOutcome('cancelled');
        });
      })
      .catch((err: unknown) => setOutcome({ failed: err }));
  }, [code, orderNo, h5Info, navigate, detail]);

  let body;
  if (outcome === 'paying')
    body = (
      <p className="order-info-page__lead" role="status">
        正在调起微信支付…
      </p>
    );
  else if (outcome === 'noBridge')
    body = (
      <p className="order-info-page__hint" role="alert">
        请在微信客户端内打开本页面完成支付。
      </p>
    );
  else if (outcome === 'cancelled')
    body = (
      <p className="order-info-page__lead" role="status">
        支付未完成，订单已为您保留，可在“待付款”中继续支付。
      </p>
    );
  else
    body = (
      <ErrorState
        title="支付失败"
        description={errorMessage(outcome.failed)}
        onRetry={() => navigate(detail, { replace: true })}
      />
    );

  return (
    <main className="order-page order-info-page" aria-busy={outcome === 'paying'}>
      {body}
      {orderNo && (
        <Link to={detail} replace className="order-button order-info-page__cta">
          查看订单
        </Link>
      )}
    </main>
  );
}
