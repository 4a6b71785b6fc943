import { Controller, useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/lib/navigate';
import Input from 'antd-mobile/es/components/input';
import { ErrorState } from '@/components/error-state/error-state';
import { parseId } from '@/domain/prop-keyword';
import { redirectParam } from '@/lib/redirect';
import { removeLocal, setLocal } from '@/lib/local-store';
import { toast } from '@/lib/toast';
import { couponCodeSchema, type CouponCodeInput } from '@/validation/forms';
import { COUPON_CODE_MAX } from '@/validation/rules';
import { useUsableCoupons, type Coupon } from '@/calls/canuse-bonus-list';
import { useExchangeCoupon } from '@/calls/exchange-bonus';
import { EmptyState, ListSkeleton } from './components/list-state';
import { GiftPopup } from '@/components/gift-popup/gift-popup';
import './coupon-page.css';

/**
 * /user/coupon: redeem a code, and the usable coupons. With `redirect` (order confirm) and
 * `productId`, tapping a coupon chooses it for that order line and returns.
 */
export default function CouponPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const chooseFor = redirectParam(params) ?? '';
  const productId = parseId(params.get('productId'));
  const coupons = useUsableCoupons(chooseFor ? productId : undefined);

  const choose = (coupon: Coupon) => {
    if (!chooseFor) return;
    setLocal('couponData', { productId, coupon });
    removeLocal('cancelCoupon');
    navigate(chooseFor, { replace: true });
  };
  const useNone = () => {
    removeLocal('couponData');
    setLocal('cancelCoupon', true);
    navigate(chooseFor, { replace: true });
  };

  let body;
  if (coupons.isPending) body = <ListSkeleton rows={3} height={92} />;
  else if (coupons.isError)
    body = <ErrorState error={coupons.error} onRetry={() => void coupons.refetch()} />;
  else if (coupons.data.length === 0) body = <EmptyState text="当前没有优惠券可用" />;
  else
    body = (
      <ul className="user-list" aria-label="可用优惠券">
        {coupons.data.map((c) => (
          <li key={c.bonus_id}>
            <CouponCard coupon={c} onChoose={chooseFor ? () => choose(c) : undefined} />
          </li>
        ))}
      </ul>
    );

  return (
    <main className="user-page user-coupon-page">
      <RedeemBar />
      {chooseFor && (
        <button type="button" className="user-coupon-page__none" onClick={useNone}>
          不使用优惠券
        </button>
      )}
      {body}
      <GiftPopup onCouponPage />
    </main>
  );
}

function CouponCard({ coupon, onChoose }: { coupon: Coupon; onChoose?: () => void }) {
  const content = (
    <>
      <span className="user-coupon-card__amount">
        <small>¥</small>
        {coupon.bonus_num}
      </span>
      <span className="user-coupon-card__info">
        <span className="user-coupon-card__title">{coupon.bonus_info || '优惠券'}</span>
        {coupon.explain_word && <span className="user-coupon-card__explain">{coupon.explain_word}</span>}
        <span className="user-coupon-card__date">有效期至 {coupon.over_at}</span>
      </span>
    </>
  );
  return onChoose ? (
    <button type="button" className="user-coupon-card user-coupon-card--choose" onClick={onChoose}>
      {content}
    </button>
  ) : (
    <article
      className="user-coupon-card"
      aria-label={`${coupon.bonus_info ?? '优惠券'} ¥${coupon.bonus_num}`}
    >
      {content}
    </article>
  );
}

/** Redeem by code: the button works only with a non-blank code (docs/product/validation.md). */
function RedeemBar() {
  const exchange = useExchangeCoupon();
  const { control, handleSubmit, reset } = useForm<CouponCodeInput>({ defaultValues: { code: '' } });
  const code = useWatch({ control, name: 'code' });
  const parsed = couponCodeSchema.safeParse({ code });

  const onSubmit = () => {
    if (!parsed.success) return;
    exchange.mutate(parsed.data.code, {
      onSuccess: () => {
        void toast('兑换成功');
        reset({ code: '' });
      },
    });
  };

  return (
    <form className="user-redeem-bar" noValidate onSubmit={(e) => void handleSubmit(onSubmit)(e)}>
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <Input
            ref={field.ref}
            className="user-redeem-bar__input"
            aria-label="兑换码"
            placeholder="请输入兑换码"
            maxLength={COUPON_CODE_MAX}
            autoComplete="off"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <button
        type="submit"
        className="user-redeem-bar__button"
        disabled={!parsed.success || exchange.isPending}
      >
        兑换
      </button>
    </form>
  );
}
