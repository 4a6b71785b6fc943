import { describe, expect, it } from 'vitest';
import { parsePartDetailQuery, partCategoryId, partDetailHref } from './part-query';

describe('part page queries (docs/product/screens.md)', () => {
  it('should read productId, type and sk of /part-detail', () => {
    expect(parsePartDetailQuery(new URLSearchParams('productId=20001&type=1&sk=pat-1'))).toEqual({
      productId: 20001,
      type: 1,
      sk: 'pat-1',
    });
    expect(parsePartDetailQuery(new URLSearchParams('productId=20001'))).toEqual({ productId: 20001 });
  });

  it('should refuse a missing or malformed productId', () => {
    for (const bad of ['', 'productId=', 'productId=abc', 'productId=0', 'productId=-3', 'productId=1.5'])
      expect(parsePartDetailQuery(new URLSearchParams(bad))).toBeUndefined();
  });

  it('should pick the category tab from id', () => {
    expect(partCategoryId(new URLSearchParams('id=3'))).toBe(3);
    expect(partCategoryId(new URLSearchParams('id=x'))).toBeUndefined();
  });

  it('should link a part to its detail page, carrying the listing sk, and read the link back', () => {
    expect(partDetailHref(20001, 'pat 1')).toBe('/part-detail?productId=20001&sk=pat%201');
    expect(partDetailHref(20001)).toBe('/part-detail?productId=20001');
    const back = new URLSearchParams(partDetailHref(20001, 'pat 1').split('?')[1]);
    expect(parsePartDetailQuery(back)).toEqual({ productId: 20001, sk: 'pat 1' });
  });
});
