import { describe, expect, it } from 'vitest';
import { buildCheckoutSearch, parseCheckoutSearch } from './checkout-query';
import { buyNowBlock, chosenParts, partBuyNow, phoneBuyNow } from './product-buy';

describe('buy now (docs/product/states.md)', () => {
  it('should be disabled for a phone off sale or sold', () => {
    expect(buyNowBlock({ status: 1, product_cell: 0 })).toBeUndefined();
    expect(buyNowBlock({ status: 0, product_cell: 0 })).toBe('已下架');
    expect(buyNowBlock({ status: 1, product_cell: 1 })).toBe('已售出');
  });

  it('should take only parts with a quantity, merged per sku', () => {
    expect(
      chosenParts([
        { sku_id: 21001, quantity: 2 },
        { sku_id: 21005, quantity: 0 },
        { quantity: 3 },
        { sku_id: 21001, quantity: 1 },
      ]),
    ).toEqual([{ id: 21001, num: 3 }]);
  });

  it('should build a phone query the confirm page reads back', () => {
    const q = phoneBuyNow(10001, [3, 1], [{ sku_id: 21001, quantity: 2 }], 'rec-1');
    const search = buildCheckoutSearch(q);
    expect(new URLSearchParams(search).get('shouji_str')).toBe('10001:1');
    expect(new URLSearchParams(search).get('server_str')).toBe('3,1');
    expect(new URLSearchParams(search).get('peijian_str')).toBe('21001:2');
    expect(parseCheckoutSearch(search)).toEqual(q);
  });

  it('should build a part query with peijian_str skuid:num and from_where 1', () => {
    const search = new URLSearchParams(buildCheckoutSearch(partBuyNow(21002, 3)));
    expect(search.get('peijian_str')).toBe('21002:3');
    expect(search.get('from_where')).toBe('1');
    expect(search.get('shouji_str')).toBeNull();
  });
});
