import { useMemo, useRef, useState } from 'react';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@/lib/navigate';
import { Link } from '@/components/link/link';
import { useAddressList, type Address } from '@/calls/get-reciver-address-list';
import { usePartBySku } from '@/calls/pat-detail';
import { useSubmitOrder } from '@/calls/shop-cart-confirm-order';
import { ErrorState } from '@/components/error-state/error-state';
import { EmptyState } from '@/components/page-states/page-states';
import { Skeleton } from '@/components/skeleton/skeleton';
import {
  REMARK_MAX,
  capRemark,
  checkoutTotals,
  hasParts,
  lineGoodsFen,
  orderItems,
  remarkLength,
  type CheckoutLine,
} from '@/domain/checkout';
import { FROM_CART, parseCheckoutSearch, type CheckoutQuery } from '@/domain/checkout-query';
import { toFen, toYuan } from '@/domain/money';
import { PAYMENT_ALIPAY_DEFERRED, browserEnv, defaultPaymentId, payFlow } from '@/domain/payment';
import { getLocal } from '@/lib/local-store';
import { toast } from '@/lib/toast';
import { useUserData } from '@/lib/use-session';
import { CouponRow } from './components/coupon-row';
import { yuan } from './components/money';
import { ORDER_LIST_PATH, type AfterSubmit } from './hooks/after-submit';
import {
  clearCheckoutState,
  readCheckoutState,
  writeCheckoutState,
  type CheckoutState,
} from './hooks/checkout-state';
import { useCheckoutLines } from './hooks/use-checkout-lines';
import { DEFERRED_TEXT } from './hooks/use-pay-order';
import './components/orders.css';
import './order-confirm-page.css';
import { ShopImage } from '@/components/shop-image/shop-image';
import { BottomBar } from '@/components/bottom-bar/bottom-bar';

const PAYMENT_NAMES: Record<number, string> = { 2: '支付宝支付', 6: '微信支付', 11: '支付宝先用后付' };
export const ADDRESS_REQUIRED = '请选择地址';

/** The chosen address: the one picked on the address page if it is still the user's, else the default. */
function chosenAddress(list: readonly Address[]): Address | undefined {
  const picked = getLocal('addressData');
  return (
    (picked && list.find((a) => a.address_book_id === picked.address_book_id)) ??
    list.find((a) => a.is_default === 1) ??
    list[0]
  );
}

function AddressCard({ here }: { here: string }) {
  const addresses = useAddressList();
  const back = encodeURIComponent(here);
  if (addresses.isPending)
    return <Skeleton className="order-confirm-address order-confirm-address--skeleton" />;
  if (addresses.isError)
    return <ErrorState error={addresses.error} onRetry={() => void addresses.refetch()} />;
  const address = chosenAddress(addresses.data);
  if (!address)
    return (
      <Link
        to={`/user/address/add?redirect=${back}`}
        className="order-confirm-address order-confirm-address--empty"
      >
        <span>请添加收货地址</span>
        <span aria-hidden="true">›</span>
      </Link>
    );
  return (
    <Link to={`/user/address?redirect=${back}`} className="order-confirm-address">
      {/* Named by what it shows, framed by words a screen reader needs (voice control says the shown part). */}
      <VisuallyHidden>收货地址 </VisuallyHidden>
      <span className="order-confirm-address__who">
        {address.address_name} {address.address_mobile_phone}
      </span>{' '}
      <span className="order-confirm-address__where">
        {[
          address.address_state_name,
          address.address_city_name,
          address.address_county_name,
          address.address_street,
        ]
          .filter(Boolean)
          .join(' ')}
      </span>
      <VisuallyHidden>，点击更换</VisuallyHidden>
    </Link>
  );
}

function LineView({ line }: { line: CheckoutLine }) {
  return (
    <div className="order-confirm-line">
      <ShopImage
        className="order-line__pic"
        src={line.pic}
        alt={line.name}
        width={72}
        height={72}
        load="eager"
      />
      <div className="order-line__text">
        <p className="order-line__name">{line.name}</p>
        {line.spec && <p className="order-line__spec">{line.spec}</p>}
        {line.services.length > 0 && (
          <p className="order-line__spec">
            服务：{line.services.map((s) => `${s.name} ${yuan(toYuan(s.priceFen))}`).join('，')}
          </p>
        )}
        {line.productType === 1 &&
          line.parts.map((p) => (
            <p key={p.skuId} className="order-line__spec">
              配件：{p.name} {yuan(toYuan(p.priceFen))} ×{p.num}
            </p>
          ))}
      </div>
      <p className="order-line__price">
        {yuan(toYuan(line.productType === 1 ? line.priceFen : (line.parts[0]?.priceFen ?? 0)))}
        <span className="order-line__num">×{line.productType === 1 ? 1 : (line.parts[0]?.num ?? 1)}</span>
      </p>
    </div>
  );
}

