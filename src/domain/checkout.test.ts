import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { components } from '@/api/schema';
import {
  REMARK_MAX,
  buyNowLine,
  capRemark,
  cartLines,
  checkoutTotals,
  hasParts,
  orderItems,
  partBuyNowLine,
  remarkLength,
  type CheckoutLine,
} from './checkout';

type Schemas = components['schemas'];

const phoneLine: CheckoutLine = {
  key: 'phone:10001',
  productId: 10001,
  productType: 1,
  name: 'iPhone 13',
  spec: '国行',
  pic: '/p.jpg',
  priceFen: 329900,
  services: [
    { id: 3, name: '整机清洁', priceFen: 0 },
    { id: 1, name: '碎屏保障', priceFen: 9900 },
  ],
  parts: [{ skuId: 21001, name: '充电器', spec: '', priceFen: 14900, num: 2 }],
};
const partLine: CheckoutLine = {
  key: 'part:21002',
  productId: 0,
  productType: 2,
  name: '数据线',
  spec: '1 米',
  pic: '/c.jpg',
  priceFen: 0,
  services: [],
  parts: [{ skuId: 21002, name: '数据线', spec: '1 米', priceFen: 3900, num: 1 }],
};

describe('capRemark', () => {
  it('should keep at most 50 characters, counting a character once', () => {
    expect(remarkLength(capRemark('好'.repeat(60)))).toBe(50);
    expect(capRemark('😀'.repeat(51))).toBe('😀'.repeat(50));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 120 }), (text) => {
        const capped = capRemark(text);
        return remarkLength(capped) === Math.min(REMARK_MAX, remarkLength(text)) && text.startsWith(capped);
      }),
    );
  });
});

describe('checkoutTotals', () => {
  it('should add phones, services and parts in fen, and take each line’s coupon', () => {
    const none = checkoutTotals([phoneLine, partLine], new Map());
    expect(none).toEqual({
      goodsFen: 329900 + 9900 + 29800 + 3900,
      discountFen: 0,
      expressFen: 0,
      totalFen: 373500,
    });
    const one = checkoutTotals([phoneLine, partLine], new Map([['phone:10001', 10000]]));
    expect(one.totalFen).toBe(373500 - 10000);
  });

  it('should never let a coupon take a line below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (coupon) => {
        const t = checkoutTotals([partLine], new Map([['part:21002', coupon]]));
        return t.totalFen === Math.max(0, 3900 - coupon) && t.discountFen <= t.goodsFen;
      }),
    );
  });
});

describe('orderItems', () => {
  it('should send one item per line with services, parts, the capped remark and its coupon', () => {
    const items = orderItems([phoneLine, partLine], 'x'.repeat(60), new Map([['phone:10001', 50001]]));
    expect(items).toEqual([
      {
        product_id: 10001,
        product_type: 1,
        sk: '',
        serve_ids: '3,1',
        product_parts: '21001:2',
        buyer_remark: 'x'.repeat(50),
        bonus_id: 50001,
      },
      {
        product_id: 0,
        product_type: 2,
        sk: '',
        serve_ids: '',
        product_parts: '21002:1',
        buyer_remark: 'x'.repeat(50),
        bonus_id: 0,
      },
    ]);
    expect(hasParts([phoneLine])).toBe(true);
  });
});

const cartItem = (over: Partial<Schemas['CartItem']>): Schemas['CartItem'] => ({
  shopcart_value: 10001,
  shopcart_type: 1,
  shopcart_price: '3299.00',
  shopcart_pro_num: 1,
  product_id: 10001,
  product_name: 'iPhone 13',
  main_pic: '/p.jpg',
  isselect: 1,
  ...over,
});

