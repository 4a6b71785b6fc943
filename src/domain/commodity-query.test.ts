import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  hasNarrowingFilters,
  commodityHref,
  commodityQueryString,
  commodityQueryToParams,
  filterDataParams,
  normalizeCommodityQuery,
  parseCommodityQuery,
  searchCountParams,
  searchListParams,
  toggleFilterValue,
  type CommodityQuery,
} from './commodity-query';
import { MODEL_PNID } from './prop-keyword';

const id = fc.integer({ min: 1, max: 10_000_000 });
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const price = fc
  .tuple(fc.nat({ max: 99_998 }), fc.integer({ min: 1, max: 99_999 }))
  .filter(([a, b]) => a < b)
  .map(([a, b]) => `${a}-${b}`);
const props = fc
  .uniqueArray(fc.record({ pnid: id, pvid: id }), { selector: (p) => p.pnid, maxLength: 6 })
  .map((list) => list.filter((p) => p.pnid !== MODEL_PNID).sort((a, b) => a.pnid - b.pnid));

/** Any canonical list state (what parseCommodityQuery produces). */
const canonicalQuery: fc.Arbitrary<CommodityQuery> = fc
  .record({
    typeId: maybe(id),
    brandId: maybe(id),
    modelId: maybe(id),
    price: maybe(price),
    name: maybe(fc.string({ minLength: 1, maxLength: 20 })),
    sortStatus: maybe(fc.constantFrom('asc' as const, 'desc' as const)),
    props,
  })
  .map((q) => {
    // Absent keys rather than keys holding undefined, as the parser builds them.
    const out: CommodityQuery = { props: q.props };
    for (const key of ['typeId', 'brandId', 'modelId', 'price', 'name', 'sortStatus'] as const) {
      if (q[key] !== undefined) Object.assign(out, { [key]: q[key] });
    }
    return out;
  });

describe('parseCommodityQuery', () => {
  it('should read every docs/product query value and the property filters', () => {
    const q = parseCommodityQuery(
      '?typeId=1&brandId=2&modelId=101&price=1000-2000&name=%E8%8B%B9%E6%9E%9C&sortStatus=desc&props=2:22;1:11',
    );
    expect(q).toEqual({
      typeId: 1,
      brandId: 2,
      modelId: 101,
      price: '1000-2000',
      name: '苹果',
      sortStatus: 'desc',
      props: [
        { pnid: 1, pvid: 11 },
        { pnid: 2, pvid: 22 },
      ],
    });
  });

  it('should give an empty state for an empty query', () => {
    expect(parseCommodityQuery('')).toEqual({ props: [] });
    expect(parseCommodityQuery(new URLSearchParams())).toEqual({ props: [] });
  });

  it('should turn a preset name in the link into price_v2', () => {
    expect(parseCommodityQuery('price=5000以上').price).toBe('5000-99999');
  });

  it('should drop values it cannot use instead of failing', () => {
    expect(
      parseCommodityQuery('typeId=abc&brandId=0&modelId=-3&price=2000-1000&sortStatus=up&name=&props=x'),
    ).toEqual({ props: [] });
  });

  it('should take a model in props as modelId only when modelId is absent', () => {
    expect(parseCommodityQuery('props=5:7;1:2')).toEqual({ modelId: 7, props: [{ pnid: 1, pvid: 2 }] });
    expect(parseCommodityQuery('modelId=9&props=5:7;1:2')).toEqual({
      modelId: 9,
      props: [{ pnid: 1, pvid: 2 }],
    });
  });
});

