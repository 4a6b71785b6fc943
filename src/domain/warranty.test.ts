import { describe, expect, it } from 'vitest';
import { splitByCoverage, warrantyStatus } from './warranty';

describe('warrantyStatus', () => {
  it('should read days left as covered and 0 as ended', () => {
    expect(warrantyStatus(358)).toEqual({ active: true, text: '剩余 358 天' });
    expect(warrantyStatus(1)).toEqual({ active: true, text: '剩余 1 天' });
    expect(warrantyStatus(0)).toEqual({ active: false, text: '已过保' });
  });

  it('should treat negative, fractional or non-finite days safely', () => {
    expect(warrantyStatus(-3).active).toBe(false);
    expect(warrantyStatus(2.7).text).toBe('剩余 2 天');
    expect(warrantyStatus(Number.NaN).active).toBe(false);
  });
});

describe('splitByCoverage', () => {
  it('should put covered cards first by fewest days left and keep ended ones apart', () => {
    const cards = [{ rest_time: 300 }, { rest_time: 0 }, { rest_time: 10 }];
    expect(splitByCoverage(cards)).toEqual({
      active: [{ rest_time: 10 }, { rest_time: 300 }],
      ended: [{ rest_time: 0 }],
    });
  });
});
