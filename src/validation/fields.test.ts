import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  REVIEW_DEFAULT_SCORES,
  areaField,
  bankCardField,
  couponCodeField,
  emailField,
  feedbackContactField,
  feedbackContentField,
  idCardField,
  loginPasswordField,
  mobileField,
  moneyField,
  orderAddressField,
  passwordField,
  recipientField,
  recommendCodeField,
  remarkField,
  requiredField,
  requiredSmsCodeField,
  reviewContentField,
  reviewImagesField,
  reviewScoresField,
  smsCodeField,
  streetField,
  urlField,
  type AreaSelection,
} from './fields';

/** The messages a schema reports for a value; empty when it is valid. */
function messages(schema: z.ZodMiniType, value: unknown): string[] {
  const result = z.safeParse(schema, value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('generic fields', () => {
  it('should require a non-blank value with 必填项', () => {
    expect(requiredField.parse(' 好 ')).toBe('好');
    expect(messages(requiredField, '')).toEqual(['必填项']);
    expect(messages(requiredField, '   ')).toEqual(['必填项']);
    expect(messages(requiredField, undefined)).toEqual(['必填项']);
  });

  it('should check an email with 邮箱格式错误', () => {
    expect(messages(emailField, 'user@example.com')).toEqual([]);
    expect(messages(emailField, 'user@')).toEqual(['邮箱格式错误']);
    expect(messages(emailField, '')).toEqual(['邮箱格式错误']);
  });

  it('should accept only http and https URLs with URL 格式错误', () => {
    expect(messages(urlField, 'https://m.example.com/p?id=1')).toEqual([]);
    expect(messages(urlField, 'http://localhost:5173/')).toEqual([]);
    for (const bad of ['example.com', 'javascript:alert(1)', 'ftp://example.com', '']) {
      expect(messages(urlField, bad)).toEqual(['URL 格式错误']);
    }
  });
});

describe('format fields', () => {
  it.each([
    [mobileField, '13800138000', '12800138000', '手机号码格式错误'],
    [idCardField, '11010519491231002X', '110105194912310021', '身份证格式错误'],
    [bankCardField, '4111111111111111', '4111111111111112', '银行卡格式错误'],
    [moneyField, '100', '0100', '金额输入有误'],
    [smsCodeField, '123456', '12345', '短信验证码错误'],
    [passwordField, 'abc_123', 'abc12', '请输入6-18位的密码'],
    [loginPasswordField, '中文密码也行', '12345', '密码至少六位字符'],
  ] as const)(
    'should accept %#: a valid value and report the exact message for an invalid one',
    (schema, good, bad, message) => {
      expect(messages(schema, good)).toEqual([]);
      expect(messages(schema, bad)).toEqual([message]);
      expect(messages(schema, '')).toEqual([message]);
      expect(messages(schema, undefined)).toEqual([message]);
    },
  );

  it('should say 请输入验证码 for an empty code and 短信验证码错误 for a malformed one', () => {
    expect(messages(requiredSmsCodeField, '123456')).toEqual([]);
    expect(messages(requiredSmsCodeField, '')).toEqual(['请输入验证码']);
    expect(messages(requiredSmsCodeField, undefined)).toEqual(['请输入验证码']);
    expect(messages(requiredSmsCodeField, '12345')).toEqual(['短信验证码错误']);
    expect(messages(requiredSmsCodeField, '12345a')).toEqual(['短信验证码错误']);
  });

  it('should reject passwords longer than 18 or with other than word characters', () => {
    expect(messages(passwordField, 'a'.repeat(18))).toEqual([]);
    expect(messages(passwordField, 'a'.repeat(19))).toEqual(['请输入6-18位的密码']);
    expect(messages(passwordField, 'abc 123')).toEqual(['请输入6-18位的密码']);
  });

  it('should count a login password as the contract does, and refuse a blank one', () => {
    expect(messages(loginPasswordField, '      ')).toEqual(['密码至少六位字符']);
    expect(messages(loginPasswordField, '\u200b'.repeat(6))).toEqual(['密码至少六位字符']);
    // Three emoji are three characters to the contract (minLength 6), not six UTF-16 units.
    expect(messages(loginPasswordField, '😀😀😀')).toEqual(['密码至少六位字符']);
    expect(messages(loginPasswordField, '😀'.repeat(6))).toEqual([]);
    expect(messages(loginPasswordField, 'a'.repeat(19))).toEqual(['请输入6-18位的密码']);
  });

  it('should send blank optional text (spaces, invisible characters) as empty', () => {
    expect(recommendCodeField.parse(' \u200b ')).toBe('');
    expect(feedbackContactField.parse('\u200b\ufeff')).toBe('');
    expect(remarkField.parse('\u200b \u200b')).toBe('');
  });

  it('should keep an invite code optional and trimmed', () => {
    expect(recommendCodeField.parse(undefined)).toBeUndefined();
    expect(recommendCodeField.parse('')).toBe('');
    expect(recommendCodeField.parse(' A8K3D2 ')).toBe('A8K3D2');
  });
});

describe('address fields', () => {
  const area = (stateId: number | null, cityId: number | null, countyId: number | null): AreaSelection => ({
    stateId,
    cityId,
    countyId,
  });

  it('should require a recipient and a detail address', () => {
    expect(recipientField.parse(' 张伟 ')).toBe('张伟');
    expect(messages(recipientField, ' ')).toEqual(['请输入收件人']);
    expect(messages(streetField, '')).toEqual(['请输入详情地址']);
    expect(messages(streetField, '科技园南区 3 栋')).toEqual([]);
  });

  it('should cap the recipient at 20 and the detail at 100 characters', () => {
    expect(recipientField.parse('张'.repeat(30))).toHaveLength(20);
    expect(streetField.parse('路'.repeat(150))).toHaveLength(100);
  });

  it('should accept an area with province, city and county chosen', () => {
    expect(areaField.parse(area(440000, 440300, 440305))).toEqual(area(440000, 440300, 440305));
  });

  it.each([
    area(null, null, null),
    area(440000, null, null),
    area(440000, 440300, null),
    area(null, 440300, 440305),
    area(0, 440300, 440305),
  ])('should report 请选择地区 once for %o', (value) => {
    const result = areaField.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path, i.message])).toEqual([[[], '请选择地区']]);
  });

  it('should report 请选择地区 when the area is missing', () => {
    expect(messages(areaField, undefined)).toEqual(['请选择地区']);
  });
});

