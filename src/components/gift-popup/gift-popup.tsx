// The new-user gift popup (docs/product/states.md, docs/product/limits.md). Other pages mount it (the home page, the coupon page
// with `onCouponPage`). It uses no antd-mobile and no form library, so mounting it on '/' costs
// little; the toast it may show loads on demand.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@/lib/navigate';
import { BizError } from '@/api/errors';
import { loginRedirect } from '@/lib/redirect';
import {
  giftPopupView,
  giftStateAfterClaim,
  recordGiftPopupShown,
  shouldShowGiftPopup,
  type GiftPopupState,
} from '@/domain/gift-popup';
import { setLocal } from '@/lib/local-store';
import { readGiftMemory } from './gift-memory';
import { readUserData } from '@/lib/session';
import { useGift } from '@/calls/get-gift';
import { useClaimGift } from '@/calls/get-gift-bonus';
import { errorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import './gift-popup.css';
import { ShopImage } from '@/components/shop-image/shop-image';

export const COUPON_PATH = '/user/coupon';

export interface GiftPopupProps {
  /** On the coupon page the popup opens whenever the gift is unclaimed (no daily limit). */
  onCouponPage?: boolean;
  /** Injected clock for tests. */
  now?: () => number;
}

export function GiftPopup({ onCouponPage = false, now = Date.now }: GiftPopupProps) {
  const navigate = useNavigate();
  const user = readUserData();
  const gift = useGift(user?.userId);
  const claim = useClaimGift();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<GiftPopupState>(0);
  // Decided once per mount, when the gift first arrives: a refetch after claiming (geted 1) must
  // neither close nor reopen it.
  const [decided, setDecided] = useState(false);
  if (!decided && gift.data) {
    setDecided(true);
    setOpen(
      shouldShowGiftPopup({
        ...readGiftMemory(),
        received: gift.data.geted === 1,
        onCouponPage,
        rateTime: gift.data.rate_time,
        now: now(),
      }),
    );
  }

  // Showing counts one more showing and restarts the one-day wait (local-store giftTate, startTime).
  const recorded = useRef(false);
  useEffect(() => {
    if (!open || recorded.current) return;
    recorded.current = true;
    const next = recordGiftPopupShown(readGiftMemory(), now());
    setLocal('giftTate', next.shownCount);
    if (next.lastShownAt !== null) setLocal('startTime', next.lastShownAt);
  }, [open, now]);

  if (!open || !gift.data) return null;
  const data = gift.data;
  const image = state === 0 ? data.gift_url : state === 1 ? data.gift_get_url : data.gift_geted_url;
  const close = () => setOpen(false);

  const onClaim = () => {
    if (claim.isPending) return;
    // Claiming needs login, and login returns to the coupon page (docs/product/permissions.md).
    if (!readUserData()) {
      close();
      navigate(loginRedirect(COUPON_PATH));
      return;
    }
    claim.mutate(data.gift_id, {
      onSuccess: () => setState(1),
      onError: (err) => {
        const next = err instanceof BizError ? giftStateAfterClaim(err.code as number) : null;
        if (next !== null) setState(next);
        else if (!(err instanceof BizError && err.isLoginExpired)) void toast(errorMessage(err), 'fail');
      },
    });
  };

  const onView = () => {
    close();
    if (!onCouponPage) navigate(COUPON_PATH);
  };

  const label = state === 0 ? '新人礼包' : state === 1 ? '领取成功' : '礼包已领取';
  return (
    <div className="gift-popup" role="dialog" aria-modal="true" aria-label={label} data-state={state}>
      <div className="gift-popup__panel">
        {image && (
          <ShopImage
            className="gift-popup__image"
            src={image}
            alt={label}
            width={750}
            height={360}
            // The panel is at most 320 px wide.
            sizes="320px"
            minWidth={320}
            maxWidth={320}
            load="eager"
          />
        )}
        {giftPopupView(state) === 'claim' ? (
          <button type="button" className="gift-popup__action" onClick={onClaim} disabled={claim.isPending}>
            {claim.isPending ? '领取中…' : '立即领取'}
          </button>
        ) : (
          <button type="button" className="gift-popup__action" onClick={onView}>
            查看优惠券
          </button>
        )}
        <button type="button" className="gift-popup__close" data-tap-target aria-label="关闭" onClick={close}>
          ×
        </button>
      </div>
    </div>
  );
}

/** Default export too, so a page can mount it with React.lazy and keep it out of its first load. */
export default GiftPopup;
