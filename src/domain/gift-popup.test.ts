import { describe, expect, it } from 'vitest';
import {
  GIFT_POPUP_INTERVAL_MS,
  giftPopupDue,
  giftPopupView,
  giftStateAfterClaim,
  recordGiftPopupShown,
  shouldShowGiftPopup,
  type GiftPopupContext,
} from './gift-popup';

const DAY = GIFT_POPUP_INTERVAL_MS;
const now = Date.UTC(2026, 10, 20, 6, 0, 0);
const base: GiftPopupContext = {
  received: false,
  onCouponPage: false,
  shownCount: 0,
  rateTime: 3,
  lastShownAt: null,
  now,
};

describe('shouldShowGiftPopup', () => {
  it('should open for a gift not yet received that was never shown', () => {
    expect(shouldShowGiftPopup(base)).toBe(true);
  });

  it('should never open once the gift is received, not even on the coupon page', () => {
    expect(shouldShowGiftPopup({ ...base, received: true })).toBe(false);
    expect(shouldShowGiftPopup({ ...base, received: true, onCouponPage: true })).toBe(false);
  });

  it('should wait a full day after the last showing', () => {
    expect(shouldShowGiftPopup({ ...base, shownCount: 1, lastShownAt: now - DAY + 1 })).toBe(false);
    expect(shouldShowGiftPopup({ ...base, shownCount: 1, lastShownAt: now - DAY })).toBe(true);
  });

  it('should open at most rate_time times in all', () => {
    const long = now - 2 * DAY;
    expect(shouldShowGiftPopup({ ...base, shownCount: 2, lastShownAt: long })).toBe(true);
    expect(shouldShowGiftPopup({ ...base, shownCount: 3, lastShownAt: long })).toBe(false);
  });

  it('should always open on the coupon page while not received', () => {
    expect(shouldShowGiftPopup({ ...base, onCouponPage: true, shownCount: 99, lastShownAt: now })).toBe(true);
  });

  it('should open at most once a day over a week of visits', () => {
    let memory = { shownCount: 0, lastShownAt: null as number | null };
    let shown = 0;
    for (let hour = 0; hour < 7 * 24; hour++) {
      const at = now + hour * 60 * 60 * 1000;
      if (shouldShowGiftPopup({ ...base, ...memory, rateTime: 10, now: at })) {
        memory = recordGiftPopupShown(memory, at);
        shown++;
      }
    }
    expect(shown).toBe(7);
  });
});

describe('recordGiftPopupShown', () => {
  it('should count the showing and store its time', () => {
    expect(recordGiftPopupShown({ shownCount: 2, lastShownAt: now - DAY }, now)).toEqual({
      shownCount: 3,
      lastShownAt: now,
    });
  });
});

describe('giftPopupView and giftStateAfterClaim', () => {
  it('should offer claim when unclaimed and view coupons once claimed', () => {
    expect(giftPopupView(0)).toBe('claim');
    expect(giftPopupView(1)).toBe('view-coupons');
    expect(giftPopupView(2)).toBe('view-coupons');
  });

  it('should map code 1 to just claimed, -2 to already claimed and anything else to no change', () => {
    expect(giftStateAfterClaim(1)).toBe(1);
    expect(giftStateAfterClaim(-2)).toBe(2);
    expect(giftStateAfterClaim(0)).toBeNull();
    expect(giftStateAfterClaim(-1)).toBeNull();
  });
});

describe('giftPopupDue', () => {
  it('should be due on a device that never showed it, or a day after the last showing', () => {
    expect(giftPopupDue({ shownCount: 0, lastShownAt: null }, now)).toBe(true);
    expect(giftPopupDue({ shownCount: 1, lastShownAt: now - DAY }, now)).toBe(true);
  });

  it('should not be due within a day of the last showing, whatever the count', () => {
    expect(giftPopupDue({ shownCount: 1, lastShownAt: now - DAY + 1 }, now)).toBe(false);
    expect(giftPopupDue({ shownCount: 0, lastShownAt: now }, now)).toBe(false);
  });
});
