import { describe, expect, it } from 'vitest';
import { signSmsRequest } from './sms-sign';

describe('signSmsRequest', () => {
  const fields = { timestr: '1795154592', type: 1, mobile: '13800138000', p: 'h5', v: '4.9.0' };

  it("should match the contract's example signature", () => {
    expect(signSmsRequest(fields, 'dev-sms-secret')).toBe('F30762EC9FE240D0CC37BC8BF000E1AC');
  });

  it('should not depend on the order of the fields nor include a sign already present', () => {
    const reordered = {
      v: '4.9.0',
      mobile: '13800138000',
      sign: 'XYZ',
      type: 1,
      p: 'h5',
      timestr: '1795154592',
    };
    expect(signSmsRequest(reordered, 'dev-sms-secret')).toBe('F30762EC9FE240D0CC37BC8BF000E1AC');
  });

  it('should change with any field or the secret', () => {
    const base = signSmsRequest(fields, 'dev-sms-secret');
    expect(signSmsRequest({ ...fields, mobile: '13800138001' }, 'dev-sms-secret')).not.toBe(base);
    expect(signSmsRequest(fields, 'other')).not.toBe(base);
  });
});
