// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { getLocal, LOCAL_KEYS, removeLocal, setLocal, type LocalValues } from './local-store';

const address: LocalValues['addressData'] = {
  address_book_id: 3,
  address_name: '张伟',
  address_mobile_phone: '13800138000',
  address_state_id: 19,
  address_city_id: 1601,
  address_county_id: 3633,
  address_state_name: '广东省',
  address_city_name: '深圳市',
  address_county_name: '南山区',
  address_street: '科技园南区 3 栋 1201',
  is_default: 1,
};

const samples: LocalValues = {
  ref: 'promo-2026',
  giftTate: 2,
  startTime: 1_763_800_000_000,
  commodityData: {
    typeId: 1,
    brandId: 2,
    price: '1000-2000',
    sortStatus: 'asc',
    props: [{ pnid: 1, pvid: 11 }],
  },
  bandData: { typeId: 1, brandId: 2, brandName: '苹果' },
  couponData: {
    productId: 10001,
    coupon: { bonus_id: 7, bonus_num: '100.00', over_at: '2026-12-31 23:59:59' },
  },
  addressData: address,
  cancelCoupon: true,
};

/** Replaces window.localStorage for one test (restored in afterEach). */
function replaceStorage(descriptor: PropertyDescriptor) {
  Object.defineProperty(window, 'localStorage', { configurable: true, ...descriptor });
}
const original = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
/** The real storage, whatever the test put in its place. */
const realStorage = (): Storage =>
  original.get ? (original.get.call(window) as Storage) : (original.value as Storage);

afterEach(() => {
  Object.defineProperty(window, 'localStorage', original);
  for (const key of LOCAL_KEYS) removeLocal(key);
  localStorage.clear();
});

