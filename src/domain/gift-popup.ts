// The new-user gift popup (docs/product sections 4 and 9). Times are epoch milliseconds; the caller
// keeps GiftPopupMemory in local storage (giftTate = shownCount, startTime = lastShownAt).

export const GIFT_POPUP_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** 0 unclaimed, 1 just claimed, 2 already claimed (server code -2). */
export type GiftPopupState = 0 | 1 | 2;

export interface GiftPopupMemory {
  shownCount: number;
  /** null when it has never been shown on this device. */
  lastShownAt: number | null;
}

export interface GiftPopupContext extends GiftPopupMemory {
  /** The server's `geted`: this user already has the gift. */
  received: boolean;
  onCouponPage: boolean;
  /** The server's `rate_time`. */
  rateTime: number;
  now: number;
}

/**
 * Opens when not yet received and either on the coupon page, or shown fewer than rate_time times
 * and at least a day after the last showing. docs/product/limits.md ("up to rate_time times") decides
 * the count: section 4's "no more than rate_time" with a count starting at 0 would allow one
 * showing more.
 */
export function shouldShowGiftPopup(ctx: GiftPopupContext): boolean {
  if (ctx.received) return false;
  if (ctx.onCouponPage) return true;
  return ctx.shownCount < ctx.rateTime && giftPopupDue(ctx, ctx.now);
}

/**
 * Outside the coupon page, whether the popup can open at all, from this device's memory alone:
 * not within a day of its last showing. When it cannot, neither its code nor its call is needed.
 */
export function giftPopupDue(memory: GiftPopupMemory, now: number): boolean {
  return memory.lastShownAt === null || now - memory.lastShownAt >= GIFT_POPUP_INTERVAL_MS;
}

/** Showing the popup counts one more showing and restarts the one-day wait. */
export function recordGiftPopupShown(memory: GiftPopupMemory, now: number): GiftPopupMemory {
  return { shownCount: memory.shownCount + 1, lastShownAt: now };
}

export type GiftPopupButton = 'claim' | 'view-coupons';

/** Unclaimed offers the claim button; once claimed (now or before) it leads to the coupons. */
export function giftPopupView(state: GiftPopupState): GiftPopupButton {
  return state === 0 ? 'claim' : 'view-coupons';
}

/**
 * The state after a claim call (get_gift_bonus): code 1 claimed, code -2 already claimed. Any
 * other code returns null: the state stays 0 and the screen toasts the server's msg (docs/product/errors.md).
 */
export function giftStateAfterClaim(code: number): GiftPopupState | null {
  if (code === 1) return 1;
  if (code === -2) return 2;
  return null;
}
