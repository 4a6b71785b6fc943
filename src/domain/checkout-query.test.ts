import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  buildCheckoutSearch,
  checkoutUrl,
  FROM_BUY_NOW,
  FROM_CART,
  MAX_LINE_NUM,
  parseCheckoutSearch,
  type CheckoutQuery,
} from './checkout-query';

describe('checkout query', () => {
  it('should build buy now of a phone with services and recommended parts (docs/product/states.md)', () => {
    const url = checkoutUrl({
      fromWhere: FROM_BUY_NOW,
      phones: [{ id: 10001, num: 1 }],
      services: [3, 5, 3],
      parts: [{ id: 21001, num: 2 }],
      sk: 'rec-1',
    });
    expect(url).toBe(
      '/user/order/confirm?shouji_str=10001%3A1&server_str=3%2C5&peijian_str=21001%3A2&from_where=1&sk=rec-1',
    );
  });

  it('should build cart checkout with phones and parts, and a part bought alone', () => {
    expect(
      buildCheckoutSearch({
        fromWhere: FROM_CART,
        phones: [
          { id: 10001, num: 1 },
          { id: 10002, num: 1 },
        ],
        services: [],
        parts: [{ id: 900, num: 3 }],
      }),
    ).toBe('shouji_str=10001%3A1%2C10002%3A1&peijian_str=900%3A3&from_where=2');
    expect(parseCheckoutSearch('peijian_str=21001:1&from_where=1')).toEqual({
      fromWhere: 1,
      phones: [],
      services: [],
      parts: [{ id: 21001, num: 1 }],
    });
  });

  it('should refuse to build an order of nothing or of a bad line', () => {
    const base: CheckoutQuery = { fromWhere: FROM_CART, phones: [], services: [], parts: [] };
    expect(() => buildCheckoutSearch(base)).toThrow(RangeError);
    expect(() => buildCheckoutSearch({ ...base, parts: [{ id: 1, num: 0 }] })).toThrow(RangeError);
    expect(() => buildCheckoutSearch({ ...base, phones: [{ id: -1, num: 1 }] })).toThrow(RangeError);
  });

  it.each([
    '',
    'from_where=1',
    'shouji_str=10001&from_where=1',
    'shouji_str=10001:0',
    'shouji_str=10001:1&from_where=3',
    'shouji_str=10001:1,&from_where=1',
    'shouji_str=10001:1&server_str=3,,5',
    `peijian_str=1:${MAX_LINE_NUM + 1}`,
    'shouji_str=0:1',
    'shouji_str=<script>:1',
  ])('should read %j as no checkout', (search) => {
    expect(parseCheckoutSearch(search)).toBeUndefined();
  });

  it('should read back every query it builds', () => {
    const line = fc.record({
      id: fc.integer({ min: 1, max: 2 ** 40 }),
      num: fc.integer({ min: 1, max: MAX_LINE_NUM }),
    });
    fc.assert(
      fc.property(
        fc.constantFrom(FROM_BUY_NOW, FROM_CART),
        fc.array(line, { maxLength: 5 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 999 }), { maxLength: 4 }),
        fc.array(line, { maxLength: 5 }),
        fc.option(fc.stringMatching(/^[\w-]{1,20}$/), { nil: undefined }),
        (fromWhere, phones, services, parts, sk) => {
          fc.pre(phones.length + parts.length > 0);
          const query: CheckoutQuery = { fromWhere, phones, services, parts, ...(sk ? { sk } : {}) };
          expect(parseCheckoutSearch(buildCheckoutSearch(query))).toEqual(query);
        },
      ),
    );
  });
});
