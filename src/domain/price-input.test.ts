import { describe, expect, it } from 'vitest';
import { typedPrice } from './price-input';

describe('typedPrice', () => {
  it('should read full-width digits and drop spaces and invisible characters, up to the cap', () => {
    expect(typedPrice('３ ０００', 12)).toBe('3000');
    expect(typedPrice('\u200b1\ufeff000\u2060', 12)).toBe('1000');
    expect(typedPrice('<img src=x onerror=alert(1)>', 12)).toBe('<imgsrc=xone');
    expect(typedPrice('5000以上', 12)).toBe('5000以上');
  });
});
