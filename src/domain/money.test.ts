import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fenToYuan, yuanToFen } from './money';

describe('money in fen', () => {
  it('should read yuan strings exactly', () => {
    expect(yuanToFen('3299.00')).toBe(329900);
    expect(yuanToFen('19.9')).toBe(1990);
    expect(yuanToFen('0.07')).toBe(7);
    expect(yuanToFen('12')).toBe(1200);
  });

  it('should refuse what is not an amount', () => {
    for (const bad of ['', '-1.00', '1.234', 'abc', '1,000.00'])
      expect(() => yuanToFen(bad)).toThrow(RangeError);
  });

  it('should round-trip every fen amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999_99 }), (fen) => yuanToFen(fenToYuan(fen)) === fen),
    );
  });

  it('should add 0.10 and 0.20 to exactly 0.30', () => {
    expect(fenToYuan(yuanToFen('0.10') + yuanToFen('0.20'))).toBe('0.30');
  });
});
