import { describe, expect, it } from 'vitest';
import { tagTone } from './tag-tone';

describe('tagTone', () => {
  it.each([
    ['#ff5a00', 'brand'], // the seeded grade tags
    ['#FF9F18', 'brand'],
    ['#1677ff', 'info'], // the seeded battery and feature tags
    ['#2a5db0', 'info'],
    ['#00b578', 'success'],
    ['#1f7a1f', 'success'],
    ['#ff3141', 'danger'],
    ['#d4001a', 'danger'],
    ['#e0208c', 'danger'],
    ['#999999', 'neutral'],
    ['#000', 'neutral'],
    ['rgb(22, 119, 255)', 'info'],
    ['rgba(255, 90, 0, 0.8)', 'brand'],
  ])('should give %s the %s tone', (color, tone) => {
    expect(tagTone(color)).toBe(tone);
  });

  it.each([undefined, null, '', 'orange', '#12345', 'rgb(300, 0, 0)', 'url(javascript:x)'])(
    'should give the brand tone to a colour it cannot read (%s)',
    (color) => {
      expect(tagTone(color)).toBe('brand');
    },
  );
});
