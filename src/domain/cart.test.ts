import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildCheckoutSearch } from './checkout-query';
import {
  allSelected,
  cartCheckout,
  deleteBatches,
  lineFen,
  lineKey,
  selectAll,
  totalFen,
  type CartLineLike,
} from './cart';
import { toYuan } from './money';

const phone: CartLineLike = {
  shopcart_value: 10001,
  shopcart_type: 1,
  shopcart_price: '3299.00',
  shopcart_pro_num: 1,
  serve_total_amount: '298.00',
  product_id: 10001,
  isselect: 1,
};
const part: CartLineLike = {
  shopcart_value: 21001,
  shopcart_type: 2,
  shopcart_price: '19.90',
  shopcart_pro_num: 3,
  serve_total_amount: '0.00',
  product_id: 0,
  isselect: 1,
};

describe('cart totals and checkout (docs/product/states.md)', () => {
  it('should total price × num plus services of the selected lines in fen', () => {
    expect(lineFen(part)).toBe(5970);
    expect(toYuan(totalFen([phone, part], {}))).toBe('3656.70');
    expect(totalFen([phone, part], { [lineKey(phone)]: false })).toBe(5970);
  });

  it('should select and deselect all', () => {
    expect(allSelected([phone, part], {})).toBe(true);
    const none = selectAll([phone, part], false);
    expect(totalFen([phone, part], none)).toBe(0);
    expect(cartCheckout([phone, part], none)).toBeUndefined();
  });

  it('should send phones as productId:num and parts as value:num with from_where 2', () => {
    const search = new URLSearchParams(buildCheckoutSearch(cartCheckout([phone, part], {})!));
    expect(search.get('shouji_str')).toBe('10001:1');
    expect(search.get('peijian_str')).toBe('21001:3');
    expect(search.get('from_where')).toBe('2');
  });

  it('should total exactly whatever the amounts (the sum of fen of each line)', () => {
    const amount = fc.integer({ min: 0, max: 999_999 }).map(toYuan);
    const line = fc.record({
      shopcart_value: fc.integer({ min: 1, max: 1e6 }),
      shopcart_type: fc.constantFrom(1 as const, 2 as const),
      shopcart_price: amount,
      shopcart_pro_num: fc.integer({ min: 1, max: 99 }),
      serve_total_amount: amount,
      product_id: fc.integer({ min: 0, max: 1e6 }),
      isselect: fc.constantFrom(0 as const, 1 as const),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (lines) => {
        const total = totalFen(lines, {});
        expect(Number.isInteger(total)).toBe(true);
        const expected = lines
          .filter((l) => l.isselect === 1)
          .reduce(
            (s, l) =>
              s +
              Math.round(Number(l.shopcart_price) * 100) * l.shopcart_pro_num +
              Math.round(Number(l.serve_total_amount) * 100),
            0,
          );
        expect(total).toBe(expected);
      }),
    );
  });
});

describe('deleteBatches', () => {
  it('should join values with commas and start a new batch before the limit is passed', () => {
    expect(deleteBatches([10001, 21001, 10002], 1000)).toEqual(['10001,21001,10002']);
    expect(deleteBatches([10001, 21001, 10002], 11)).toEqual(['10001,21001', '10002']);
    expect(deleteBatches([], 1000)).toEqual([]);
  });

  it('should send every value once, in order, each batch within the limit', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1e9 }), { maxLength: 400 }),
        fc.integer({ min: 10, max: 1000 }),
        (values, max) => {
          const batches = deleteBatches(values, max);
          for (const b of batches) {
            expect(b.length).toBeLessThanOrEqual(max);
            expect(b).toMatch(/^\d+(,\d+)*$/);
          }
          expect(batches.flatMap((b) => b.split(',').map(Number))).toEqual([...new Set(values)]);
        },
      ),
    );
  });
});
