import { describe, expect, it } from 'vitest';
import { displayName, maskMobile } from './mask';

describe('maskMobile', () => {
  it('should keep the first four and last four digits around four stars', () => {
    expect(maskMobile('13800138000')).toBe('1380****8000');
    expect(maskMobile('19912345678')).toBe('1991****5678');
  });

  it('should leave a value too short to hide anything unchanged', () => {
    expect(maskMobile('')).toBe('');
    expect(maskMobile('12345678')).toBe('12345678');
  });
});

describe('displayName', () => {
  it('should give the nickname', () => {
    expect(displayName('机友_8000', '13800138000')).toBe('机友_8000');
  });

  it.each([undefined, '', '  ', '1380****8000', '13800138000', '138 0013 8000'])(
    'should give nothing for the nickname %j, so the mobile shows once',
    (nick) => {
      expect(displayName(nick, '13800138000')).toBeUndefined();
    },
  );
});
