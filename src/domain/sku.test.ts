import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHOOSE_SPECS,
  clampQuantity,
  purchaseBlock,
  resolveSku,
  skuKey,
  toggleSpec,
  type PartLike,
} from './sku';

const PART: PartLike = {
  price: '149.00',
  all_storage: 120,
  product_spec: [
    {
      id: 1,
      list: [
        { id: 101, name: '白色' },
        { id: 102, name: '黑色' },
      ],
    },
    {
      id: 2,
      list: [
        { id: 201, name: '单充电头' },
        { id: 202, name: '套装' },
      ],
    },
  ],
  sku_list: {
    '101-201': { price: '149.00', sku_id: 21001, storage: 50 },
    '101-202': { price: '199.00', sku_id: 21002, storage: 40 },
    '102-201': { price: '149.00', sku_id: 21003, storage: 20 },
    '102-202': { price: '199.00', sku_id: 21004, storage: 0 },
  },
};

describe('SKU resolution (docs/product/states.md)', () => {
  it('should show the base price and total stock until every group is chosen', () => {
    expect(resolveSku(PART, {})).toEqual({ complete: false, price: '149.00', storage: 120 });
    expect(resolveSku(PART, { 1: 101 })).toEqual({ complete: false, price: '149.00', storage: 120 });
  });

  it('should take price, sku id and stock from the sku of the ids joined in group order', () => {
    expect(skuKey(PART.product_spec, { 2: 202, 1: 101 })).toBe('101-202');
    expect(resolveSku(PART, { 2: 202, 1: 101 })).toEqual({
      complete: true,
      price: '199.00',
      skuId: 21002,
      storage: 40,
    });
  });

  it('should keep one option per group and clear it on a second tap', () => {
    let c = toggleSpec({}, 1, 101);
    c = toggleSpec(c, 1, 102);
    expect(c).toEqual({ 1: 102 });
    expect(toggleSpec(c, 1, 102)).toEqual({});
  });

  it('should resolve any sequence of taps to a sku only when every group holds an option', () => {
    const tap = fc.tuple(fc.constantFrom(1, 2), fc.integer({ min: 1, max: 2 }));
    fc.assert(
      fc.property(fc.array(tap, { maxLength: 12 }), (taps) => {
        let choice = {};
        for (const [g, i] of taps) choice = toggleSpec(choice, g, g * 100 + i);
        const r = resolveSku(PART, choice);
        const full = Object.keys(choice).length === 2;
        expect(r.complete).toBe(full);
        if (r.complete) expect(PART.sku_list[skuKey(PART.product_spec, choice)!].sku_id).toBe(r.skuId);
        else expect(r.price).toBe(PART.price);
      }),
    );
  });

  it('should keep the quantity within 1 and the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(3, 0)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 200 }), fc.integer({ min: 1, max: 150 }), (n, s) => {
        const q = clampQuantity(n, s);
        return q >= 1 && q <= s;
      }),
    );
  });

  it('should block buying until specs are chosen and while the quantity is 0', () => {
    expect(purchaseBlock(resolveSku(PART, { 1: 101 }), 1)).toBe(CHOOSE_SPECS);
    expect(purchaseBlock(resolveSku(PART, { 1: 102, 2: 202 }), 0)).toBe(CHOOSE_SPECS);
    expect(purchaseBlock(resolveSku(PART, { 1: 101, 2: 201 }), 1)).toBeUndefined();
  });
});
