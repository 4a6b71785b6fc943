import { describe, expect, it } from 'vitest';
import { badgeText, orderBadges } from './order-badges';

describe('orderBadges', () => {
  it('should map each count to its tab of the order list', () => {
    const badges = orderBadges({
      order_status_waitpay_count: 1,
      order_status_process_count: 2,
      order_status_waitget_count: 3,
      order_status_finish_count: 4,
    });
    expect(badges).toEqual([
      { label: '待付款', href: '/user/order?state=0', count: 1 },
      { label: '待发货', href: '/user/order?state=1', count: 2 },
      { label: '待收货', href: '/user/order?state=2', count: 3 },
      { label: '待评价', href: '/user/order?state=4', count: 4 },
    ]);
  });

  it('should keep the entries without counts for a visitor', () => {
    expect(orderBadges(undefined).map((b) => b.count)).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('badgeText', () => {
  it('should hide zero and unknown counts and cap at 99+', () => {
    expect(badgeText(undefined)).toBeUndefined();
    expect(badgeText(0)).toBeUndefined();
    expect(badgeText(-1)).toBeUndefined();
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});
