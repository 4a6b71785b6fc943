import { describe, expect, it } from 'vitest';
import { BizError } from '@/api/errors';
import { emptyOnListEnd, LOAD_MORE_DISTANCE, nextPageParam, shouldLoadMore, toRows } from './load-more';

describe('shouldLoadMore', () => {
  const more = { hasNextPage: true, isFetching: false };
  const at = (fromBottom: number) => ({
    scrollTop: 2000 - 700 - fromBottom,
    viewportHeight: 700,
    scrollHeight: 2000,
  });

  it('should load within 50 px of the bottom (SPEC 9)', () => {
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

describe('nextPageParam', () => {
  const items = (page: number[]) => page;
  const ten = Array.from({ length: 10 }, (_, i) => i);

  it('should ask for the page after the last one while pages come full', () => {
    expect(nextPageParam(ten, [ten], 1, items)).toBe(2);
    expect(nextPageParam(ten, [ten, ten, ten], 3, items)).toBe(4);
  });

  it('should call the list full after an empty page', () => {
    expect(nextPageParam([], [ten, []], 2, items)).toBeUndefined();
    expect(nextPageParam([], [[]], 1, items)).toBeUndefined();
  });

  it('should call the list full after a page shorter than the first', () => {
    expect(nextPageParam([1, 2, 3], [ten, [1, 2, 3]], 2, items)).toBeUndefined();
  });

  it('should honour a given page size', () => {
    expect(nextPageParam([1, 2, 3], [[1, 2, 3]], 1, items, 10)).toBeUndefined();
    expect(nextPageParam(ten, [ten], 1, items, 10)).toBe(2);
  });

  it('should read the items from a nested page', () => {
    const page = { data: { list: ten } };
    expect(nextPageParam(page, [page], 1, (p) => p.data.list)).toBe(2);
    expect(nextPageParam({ data: { list: [] } }, [page], 2, (p) => p.data.list)).toBeUndefined();
  });
});

describe('emptyOnListEnd', () => {
  it('should read code -404 as an empty page', async () => {
    const end = Promise.reject(new BizError(-404, '暂无数据', 'orderList'));
    await expect(emptyOnListEnd(end, [])).resolves.toEqual([]);
  });

  it('should pass data and other failures through', async () => {
    await expect(emptyOnListEnd(Promise.resolve([1]), [])).resolves.toEqual([1]);
    const expired = new BizError(-1, '登录已过期', 'orderList');
    await expect(emptyOnListEnd(Promise.reject(expired), [])).rejects.toBe(expired);
  });
});

describe('toRows', () => {
  it('should split items into rows of the column count', () => {
    expect(toRows([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(toRows([1, 2], 1)).toEqual([[1], [2]]);
    expect(toRows([], 2)).toEqual([]);
  });
});
