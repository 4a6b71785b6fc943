import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  customPriceV2,
  formatPriceV2,
  isPresetSelected,
  parsePriceRange,
  presetToPriceV2,
  priceChipLabel,
  PRICE_OPEN_END,
} from './price-range';

describe('presetToPriceV2', () => {
  it('should pass a min-max preset through', () => {
    expect(presetToPriceV2('1000-2000')).toBe('1000-2000');
  });

  it('should send an open-ended preset X以上 as X-99999', () => {
    expect(PRICE_OPEN_END).toBe(99999);
    expect(presetToPriceV2('5000以上')).toBe('5000-99999');
  });

  it('should give null for names it cannot read', () => {
    for (const bad of [
      '',
      null,
      undefined,
      '不限',
      '2000-1000',
      '1000-1000',
      '-100',
      '1000-',
      'abc以上',
      '1.5-3',
    ]) {
      expect(presetToPriceV2(bad)).toBeNull();
    }
  });

  it('should give null for an open end at or above 99999', () => {
    expect(presetToPriceV2('99999以上')).toBeNull();
    expect(presetToPriceV2('120000以上')).toBeNull();
  });
});

describe('customPriceV2', () => {
  it('should apply a range only when min < max', () => {
    expect(customPriceV2('100', '500')).toBe('100-500');
    expect(customPriceV2(0, 1)).toBe('0-1');
    expect(customPriceV2('500', '500')).toBeNull();
    expect(customPriceV2('600', '500')).toBeNull();
  });

  it('should refuse anything but whole non-negative yuan', () => {
    for (const [min, max] of [
      ['', '500'],
      ['100', ''],
      ['-1', '500'],
      ['1.5', '500'],
      ['1e2', '500'],
      ['abc', '500'],
    ] as const) {
      expect(customPriceV2(min, max)).toBeNull();
    }
    expect(customPriceV2(-1, 5)).toBeNull();
    expect(customPriceV2(1.5, 5)).toBeNull();
    expect(customPriceV2(Number.NaN, 5)).toBeNull();
  });

  it('should trim the fields and read leading zeros as numbers', () => {
    expect(customPriceV2(' 0100 ', '0200')).toBe('100-200');
  });

  it('should treat a max above the open end as no upper bound', () => {
    expect(customPriceV2('100', '1000000')).toBe('100-99999');
    expect(customPriceV2('99999', '1000000')).toBeNull();
  });

  it('should fit the contract pattern and length for any input that applies', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.nat({ max: 10_000_000 }), (min, max) => {
        const v = customPriceV2(String(min), String(max));
        if (min < Math.min(max, PRICE_OPEN_END)) {
          expect(v).toMatch(/^\d+-\d+$/);
          expect(v!.length).toBeLessThanOrEqual(13);
        } else {
          expect(v).toBeNull();
        }
      }),
    );
  });
});

describe('parsePriceRange', () => {
  it('should read back what was formatted (parse(format(r)) === r)', () => {
    fc.assert(
      fc.property(fc.nat({ max: PRICE_OPEN_END - 1 }), fc.nat({ max: PRICE_OPEN_END }), (a, b) => {
        fc.pre(a < b);
        expect(parsePriceRange(formatPriceV2({ min: a, max: b }))).toEqual({ min: a, max: b });
      }),
    );
  });

  it('should be stable: a canonical price_v2 maps to itself', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const v = presetToPriceV2(text);
        if (v !== null) expect(presetToPriceV2(v)).toBe(v);
      }),
    );
  });
});

describe('priceChipLabel', () => {
  it('should label a closed range in yuan', () => {
    expect(priceChipLabel('1000-2000')).toBe('1000-2000元');
  });

  it('should label an open-ended range as X元以上', () => {
    expect(priceChipLabel('5000-99999')).toBe('5000元以上');
    expect(priceChipLabel('5000以上')).toBe('5000元以上');
  });

  it('should label a range from 0 as X元以下', () => {
    expect(priceChipLabel('0-1000')).toBe('1000元以下');
  });

  it('should give null for no or a bad price', () => {
    expect(priceChipLabel(undefined)).toBeNull();
    expect(priceChipLabel('2000-1000')).toBeNull();
  });
});

describe('isPresetSelected', () => {
  it('should match a preset with the selected price_v2 in either form', () => {
    expect(isPresetSelected('5000以上', '5000-99999')).toBe(true);
    expect(isPresetSelected('1000-2000', '1000-2000')).toBe(true);
    expect(isPresetSelected('1000-2000', '1000-3000')).toBe(false);
    expect(isPresetSelected('1000-2000', undefined)).toBe(false);
    expect(isPresetSelected('不限', undefined)).toBe(false);
  });
});
