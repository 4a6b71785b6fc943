import { describe, expect, it } from 'vitest';
import { parsePartDetailQuery, partCategoryId } from './part-query';

describe('part page queries (SPEC 2)', () => {
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
});
