// One confirm visit's choices in sessionStorage, keyed by the page's query: the idempotency token
// (made once, so a double tap, a retry after a network error or a reload sends the same one and
// the server makes one order), the coupons and the remark (kept through the address picker).
import type { components } from '@/api/schema';
import { checkoutStateKey } from '@/domain/checkout';

type Coupon = components['schemas']['Coupon'];

export interface CheckoutState {
  submitToken: string;
  /** The chosen coupon by line key. */
  coupons: Record<string, Coupon>;
  remark: string;
}

const newToken = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

function isState(v: unknown): v is CheckoutState {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  return (
    typeof s.submitToken === 'string' &&
    /^[\w-]{8,64}$/.test(s.submitToken) &&
    typeof s.remark === 'string' &&
    typeof s.coupons === 'object' &&
    s.coupons !== null &&
    Object.values(s.coupons as Record<string, unknown>).every(
      (c) =>
        typeof c === 'object' &&
        c !== null &&
        typeof (c as Coupon).bonus_id === 'number' &&
        /^\d+(\.\d{1,2})?$/.test(String((c as Coupon).bonus_num)),
    )
  );
}

/** The visit's state, made (with a fresh token) when there is none. */
export function readCheckoutState(search: string): CheckoutState {
  try {
    const raw = sessionStorage.getItem(checkoutStateKey(search));
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (isState(parsed)) return parsed;
  } catch {
    // Storage refused (private mode) or a bad value: a fresh visit.
  }
  const fresh = { submitToken: newToken(), coupons: {}, remark: '' };
  writeCheckoutState(search, fresh);
  return fresh;
}

export function writeCheckoutState(search: string, state: CheckoutState): void {
  try {
    sessionStorage.setItem(checkoutStateKey(search), JSON.stringify(state));
  } catch {
    // Without storage the token lives as long as the page; a reload then starts a new visit.
  }
}

/** After the order is made: the next visit with the same query is a new purchase. */
export function clearCheckoutState(search: string): void {
  try {
    sessionStorage.removeItem(checkoutStateKey(search));
  } catch {
    // nothing stored
  }
}