describe('feedback fields', () => {
  it('should require content with 请输入内容 and leave the contact optional', () => {
    expect(messages(feedbackContentField, '希望能显示电池循环次数')).toEqual([]);
    expect(messages(feedbackContentField, '  ')).toEqual(['请输入内容']);
    expect(messages(feedbackContentField, '\u200b\u200b\u200b')).toEqual(['请输入内容']);
    expect(messages(feedbackContentField, ' \ufeff\u200d ')).toEqual(['请输入内容']);
    expect(feedbackContactField.parse(undefined)).toBeUndefined();
    expect(feedbackContactField.parse(' 13800138000 ')).toBe('13800138000');
  });
});

describe('review fields', () => {
  it('should say 请填写内容 for blank text and 至少要输入8个字 for short text', () => {
    expect(messages(reviewContentField, '')).toEqual(['请填写内容']);
    expect(messages(reviewContentField, '    ')).toEqual(['请填写内容']);
    expect(messages(reviewContentField, '一二三四五六七')).toEqual(['至少要输入8个字']);
    // Surrounding spaces do not count towards the eight.
    expect(messages(reviewContentField, '  一二三四五六七  ')).toEqual(['至少要输入8个字']);
    expect(messages(reviewContentField, '一二三四五六七八')).toEqual([]);
  });

  it('should count the eight as characters a reader sees', () => {
    expect(messages(reviewContentField, '😀😀😀😀')).toEqual(['至少要输入8个字']);
    expect(messages(reviewContentField, '一二三\u200b\u200b\u200b四五六七')).toEqual(['至少要输入8个字']);
    expect(messages(reviewContentField, '😀'.repeat(8))).toEqual([]);
    expect(reviewContentField.parse('😀'.repeat(201))).toBe('😀'.repeat(200));
  });

  it('should cap the text at 200 characters', () => {
    expect(reviewContentField.parse('好'.repeat(200))).toHaveLength(200);
    expect(reviewContentField.parse('好'.repeat(201))).toHaveLength(200);
  });

  it('should allow up to nine jpg, jpeg or png files', () => {
    const png = new File(['x'], 'a.png', { type: 'image/png' });
    expect(messages(reviewImagesField, [])).toEqual([]);
    expect(messages(reviewImagesField, Array(9).fill(png))).toEqual([]);
    expect(messages(reviewImagesField, Array(10).fill(png))).toEqual(['最多只能上传9张']);
  });

  it('should say 请确保文件为图像类型 for any other file', () => {
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    expect(messages(reviewImagesField, [gif])).toEqual(['请确保文件为图像类型']);
    expect(messages(reviewImagesField, ['a.png'])).toEqual(['请确保文件为图像类型']);
  });

  it('should take three scores from 1 to 5, all 5 by default', () => {
    expect(reviewScoresField.parse(REVIEW_DEFAULT_SCORES)).toEqual([5, 5, 5]);
    expect(reviewScoresField.safeParse([1, 3, 5]).success).toBe(true);
    expect(reviewScoresField.safeParse([0, 5, 5]).success).toBe(false);
    expect(reviewScoresField.safeParse([5, 5]).success).toBe(false);
  });
});

describe('order and coupon fields', () => {
  it('should cap the remark at 50 characters', () => {
    expect(remarkField.parse('')).toBe('');
    expect(remarkField.parse('请'.repeat(60))).toHaveLength(50);
  });

  it('should require an address with 请选择地址', () => {
    expect(orderAddressField.parse(7)).toBe(7);
    expect(messages(orderAddressField, null)).toEqual(['请选择地址']);
    expect(messages(orderAddressField, 0)).toEqual(['请选择地址']);
  });

  it('should take a coupon code only when it is not blank', () => {
    expect(couponCodeField.parse(' SJ8K2M9Q ')).toBe('SJ8K2M9Q');
    expect(messages(couponCodeField, '   ')).toEqual(['必填项']);
  });
});
