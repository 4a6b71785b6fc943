import { describe, expect, it } from 'vitest';
import { commodityChips } from './commodity-chips';

const groups = [
  { pnid: 5, pn_name: '型号', filter_data: [{ pvid: 101, pv_name: 'iPhone 13' }] },
  { pnid: 1, pn_name: '成色', filter_data: [{ pvid: 11, pv_name: '99新' }] },
  { pnid: 2, pn_name: '存储容量', filter_data: [{ pvid: 22, pv_name: '128G' }] },
];

describe('commodityChips', () => {
  it('should give one chip per model, price and property in that order', () => {
    const chips = commodityChips(
      {
        typeId: 1,
        brandId: 1,
        modelId: 101,
        price: '1000-2000',
        props: [
          { pnid: 2, pvid: 22 },
          { pnid: 1, pvid: 11 },
        ],
      },
      groups,
    );
    expect(chips.map((c) => [c.key, c.label])).toEqual([
      ['model', 'iPhone 13'],
      ['price', '1000-2000元'],
      ['prop-1', '99新'],
      ['prop-2', '128G'],
    ]);
  });

  it('should leave the rest of the state when a chip is removed', () => {
    const [model, price, prop] = commodityChips(
      {
        typeId: 1,
        brandId: 1,
        modelId: 101,
        price: '5000-99999',
        sortStatus: 'asc',
        props: [{ pnid: 1, pvid: 11 }],
      },
      groups,
    );
    expect(model.without).toEqual({
      typeId: 1,
      brandId: 1,
      price: '5000-99999',
      sortStatus: 'asc',
      props: [{ pnid: 1, pvid: 11 }],
    });
    expect(price.label).toBe('5000元以上');
    expect(price.without).toEqual({
      typeId: 1,
      brandId: 1,
      modelId: 101,
      sortStatus: 'asc',
      props: [{ pnid: 1, pvid: 11 }],
    });
    expect(prop.without.props).toEqual([]);
  });

  it('should name the model from the heading before the groups load, and drop that heading with it', () => {
    const [model] = commodityChips({ modelId: 101, name: 'iPhone 13', props: [] }, []);
    expect(model.label).toBe('iPhone 13');
    expect(model.without).toEqual({ props: [] });
  });

  it('should keep a brand heading when the model chip is removed', () => {
    const [model] = commodityChips({ brandId: 1, modelId: 101, name: '苹果', props: [] }, groups);
    expect(model.without).toEqual({ brandId: 1, name: '苹果', props: [] });
  });

  it('should skip values the groups do not offer and give no chips without filters', () => {
    expect(commodityChips({ props: [{ pnid: 9, pvid: 99 }] }, groups)).toEqual([]);
    expect(commodityChips({ sortStatus: 'desc', props: [] }, groups)).toEqual([]);
  });
});
