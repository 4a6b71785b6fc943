import { describe, expect, it } from 'vitest';
import {
  orderActions,
  orderStatusText,
  refundsByThaw,
  type OrderActionId,
  type OrderState,
} from './order-actions';

const STATUSES = [0, 1, 2, 3, 4, 5] as const;
const AFTERSALES = [0, 1, 2] as const;
const PAY_STATES = [0, 1, 2, 3] as const;
const PAYMENT_IDS = [2, 6, 11] as const;

const ANY = '*';
type Cell<T> = T | readonly T[] | typeof ANY;

/**
 * docs/product/states.md, written as a table: status, after-sales, is_pay, payment_id → actions. Every combination
 * must match exactly one row, so the table is whole and has no overlap.
 */
const TABLE: readonly [Cell<number>, Cell<number>, Cell<number>, Cell<number>, OrderActionId[]][] = [
  // any after-sales in progress: view progress only
  [ANY, [1, 2], ANY, ANY, ['progress']],
  // unpaid: pay now and cancel while is_pay is 0
  [0, 0, 0, ANY, ['cancel', 'pay']],
  [0, 0, [1, 2, 3], ANY, []],
  // to ship: refund when is_pay is not 3, or is 3 with payment 11
  [1, 0, [0, 1, 2], ANY, ['refund']],
  [1, 0, 3, 11, ['refund']],
  [1, 0, 3, [2, 6], []],
  // to receive: after-sales, logistics, confirm receipt
  [2, 0, ANY, ANY, ['afterSales', 'logistics', 'confirmReceipt']],
  // cancelled: delete
  [3, 0, ANY, ANY, ['delete']],
  // completed: after-sales and post review
  [4, 0, ANY, ANY, ['afterSales', 'review']],
  // reviewed: after-sales
  [5, 0, ANY, ANY, ['afterSales']],
];

const fits = (cell: Cell<number>, value: number) =>
  cell === ANY || (Array.isArray(cell) ? cell.includes(value) : cell === value);

const combinations: OrderState[] = STATUSES.flatMap((order_status) =>
  AFTERSALES.flatMap((aftersale_status) =>
    PAY_STATES.flatMap((is_pay) =>
      PAYMENT_IDS.map((payment_id) => ({ order_status, aftersale_status, is_pay, payment_id })),
    ),
  ),
);

describe('orderActions', () => {
  it('should cover all 216 combinations of status, after-sales, is_pay and payment id', () => {
    expect(combinations).toHaveLength(6 * 3 * 4 * 3);
  });

  it.each(combinations.map((o) => [JSON.stringify(o), o] as const))(
    'should offer the actions of docs/product/states.md for %s',
    (_, order) => {
      const rows = TABLE.filter(
        ([s, a, p, id]) =>
          fits(s, order.order_status) &&
          fits(a, order.aftersale_status) &&
          fits(p, order.is_pay) &&
          fits(id, order.payment_id),
      );
      expect(rows).toHaveLength(1);
      expect(orderActions(order).map((a) => a.id)).toEqual(rows[0][4]);
    },
  );

  it('should ask before the actions a mistake would hurt, and only those', () => {
    const asking = new Set(
      combinations.flatMap((o) =>
        orderActions(o)
          .filter((a) => a.confirm)
          .map((a) => a.id),
      ),
    );
    expect([...asking].sort()).toEqual(['cancel', 'confirmReceipt', 'delete', 'refund']);
  });
});

describe('refundsByThaw', () => {
  it('should refund payment 11 by the thaw call and the others by apply_cancel_order', () => {
    expect(refundsByThaw({ payment_id: 11 })).toBe(true);
    expect(refundsByThaw({ payment_id: 2 })).toBe(false);
    expect(refundsByThaw({ payment_id: 6 })).toBe(false);
  });
});

describe('orderStatusText', () => {
  it('should name the after-sales state first, else the order state', () => {
    expect(orderStatusText({ order_status: 1, aftersale_status: 1 })).toBe('退款中');
    expect(orderStatusText({ order_status: 4, aftersale_status: 2 })).toBe('售后处理中');
    expect(STATUSES.map((s) => orderStatusText({ order_status: s, aftersale_status: 0 }))).toEqual([
      '待付款',
      '待发货',
      '待收货',
      '已取消',
      '已完成',
      '已评价',
    ]);
  });
});
