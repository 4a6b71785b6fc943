import { describe, expect, it } from 'vitest';
import { ApiError, BizError } from './errors';

/** The own properties an error carries, in order, with their attributes (message and stack aside). */
function fields(err: Error): [string, PropertyDescriptor][] {
  return Object.keys(err).map((key) => [key, Object.getOwnPropertyDescriptor(err, key)!]);
}
const field = (value: unknown): PropertyDescriptor => ({
  value,
  writable: true,
  enumerable: true,
  configurable: true,
});

describe('the API errors', () => {
  // What the class fields they were declared with gave them: the same own properties, in order.
  it('should carry a business error’s code, message, operation, data and name', () => {
    const err = new BizError(0, '库存不足', 'addShopCart', { left: 0 });
    expect(fields(err)).toEqual([
      ['code', field(0)],
      ['msg', field('库存不足')],
      ['operation', field('addShopCart')],
      ['data', field({ left: 0 })],
      ['name', field('BizError')],
    ]);
    expect(err.message).toBe('addShopCart: code 0 库存不足');
    expect(new BizError(-1, '', 'orderList').data).toBeNull();
  });

  it('should carry a transport error’s operation, status, cause and name, the cause even when absent', () => {
    const cause = new TypeError('Failed to fetch');
    expect(fields(new ApiError('login: network error', 'login', 0, cause))).toEqual([
      ['operation', field('login')],
      ['status', field(0)],
      ['cause', field(cause)],
      ['name', field('ApiError')],
    ]);
    expect(fields(new ApiError('login: HTTP 502', 'login', 502))).toEqual([
      ['operation', field('login')],
      ['status', field(502)],
      ['cause', field(undefined)],
      ['name', field('ApiError')],
    ]);
  });
});
