import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBeijingTime } from './beijing-time';

describe('formatBeijingTime', () => {
  it('should write UTC+8, across the date line', () => {
    expect(formatBeijingTime(new Date('2026-11-23T14:05:53Z'))).toBe('2026-11-23 22:05:53');
    expect(formatBeijingTime(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01 00:00:00');
  });

  it('should read back as the same moment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000 }), (seconds) => {
        const at = new Date(seconds * 1000);
        const text = formatBeijingTime(at);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(new Date(`${text.replace(' ', 'T')}+08:00`).getTime()).toBe(at.getTime());
      }),
    );
  });
});
