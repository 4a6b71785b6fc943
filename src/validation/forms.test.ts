import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  addressSchema,
  bindMobileSchema,
  couponCodeSchema,
  feedbackSchema,
  findPasswordSchema,
  firstAddressError,
  firstErrorMessage,
  loginSchema,
  orderSubmitSchema,
  registerSchema,
  reviewSchema,
  type AddressInput,
} from './forms';

/** Messages by field, in the order zod reports them; empty when the form is valid. */
function errors(schema: z.ZodMiniType, value: unknown): Record<string, string[]> {
  const result = z.safeParse(schema, value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
}

describe('loginSchema', () => {
  it('should accept a phone as username and a password of six or more characters', () => {
    expect(loginSchema.parse({ username: '13800138000', password: 'abc123' })).toEqual({
      username: '13800138000',
      password: 'abc123',
    });
  });

  it('should report the phone and the password messages', () => {
    expect(errors(loginSchema, { username: '1380013800', password: '12345' })).toEqual({
      username: ['手机号码格式错误'],
      password: ['密码至少六位字符'],
    });
  });

  it('should refuse a password longer than the contract caps (18 characters)', () => {
    expect(loginSchema.safeParse({ username: '13800138000', password: 'a'.repeat(18) }).success).toBe(true);
    expect(errors(loginSchema, { username: '13800138000', password: 'a'.repeat(19) })).toEqual({
      password: ['请输入6-18位的密码'],
    });
  });
});

describe('registerSchema', () => {
  const valid = { mobile: '13800138000', code: '123456', password: 'abc123' };

  it('should accept a registration with or without an invite code', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
    expect(registerSchema.parse({ ...valid, recommendCode: ' A8K3D2 ' }).recommendCode).toBe('A8K3D2');
  });

  it('should report each field with its exact message', () => {
    expect(errors(registerSchema, { mobile: '', code: '', password: '' })).toEqual({
      mobile: ['手机号码格式错误'],
      code: ['请输入验证码'],
      password: ['请输入6-18位的密码'],
    });
    expect(errors(registerSchema, { ...valid, code: '1234', password: 'a'.repeat(19) })).toEqual({
      code: ['短信验证码错误'],
      password: ['请输入6-18位的密码'],
    });
  });
});

describe('findPasswordSchema', () => {
  it('should accept a phone, a code and a new password', () => {
    expect(
      findPasswordSchema.safeParse({ mobile: '19912345678', code: '000000', password: 'new_pass' }).success,
    ).toBe(true);
  });

  it('should report an empty code and a short new password', () => {
    expect(errors(findPasswordSchema, { mobile: '19912345678', code: '', password: 'abc' })).toEqual({
      code: ['请输入验证码'],
      password: ['请输入6-18位的密码'],
    });
  });
});

describe('bindMobileSchema', () => {
  it('should require a valid phone and a code', () => {
    expect(bindMobileSchema.safeParse({ mobile: '13800138000', code: '123456' }).success).toBe(true);
    expect(errors(bindMobileSchema, { mobile: '', code: '' })).toEqual({
      mobile: ['手机号码格式错误'],
      code: ['请输入验证码'],
    });
    expect(errors(bindMobileSchema, {})).toEqual({ mobile: ['手机号码格式错误'], code: ['请输入验证码'] });
  });
});

describe('addressSchema', () => {
  const valid: AddressInput = {
    name: ' 张伟 ',
    mobile: '13800138000',
    area: { stateId: 440000, cityId: 440300, countyId: 440305 },
    street: '粤海街道科技园南区',
    isDefault: true,
  };
  const empty: AddressInput = {
    name: '',
    mobile: '',
    area: { stateId: null, cityId: null, countyId: null },
    street: '',
    isDefault: false,
  };

  it('should accept a complete address, trimmed', () => {
    expect(addressSchema.parse(valid)).toEqual({ ...valid, name: '张伟' });
    expect(firstAddressError(valid)).toBeNull();
  });

  it('should show the first error in field order: recipient, phone, area, detail', () => {
    expect(firstAddressError(empty)).toBe('请输入收件人');
    expect(firstAddressError({ ...empty, name: '张伟' })).toBe('手机号码格式错误');
    expect(firstAddressError({ ...empty, name: '张伟', mobile: '13800138000' })).toBe('请选择地区');
    expect(firstAddressError({ ...valid, area: { stateId: 440000, cityId: 440300, countyId: null } })).toBe(
      '请选择地区',
    );
    expect(firstAddressError({ ...valid, street: ' ' })).toBe('请输入详情地址');
  });
});

describe('firstErrorMessage', () => {
  // An object-level check runs after the field checks, so zod reports `b` before `a` here.
  const schema = z.object({ a: z.string(), b: z.string().check(z.minLength(1, 'B')) }).check(
    z.superRefine((v, ctx) => {
      if (v.a === '') ctx.addIssue({ code: 'custom', path: ['a'], message: 'A' });
    }),
  );

  it('should rank issues by field order, not by the order zod reports them', () => {
    expect(schema.safeParse({ a: '', b: '' }).error?.issues.map((i) => i.message)).toEqual(['B', 'A']);
    expect(firstErrorMessage(schema, { a: '', b: '' })).toBe('A');
    expect(firstErrorMessage(schema, { a: 'x', b: '' })).toBe('B');
    expect(firstErrorMessage(schema, { a: 'x', b: 'y' })).toBeNull();
  });
});

describe('feedbackSchema', () => {
  it('should require content and accept an empty or missing contact', () => {
    expect(feedbackSchema.safeParse({ content: '好用', contact: '' }).success).toBe(true);
    expect(feedbackSchema.safeParse({ content: '好用' }).success).toBe(true);
    expect(errors(feedbackSchema, { content: ' ', contact: 'wx123' })).toEqual({ content: ['请输入内容'] });
  });
});

describe('reviewSchema', () => {
  const valid = { content: '验机报告很详细，到手一致', images: [], scores: [5, 4, 5], anonymous: false };

  it('should accept a review with text, no images and three scores', () => {
    expect(reviewSchema.safeParse(valid).success).toBe(true);
  });

  it('should report blank text, short text, too many images and wrong file types', () => {
    expect(errors(reviewSchema, { ...valid, content: '' })).toEqual({ content: ['请填写内容'] });
    expect(errors(reviewSchema, { ...valid, content: '太短了' })).toEqual({ content: ['至少要输入8个字'] });
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    expect(errors(reviewSchema, { ...valid, images: Array(10).fill(png) })).toEqual({
      images: ['最多只能上传9张'],
    });
    const pdf = new File(['x'], 'a.pdf', { type: 'application/pdf' });
    expect(errors(reviewSchema, { ...valid, images: [png, pdf] })).toEqual({
      images: ['请确保文件为图像类型'],
    });
  });
});

describe('couponCodeSchema', () => {
  it('should allow an exchange only with a non-blank code', () => {
    expect(couponCodeSchema.parse({ code: ' SJ8K2M9Q ' })).toEqual({ code: 'SJ8K2M9Q' });
    expect(couponCodeSchema.safeParse({ code: '  ' }).success).toBe(false);
  });
});

describe('orderSubmitSchema', () => {
  it('should require an address and cap the remark', () => {
    expect(orderSubmitSchema.parse({ addressId: 3, remark: ' 周末送 ' })).toEqual({
      addressId: 3,
      remark: '周末送',
    });
    expect(errors(orderSubmitSchema, { addressId: null, remark: '' })).toEqual({ addressId: ['请选择地址'] });
    expect(orderSubmitSchema.parse({ addressId: 3, remark: '字'.repeat(80) }).remark).toHaveLength(50);
  });
});