describe('cartLines', () => {
  const cart: Schemas['CartList'] = {
    active: [
      cartItem({ rs_serve_info: [{ server_id: 3, server_name2: '整机清洁', server_price: '0.00' }] }),
      cartItem({
        shopcart_value: 21002,
        shopcart_type: 2,
        shopcart_price: '39.00',
        shopcart_pro_num: 2,
        product_id: 0,
        product_name: '数据线',
      }),
    ],
    disactive: [],
  };
  const query = {
    fromWhere: 2 as const,
    phones: [{ id: 10001, num: 1 }],
    services: [],
    parts: [{ id: 21002, num: 2 }],
  };

  it('should take the phones and parts of the query from the cart', () => {
    const lines = cartLines(query, cart)!;
    expect(lines.map((l) => [l.key, l.productType, l.productId])).toEqual([
      ['phone:10001', 1, 10001],
      ['part:21002', 2, 0],
    ]);
    expect(lines[0].services).toEqual([{ id: 3, name: '整机清洁', priceFen: 0 }]);
    expect(lines[1].parts[0]).toMatchObject({ skuId: 21002, priceFen: 3900, num: 2 });
  });

  it('should give nothing when a line has left the cart', () => {
    expect(cartLines({ ...query, parts: [{ id: 29999, num: 1 }] }, cart)).toBeUndefined();
  });
});

describe('buyNowLine', () => {
  const product = {
    product_id: 10001,
    product_name: 'iPhone 13',
    price: '3299.00',
    main_pic: '/p.jpg',
  } as Schemas['ProductDetail'];
  const services: Schemas['ServiceOption'][] = [
    { id: 3, server_name2: '整机清洁', server_price: '0.00' },
    { id: 1, server_name2: '碎屏保障', server_price: '99.00' },
  ];
  const parts: Schemas['Part'][] = [
    { product_id: 20001, sku_id: 21001, name: '充电器', price: '149.00', quantity: 0 },
  ];

  it('should build the phone with its chosen services and parts', () => {
    const line = buyNowLine(
      { fromWhere: 1, phones: [{ id: 10001, num: 1 }], services: [3, 1], parts: [{ id: 21001, num: 1 }] },
      product,
      services,
      parts,
    )!;
    expect(line.services.map((s) => s.priceFen)).toEqual([0, 9900]);
    expect(line.parts).toEqual([
      { skuId: 21001, name: '充电器', spec: '', pic: undefined, priceFen: 14900, num: 1 },
    ]);
  });

  it('should refuse a service or part that is not the phone’s', () => {
    expect(
      buyNowLine(
        { fromWhere: 1, phones: [{ id: 10001, num: 1 }], services: [9], parts: [] },
        product,
        services,
        parts,
      ),
    ).toBeUndefined();
    expect(
      buyNowLine(
        { fromWhere: 1, phones: [{ id: 10001, num: 1 }], services: [], parts: [{ id: 1, num: 1 }] },
        product,
        services,
        parts,
      ),
    ).toBeUndefined();
  });
});

describe('partBuyNowLine', () => {
  const part: Schemas['PartDetail'] = {
    product_id: 20001,
    product_name: '20W 电源适配器',
    price: '149.00',
    all_storage: 120,
    banner_imgs: [{ url: '/parts/charger.jpg' }],
    product_spec: [
      {
        id: 1,
        name: '颜色',
        list: [
          { id: 101, name: '白色' },
          { id: 102, name: '黑色' },
        ],
      },
      {
        id: 2,
        name: '套装',
        list: [
          { id: 201, name: '单充电头' },
          { id: 202, name: '充电头 + 1 米数据线' },
        ],
      },
    ],
    sku_list: {
      '101-201': { price: '149.00', sku_id: 21001, storage: 50 },
      '102-202': { price: '199.00', sku_id: 21004, storage: 10 },
    },
    details: '',
  };

  it('should make the line from the sku: option names in group order, its price, the quantity', () => {
    const line = partBuyNowLine({ id: 21004, num: 2 }, part, 'pat-1');
    expect(line).toMatchObject({
      key: 'part:21004',
      productId: 0,
      productType: 2,
      partProductId: 20001,
      name: '20W 电源适配器',
      spec: '黑色 充电头 + 1 米数据线',
      pic: '/parts/charger.jpg',
      sk: 'pat-1',
      parts: [{ skuId: 21004, priceFen: 19900, num: 2, spec: '黑色 充电头 + 1 米数据线' }],
    });
    expect(checkoutTotals([line!], new Map()).totalFen).toBe(39800);
    expect(orderItems([line!], '', new Map())[0]).toMatchObject({
      product_id: 0,
      product_type: 2,
      product_parts: '21004:2',
      sk: 'pat-1',
    });
  });

  it('should give nothing for a sku that is not the part’s', () => {
    expect(partBuyNowLine({ id: 29999, num: 1 }, part)).toBeUndefined();
  });
});
