import { describe, expect, it } from 'vitest';
import { firstFieldError } from './first-error';

describe('firstFieldError', () => {
  it('should pick the first field in the given order, not the order of the errors object', () => {
    const errors = {
      password: { type: 'custom', message: '密码至少六位字符' },
      username: { type: 'custom', message: '手机号码格式错误' },
    };
    expect(firstFieldError(errors, ['username', 'password'])).toBe('手机号码格式错误');
    expect(firstFieldError(errors, ['password', 'username'])).toBe('密码至少六位字符');
  });

  it('should skip fields without a message and return undefined when nothing fails', () => {
    expect(firstFieldError({ code: { type: 'custom' } }, ['mobile', 'code'])).toBeUndefined();
    expect(firstFieldError({}, ['mobile'])).toBeUndefined();
  });
});