describe('commodityQueryToParams', () => {
  it('should write keys in a fixed order and leave out what is unset', () => {
    const qs = commodityQueryString({
      props: [
        { pnid: 2, pvid: 22 },
        { pnid: 1, pvid: 11 },
      ],
      sortStatus: 'asc',
      typeId: 1,
      price: '5000以上',
    });
    expect(qs).toBe('typeId=1&price=5000-99999&sortStatus=asc&props=1%3A11%3B2%3A22');
  });

  it('should keep the model out of props (it has its own key)', () => {
    expect(commodityQueryString({ props: [{ pnid: 5, pvid: 7 }] })).toBe('modelId=7');
  });

  it('should give the bare path for no filters', () => {
    expect(commodityHref({ props: [] })).toBe('/commodity');
    expect(commodityHref({ typeId: 3, props: [] })).toBe('/commodity?typeId=3');
  });

  it('should survive the URL round trip for any state (parse(build(q)) === q)', () => {
    fc.assert(
      fc.property(canonicalQuery, (q) => {
        expect(parseCommodityQuery(commodityQueryToParams(q))).toEqual(q);
        // And through the text of the address bar.
        expect(parseCommodityQuery(`?${commodityQueryString(q)}`)).toEqual(q);
      }),
    );
  });

  it('should give one string per state, whatever order the filters were chosen in', () => {
    fc.assert(
      fc.property(canonicalQuery, (q) => {
        const shuffled = { ...q, props: [...q.props].reverse() };
        expect(commodityQueryString(shuffled)).toBe(commodityQueryString(q));
      }),
    );
  });

  it('should be idempotent on any query text (normalising twice changes nothing)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const once = parseCommodityQuery(text);
        expect(parseCommodityQuery(commodityQueryString(once))).toEqual(once);
        expect(normalizeCommodityQuery(once)).toEqual(once);
      }),
    );
  });
});

describe('API params', () => {
  const q: CommodityQuery = {
    typeId: 1,
    brandId: 2,
    modelId: 101,
    price: '5000以上',
    name: '苹果 iPhone 13',
    sortStatus: 'desc',
    props: [
      { pnid: 2, pvid: 22 },
      { pnid: 1, pvid: 11 },
    ],
  };

  it('should build new_search_list params with prop_keyword 5:modelId first and price_sort', () => {
    expect(searchListParams(q, 3)).toEqual({
      page: 3,
      type_id: 1,
      brand_id: 2,
      model_id: 101,
      price_v2: '5000-99999',
      prop_keyword: '5:101;1:11;2:22',
      price_sort: 'desc',
    });
  });

  it('should send only the page (default 1) when nothing is filtered', () => {
    expect(searchListParams({ props: [] })).toEqual({ page: 1 });
  });

  it('should leave page and sort out of the count params and the name out of all', () => {
    const count = searchCountParams(q);
    expect(count).not.toHaveProperty('page');
    expect(count).not.toHaveProperty('price_sort');
    expect(JSON.stringify(count)).not.toContain('iPhone');
  });

  it('should ask filter data by type, brand and model only', () => {
    expect(filterDataParams(q)).toEqual({ type_id: 1, brand_id: 2, model_id: 101 });
  });

  it('should send the same filters that the URL keeps', () => {
    fc.assert(
      fc.property(canonicalQuery, (state) => {
        const fromUrl = parseCommodityQuery(commodityQueryString(state));
        expect(searchListParams(fromUrl)).toEqual(searchListParams(state));
      }),
    );
  });
});

describe('toggleFilterValue', () => {
  it('should set, replace and clear the model from the model group', () => {
    const set = toggleFilterValue({ props: [] }, MODEL_PNID, 7);
    expect(set).toEqual({ modelId: 7, props: [] });
    expect(toggleFilterValue(set, MODEL_PNID, 8)).toEqual({ modelId: 8, props: [] });
    expect(toggleFilterValue(set, MODEL_PNID, 7)).toEqual({ props: [] });
  });

  it('should toggle other groups within props, single choice per group', () => {
    const a = toggleFilterValue({ typeId: 1, props: [] }, 2, 22);
    expect(a).toEqual({ typeId: 1, props: [{ pnid: 2, pvid: 22 }] });
    expect(toggleFilterValue(a, 2, 23).props).toEqual([{ pnid: 2, pvid: 23 }]);
    expect(toggleFilterValue(a, 2, 22).props).toEqual([]);
  });
});

describe('hasNarrowingFilters', () => {
  it('should be true for a model, a price or a property filter, not for type, brand or sort', () => {
    expect(hasNarrowingFilters(parseCommodityQuery('typeId=1&brandId=2&sortStatus=asc'))).toBe(false);
    expect(hasNarrowingFilters(parseCommodityQuery('modelId=7'))).toBe(true);
    expect(hasNarrowingFilters(parseCommodityQuery('price=1000-2000'))).toBe(true);
    expect(hasNarrowingFilters(parseCommodityQuery('props=6:21'))).toBe(true);
  });
});