type CouponRowProps = Omit<Parameters<typeof CouponRow>[0], 'productId'>;

/**
 * A line's coupons (docs/product/states.md: per order line): canuse_bonus_list is asked by product id, a phone's
 * or a part's. A cart part line carries no part product id (the cart's product_id is 0 for parts),
 * so it is read from the part its sku belongs to.
 */
function LineCoupon({ line, ...row }: CouponRowProps & { line: CheckoutLine }) {
  const skuId = line.productType === 2 && !line.partProductId ? (line.parts[0]?.skuId ?? 0) : 0;
  const part = usePartBySku(skuId, skuId > 0);
  const productId = line.productId || line.partProductId || part.data?.product_id || 0;
  if (productId > 0) return <CouponRow productId={productId} {...row} />;
  if (skuId > 0 && part.isError)
    return (
      <div className="order-confirm-row">
        <span>优惠券</span>
        <button type="button" className="order-confirm-link" onClick={() => void part.refetch()}>
          优惠券加载失败，点击重试
        </button>
      </div>
    );
  if (skuId > 0 && part.isPending)
    return (
      <div className="order-confirm-row">
        <span>优惠券</span>
        <span className="order-confirm-row__muted">加载中</span>
      </div>
    );
  return null;
}

function Confirm({ query, lines, search }: { query: CheckoutQuery; lines: CheckoutLine[]; search: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const addresses = useAddressList();
  const submit = useSubmitOrder();
  const [state, setState] = useState<CheckoutState>(() => readCheckoutState(search));
  const [addressError, setAddressError] = useState(false);
  const update = (next: CheckoutState) => {
    setState(next);
    writeCheckoutState(search, next);
  };

  const paymentId = defaultPaymentId(navigator.userAgent, hasParts(lines));
  const couponFen = useMemo(
    () => new Map(Object.entries(state.coupons).map(([k, c]) => [k, toFen(c.bonus_num)])),
    [state.coupons],
  );
  const totals = checkoutTotals(lines, couponFen);
  const address = addresses.data ? chosenAddress(addresses.data) : undefined;

  // Set on the first tap and kept once the order exists: a second tap landing after the answer
  // but before the page has moved on must not send again (the guard only covers calls in flight).
  const placing = useRef(false);
  const onSubmit = () => {
    if (placing.current) return;
    if (!address) {
      setAddressError(true);
      void toast(ADDRESS_REQUIRED);
      return;
    }
    placing.current = true;
    const couponId = new Map(Object.entries(state.coupons).map(([k, c]) => [k, c.bonus_id]));
    const ref = getLocal('ref');
    submit.mutate(
      {
        paymentId,
        addressId: address.address_book_id,
        fromWhere: query.fromWhere,
        items: orderItems(lines, state.remark, couponId),
        submitToken: state.submitToken,
        ...(ref ? { ref } : {}),
      },
      {
        onError: () => {
          placing.current = false;
        },
        onSuccess: (result) => {
          clearCheckoutState(search);
          const order = { order_no: result.order_no, payment_id: result.pay_info.payment_id };
          if (result.pay_info.next === 'none') {
            navigate(`/user/order/detail/${encodeURIComponent(result.order_no)}`, { replace: true });
            return;
          }
          // The order waits under 待付款 whatever happens next; the list goes on from there (the
          // H5-payment notice, or paying in this in-app browser), so a reload cannot order twice.
          const next: AfterSubmit =
            payFlow(browserEnv(navigator.userAgent)) === 'app' ? { appNotice: true } : { pay: order };
          navigate(`${ORDER_LIST_PATH}?state=0`, { replace: true, state: next });
        },
      },
    );
  };

  const taken = (key: string) =>
    new Set(Object.entries(state.coupons).flatMap(([k, c]) => (k === key ? [] : [c.bonus_id])));

  return (
    <>
      <AddressCard here={here} />
      {addressError && !address && (
        <p className="order-confirm-error" role="alert">
          {ADDRESS_REQUIRED}
        </p>
      )}
      {lines.map((line) => (
        <section key={line.key} className="order-confirm-card" aria-label={line.name}>
          <LineView line={line} />
          <LineCoupon
            line={line}
            chosen={state.coupons[line.key]}
            takenElsewhere={taken(line.key)}
            onChange={(c) => {
              const coupons = { ...state.coupons };
              if (c) coupons[line.key] = c;
              else delete coupons[line.key];
              update({ ...state, coupons });
            }}
          />
          <p className="order-confirm-row">
            <span>小计</span>
            <span>{yuan(toYuan(lineGoodsFen(line)))}</span>
          </p>
        </section>
      ))}
      <section className="order-confirm-card">
        <label className="order-confirm-remark">
          <span>买家留言</span>
          <textarea
            value={state.remark}
            rows={2}
            placeholder={`选填，最多 ${REMARK_MAX} 字`}
            onChange={(e) => update({ ...state, remark: capRemark(e.target.value) })}
          />
        </label>
        <p className="order-confirm-remark__count" aria-live="polite">
          {remarkLength(state.remark)}/{REMARK_MAX}
        </p>
      </section>
      <section className="order-confirm-card" aria-label="支付方式">
        <p className="order-confirm-row">
          <span>支付方式</span>
          <span>{PAYMENT_NAMES[paymentId]}</span>
        </p>
        {paymentId === PAYMENT_ALIPAY_DEFERRED && <p className="order-confirm-note">{DEFERRED_TEXT}</p>}
        <div className="order-confirm-mixed">
          <p className="order-confirm-mixed__title">混合支付</p>
          <ol className="order-confirm-mixed__steps">
            <li>先以现金支付一部分</li>
            <li>剩余部分先用后付</li>
          </ol>
          <Link to="/mixedDetail" className="order-confirm-link">
            查看混合支付教程
          </Link>
        </div>
      </section>
      <section className="order-confirm-card" aria-label="金额">
        <p className="order-confirm-row">
          <span>商品金额</span>
          <span>{yuan(toYuan(totals.goodsFen))}</span>
        </p>
        <p className="order-confirm-row">
          <span>运费</span>
          <span>{totals.expressFen === 0 ? '包邮' : yuan(toYuan(totals.expressFen))}</span>
        </p>
        <p className="order-confirm-row">
          <span>优惠</span>
          <span>-{yuan(toYuan(totals.discountFen))}</span>
        </p>
      </section>
      <BottomBar className="order-confirm-bar">
        <p className="order-confirm-bar__total">
          合计 <strong data-testid="confirm-total">{yuan(toYuan(totals.totalFen))}</strong>
        </p>
        <button
          type="button"
          className="order-button order-button--primary order-confirm-bar__submit"
          // Until the addresses are in, a tap cannot know the default one: it would say 请选择地址
          // to a shopper who has one (docs/product/states.md, reviews and coupons).
          disabled={submit.isPending || addresses.isPending}
          onClick={onSubmit}
        >
          {submit.isPending ? '提交中…' : '提交订单'}
        </button>
      </BottomBar>
    </>
  );
}

/** /user/order/confirm (query shouji_str, server_str, peijian_str, from_where, sk): docs/product/screens.md, docs/product/states.md, 5. */
export default function OrderConfirmPage() {
  const location = useLocation();
  const user = useUserData();
  const query = useMemo(() => parseCheckoutSearch(location.search), [location.search]);
  const lines = useCheckoutLines(
    query ?? { fromWhere: FROM_CART, phones: [], services: [], parts: [] },
    user?.userId ?? 0,
  );

  let body;
  if (!query || lines.status === 'gone')
    body = (
      <EmptyState text="订单中的商品已失效，请重新选择">
        <Link
          to={query?.fromWhere === FROM_CART ? '/shop-cart' : '/'}
          className="order-button order-button--primary"
        >
          {query?.fromWhere === FROM_CART ? '返回购物车' : '去逛逛'}
        </Link>
      </EmptyState>
    );
  else if (lines.status === 'pending')
    body = (
      <div aria-busy="true" aria-label="加载中">
        <Skeleton className="order-confirm-address order-confirm-address--skeleton" />
        <Skeleton className="order-confirm-card order-confirm-card--skeleton" />
      </div>
    );
  else if (lines.status === 'error') body = <ErrorState error={lines.error} onRetry={lines.retry} />;
  else body = <Confirm query={query} lines={lines.lines} search={location.search} />;
  return <main className="order-page order-confirm">{body}</main>;
}
