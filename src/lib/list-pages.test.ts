import { describe, expect, it } from 'vitest';
import { BizError } from '@/api/errors';
import { emptyOnListEnd, nextPageParam } from './list-pages';

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
