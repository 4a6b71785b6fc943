import { describe, expect, it } from 'vitest';
import { ApiError, BizError } from '@/api/errors';
import {
  CONTRACT_MESSAGE,
  errorMessage,
  FAILED_MESSAGE,
  LocalError,
  NETWORK_MESSAGE,
  SERVER_MESSAGE,
} from './error-message';

describe('errorMessage', () => {
  it("should show the server's msg for a business answer (code 0: 服务繁忙)", () => {
    expect(errorMessage(new BizError(0, '服务繁忙', 'searchList'))).toBe('服务繁忙');
    expect(errorMessage(new BizError(0, '  ', 'searchList'))).toBe(FAILED_MESSAGE);
  });

  it('should tell a contract refusal (422) from a server failure and from the network', () => {
    expect(errorMessage(new ApiError('unprocessable', 'login', 422))).toBe(CONTRACT_MESSAGE);
    expect(errorMessage(new ApiError('bad gateway', 'login', 502))).toBe(SERVER_MESSAGE);
    expect(errorMessage(new ApiError('too many', 'login', 429))).toBe(SERVER_MESSAGE);
    expect(errorMessage(new ApiError('offline', 'login', 0))).toBe(NETWORK_MESSAGE);
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(NETWORK_MESSAGE);
  });

  it('should show the reason of a call the app stopped before sending', () => {
    expect(errorMessage(new LocalError('第2张图片超过2MB且无法压缩，请换一张'))).toBe(
      '第2张图片超过2MB且无法压缩，请换一张',
    );
  });
});

describe('LocalError', () => {
  // What its class field gave it (assigned in the constructor now: src/api/errors.ts).
  it('should carry its name as an own, enumerable property', () => {
    const err = new LocalError('第2张图片超过2MB且无法压缩，请换一张');
    expect(Object.keys(err)).toEqual(['name']);
    expect(Object.getOwnPropertyDescriptor(err, 'name')).toEqual({
      value: 'LocalError',
      writable: true,
      enumerable: true,
      configurable: true,
    });
    expect(err.message).toBe('第2张图片超过2MB且无法压缩，请换一张');
  });
});
