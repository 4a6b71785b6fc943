import type { PayableOrder } from './use-pay-order';

export const ORDER_LIST_PATH = '/user/order';

/** What the order list does on arrival from a submitted order (the location's state). */
export type AfterSubmit = { appNotice: true } | { pay: PayableOrder };

export function isAfterSubmit(value: unknown): value is AfterSubmit {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  if (v.appNotice === true) return true;
  const pay = v.pay as Record<string, unknown> | undefined;
  return (
    typeof pay === 'object' &&
    pay !== null &&
    typeof pay.order_no === 'string' &&
    typeof pay.payment_id === 'number'
  );
}
