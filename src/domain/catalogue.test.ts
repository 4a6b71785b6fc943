import { describe, expect, it } from 'vitest';
import {
  catalogueHref,
  categoryLabel,
  detailHref,
  gridColumns,
  networkText,
  nextActivityPage,
  sortPath,
  sortTabIndex,
  visibleBrands,
} from './catalogue';

describe('categoryLabel', () => {
  it('should show 手机 as iPhone and keep other labels', () => {
    expect(categoryLabel('手机')).toBe('iPhone');
    expect(categoryLabel('安卓')).toBe('安卓');
    expect(categoryLabel('配件')).toBe('配件');
  });
});

describe('sortTabIndex', () => {
  it('should read the 1-based type as a 0-based tab', () => {
    expect(sortTabIndex('1', 4)).toBe(0);
    expect(sortTabIndex('4', 4)).toBe(3);
  });

  it('should fall back to the first tab for anything else', () => {
    for (const bad of [undefined, '', '0', '5', '-1', 'abc', '1.5', '9999999']) {
      expect(sortTabIndex(bad, 4)).toBe(0);
    }
    expect(sortTabIndex('1', 0)).toBe(0);
  });

  it('should build the path back from the index', () => {
    expect(sortPath(2)).toBe('/sort/3');
  });
});

describe('catalogueHref', () => {
  it('should open the parts mall when the first argument is 888', () => {
    expect(catalogueHref({ typeId: 888, brandId: 3 })).toBe('/part?id=3');
    expect(catalogueHref({ typeId: 888 })).toBe('/part');
  });

  it("should open the parts mall with pcid for a brand's parts entry (model -16)", () => {
    expect(catalogueHref({ typeId: 1, brandId: 1, modelId: -16, pcid: 1 })).toBe('/part?id=1');
  });

  it('should open the commodity list with typeId, brandId and modelId', () => {
    expect(catalogueHref({ typeId: 1, brandId: 1, modelId: 101 })).toBe(
      '/commodity?typeId=1&brandId=1&modelId=101',
    );
    expect(catalogueHref({ typeId: 2, brandId: 2, name: '华为' })).toBe(
      `/commodity?typeId=2&brandId=2&name=${encodeURIComponent('华为')}`,
    );
  });
});

describe('visibleBrands', () => {
  const seven = [1, 2, 3, 4, 5, 6, 7];

  it('should show 5 with a more toggle while collapsed', () => {
    expect(visibleBrands(seven, false)).toEqual({ shown: [1, 2, 3, 4, 5], toggle: 'more' });
  });

  it('should show all with a collapse toggle when expanded', () => {
    expect(visibleBrands(seven, true)).toEqual({ shown: seven, toggle: 'less' });
  });

  it('should need no toggle for 5 or fewer', () => {
    expect(visibleBrands([1, 2, 3, 4, 5], false)).toEqual({ shown: [1, 2, 3, 4, 5], toggle: null });
    expect(visibleBrands([], true)).toEqual({ shown: [], toggle: null });
  });
});

describe('networkText', () => {
  it('should join the comma list with slashes', () => {
    expect(networkText('移动5G,联通5G,电信5G')).toBe('移动5G/联通5G/电信5G');
    expect(networkText(' 移动4G ，联通4G,, ')).toBe('移动4G/联通4G');
    expect(networkText(undefined)).toBe('');
  });
});

describe('nextActivityPage', () => {
  const page = (n: number, count: number) => ({ list: Array.from({ length: n }), list_count: count });

  it('should ask for the next page while pages are full and more are announced', () => {
    expect(nextActivityPage([page(8, 20)], 1)).toBe(2);
  });

  it('should stop after a short page', () => {
    expect(nextActivityPage([page(8, 20), page(3, 20)], 2)).toBeUndefined();
  });

  it('should stop when list_count is reached even on a full page', () => {
    expect(nextActivityPage([page(8, 16), page(8, 16)], 2)).toBeUndefined();
    expect(nextActivityPage([], 1)).toBeUndefined();
  });
});

describe('gridColumns', () => {
  it('should fit 160 px items, at least two', () => {
    expect(gridColumns(320)).toBe(2);
    expect(gridColumns(375)).toBe(2);
    expect(gridColumns(640)).toBe(3);
    expect(gridColumns(1280)).toBe(3);
    expect(gridColumns(200)).toBe(2);
  });
});

describe('detailHref', () => {
  it('should carry the list sk when there is one', () => {
    expect(detailHref(10001, 'search-1')).toBe('/commodityDetail/10001?sk=search-1');
    expect(detailHref(10001)).toBe('/commodityDetail/10001');
  });
});
