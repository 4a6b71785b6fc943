import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goodsFen, toFen, toYuan } from './money';

describe('money in fen', () => {
  it('should read yuan strings as whole fen', () => {
    expect(toFen('1299.00')).toBe(129900);
    expect(toFen('19.9')).toBe(1990);
    expect(toFen('0.01')).toBe(1);
    expect(toFen('7')).toBe(700);
    expect(() => toFen('1.234')).toThrow(RangeError);
    expect(() => toFen('abc')).toThrow(RangeError);
  });

  it('should write fen back as the same yuan string (round trip)', () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (fen) => toFen(toYuan(fen)) === fen));
    expect(toYuan(129900)).toBe('1299.00');
    expect(toYuan(5)).toBe('0.05');
  });

  it('should find the goods amount from total, express and coupon', () => {
    expect(goodsFen('3348.00', '0.00', '50.00')).toBe(339800);
    expect(goodsFen('110.10', '10.00', '0.00')).toBe(10010);
  });
});