describe('local store', () => {
  it('should cover exactly the saved keys of docs/product/entities.md', () => {
    expect([...LOCAL_KEYS].sort()).toEqual(
      [
        'ref',
        'giftTate',
        'startTime',
        'commodityData',
        'bandData',
        'couponData',
        'addressData',
        'cancelCoupon',
      ].sort(),
    );
  });

  it.each(LOCAL_KEYS)('should give back what was set under %s', (key) => {
    setLocal(key, samples[key]);
    expect(getLocal(key)).toEqual(samples[key]);
    expect(localStorage.getItem(key)).not.toBeNull();
  });

  it.each(LOCAL_KEYS)('should read %s as absent when never set and after remove', (key) => {
    expect(getLocal(key)).toBeUndefined();
    setLocal(key, samples[key]);
    removeLocal(key);
    expect(getLocal(key)).toBeUndefined();
    expect(localStorage.getItem(key)).toBeNull();
  });

  it.each(LOCAL_KEYS.filter((k) => k !== 'ref'))(
    'should read bad JSON under %s as absent and remove it',
    (key) => {
      localStorage.setItem(key, '{not json');
      expect(getLocal(key)).toBeUndefined();
      expect(localStorage.getItem(key)).toBeNull();
    },
  );

  it('should read values of the wrong shape as absent', () => {
    const wrong: Record<string, string> = {
      giftTate: '"3"',
      startTime: '-5',
      bandData: '{"brandId":"2","brandName":"苹果"}',
      couponData: '{"coupon":{"bonus_id":7}}',
      addressData: '{"address_book_id":3,"address_name":"张伟"}',
      cancelCoupon: '"yes"',
      commodityData: '{"typeId":1}',
    };
    for (const [key, raw] of Object.entries(wrong)) localStorage.setItem(key, raw);
    for (const key of Object.keys(wrong)) expect(getLocal(key as keyof LocalValues)).toBeUndefined();
    // Removed, so an old value is not parsed again on every read.
    for (const key of Object.keys(wrong)) expect(localStorage.getItem(key), key).toBeNull();
    expect(getLocal('giftTate')).toBeUndefined();
    localStorage.setItem('giftTate', '1.5');
    expect(getLocal('giftTate')).toBeUndefined();
  });

  it("should hold a saved address to the contract's Address schema and keep only its fields", () => {
    localStorage.setItem('addressData', JSON.stringify({ ...address, stale_field: 1 }));
    expect(getLocal('addressData')).toEqual(address);
    const broken: Record<string, unknown>[] = [
      { address_mobile_phone: '1380013800' }, // Mobile: 11 digits
      { address_name: '' }, // minLength 1
      { address_name: '张'.repeat(21) }, // maxLength 20 (characters, not bytes)
      { is_default: 2 }, // enum [0, 1]
      { address_city_id: '1601' }, // Id: integer
      { address_street: undefined }, // required
    ];
    for (const change of broken) {
      localStorage.setItem('addressData', JSON.stringify({ ...address, ...change }));
      expect(getLocal('addressData'), JSON.stringify(change)).toBeUndefined();
      expect(localStorage.getItem('addressData')).toBeNull();
    }
    localStorage.setItem('addressData', JSON.stringify({ ...address, address_name: '张'.repeat(20) }));
    expect(getLocal('addressData')?.address_name).toBe('张'.repeat(20));
  });

  it("should hold a chosen coupon to the contract's Coupon schema", () => {
    const choice = samples.couponData;
    const broken: Record<string, unknown>[] = [
      { bonus_num: '100' }, // Money: two decimals
      { over_at: '2026-12-31' }, // DateTime: YYYY-MM-DD HH:mm:ss
      { bonus_id: 0 }, // Id: minimum 1
      { exchange_code: 'X'.repeat(65) }, // maxLength 64
    ];
    for (const change of broken) {
      localStorage.setItem(
        'couponData',
        JSON.stringify({ ...choice, coupon: { ...choice.coupon, ...change } }),
      );
      expect(getLocal('couponData'), JSON.stringify(change)).toBeUndefined();
      expect(localStorage.getItem('couponData')).toBeNull();
    }
    localStorage.setItem('couponData', JSON.stringify({ ...choice, productId: 'x' }));
    expect(getLocal('couponData')).toBeUndefined();
    localStorage.setItem('couponData', JSON.stringify({ coupon: choice.coupon }));
    expect(getLocal('couponData')).toEqual({ coupon: choice.coupon });
  });

  it('should accept a ref stored as bare text by older pages, but not junk', () => {
    localStorage.setItem('ref', 'abc123');
    expect(getLocal('ref')).toBe('abc123');
    localStorage.setItem('ref', '123');
    expect(getLocal('ref')).toBe('123');
    localStorage.setItem('ref', '{"a":1}');
    expect(getLocal('ref')).toBeUndefined();
    localStorage.setItem('ref', '""');
    expect(getLocal('ref')).toBeUndefined();
  });

  it('should clean up the saved list filters when reading them back', () => {
    localStorage.setItem(
      'commodityData',
      JSON.stringify('typeId=1&brandId=abc&price=5000以上&props=2:2;1:1'),
    );
    expect(getLocal('commodityData')).toEqual({
      typeId: 1,
      price: '5000-99999',
      props: [
        { pnid: 1, pvid: 1 },
        { pnid: 2, pvid: 2 },
      ],
    });
  });

  it('should keep working in memory when localStorage is missing', () => {
    replaceStorage({ get: () => undefined });
    expect(getLocal('ref')).toBeUndefined();
    setLocal('ref', 'r1');
    setLocal('giftTate', 1);
    expect(getLocal('ref')).toBe('r1');
    expect(getLocal('giftTate')).toBe(1);
    expect(realStorage().getItem('ref')).toBeNull();
    removeLocal('ref');
    expect(getLocal('ref')).toBeUndefined();
  });

  it('should keep working in memory when touching localStorage throws (privacy mode)', () => {
    replaceStorage({
      get: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(() => setLocal('cancelCoupon', true)).not.toThrow();
    expect(getLocal('cancelCoupon')).toBe(true);
    expect(realStorage().getItem('cancelCoupon')).toBeNull();
    expect(() => removeLocal('cancelCoupon')).not.toThrow();
    expect(getLocal('cancelCoupon')).toBeUndefined();
  });

  it('should keep a value in memory when the write fails (quota), then prefer a later good write', () => {
    const real = localStorage;
    const full: Storage = {
      get length() {
        return real.length;
      },
      key: (i) => real.key(i),
      clear: () => real.clear(),
      getItem: (k) => real.getItem(k),
      removeItem: (k) => real.removeItem(k),
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    replaceStorage({ value: full });
    setLocal('startTime', 42);
    expect(getLocal('startTime')).toBe(42);
    expect(real.getItem('startTime')).toBeNull();

    Object.defineProperty(window, 'localStorage', original);
    setLocal('startTime', 43);
    expect(getLocal('startTime')).toBe(43);
    expect(localStorage.getItem('startTime')).toBe('43');
  });

  it('should survive getItem throwing', () => {
    replaceStorage({
      value: {
        getItem: () => {
          throw new Error('boom');
        },
      },
    });
    expect(getLocal('addressData')).toBeUndefined();
  });
});
