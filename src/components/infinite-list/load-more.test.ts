import { describe, expect, it } from 'vitest';
import { LOAD_MORE_DISTANCE, shouldLoadMore, toRows } from './load-more';

describe('shouldLoadMore', () => {
  const more = { hasNextPage: true, isFetching: false };
  const at = (fromBottom: number) => ({
    scrollTop: 2000 - 700 - fromBottom,
    viewportHeight: 700,
    scrollHeight: 2000,
  });

  it('should load within 50 px of the bottom (docs/product/limits.md)', () => {
    expect(LOAD_MORE_DISTANCE).toBe(50);
    expect(shouldLoadMore(at(0), more)).toBe(true);
    expect(shouldLoadMore(at(50), more)).toBe(true);
    expect(shouldLoadMore(at(51), more)).toBe(false);
    expect(shouldLoadMore(at(500), more)).toBe(false);
  });

  it('should load when the content does not fill the screen', () => {
    expect(shouldLoadMore({ scrollTop: 0, viewportHeight: 700, scrollHeight: 300 }, more)).toBe(true);
  });

  it('should not load when the list is full or a page is in flight', () => {
    expect(shouldLoadMore(at(0), { hasNextPage: false, isFetching: false })).toBe(false);
    expect(shouldLoadMore(at(0), { hasNextPage: true, isFetching: true })).toBe(false);
  });
});

describe('toRows', () => {
  it('should split items into rows of the column count', () => {
    expect(toRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(toRows([1, 2], 1)).toEqual([[1], [2]]);
    expect(toRows([], 2)).toEqual([]);
  });
});
