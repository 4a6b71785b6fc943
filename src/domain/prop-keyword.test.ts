import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPropKeyword,
  MODEL_PNID,
  normalizeProps,
  parseId,
  parsePropKeyword,
  propLabels,
  removeProp,
  selectedPvid,
  toggleProp,
  type PropFilter,
} from './prop-keyword';

const id = fc.integer({ min: 1, max: 1_000_000 });
/** A canonical selection of non-model groups: one value per pnid, ascending pnid. */
const canonicalFilters = fc
  .uniqueArray(fc.record({ pnid: id, pvid: id }), { selector: (p) => p.pnid, maxLength: 8 })
  .map((list) => list.filter((p) => p.pnid !== MODEL_PNID).sort((a, b) => a.pnid - b.pnid));

describe('buildPropKeyword', () => {
  it('should put 5:<modelId> first, then the other groups by ascending pnid', () => {
    const filters = [
      { pnid: 2, pvid: 22 },
      { pnid: 1, pvid: 11 },
    ];
    expect(buildPropKeyword(filters, 101)).toBe('5:101;1:11;2:22');
  });

  it('should order groups by pnid without a model', () => {
    expect(
      buildPropKeyword([
        { pnid: 9, pvid: 3 },
        { pnid: 6, pvid: 4 },
      ]),
    ).toBe('6:4;9:3');
  });

  it('should give undefined when nothing is selected', () => {
    expect(buildPropKeyword([])).toBeUndefined();
    expect(buildPropKeyword([], undefined)).toBeUndefined();
  });

  it('should send the model alone as 5:<modelId>', () => {
    expect(buildPropKeyword([], 7)).toBe('5:7');
  });

  it('should let the model id win over a pnid-5 filter and never repeat group 5', () => {
    expect(
      buildPropKeyword(
        [
          { pnid: 5, pvid: 1 },
          { pnid: 3, pvid: 2 },
        ],
        9,
      ),
    ).toBe('5:9;3:2');
  });

  it('should take a pnid-5 filter as the model when no model id is given', () => {
    expect(
      buildPropKeyword([
        { pnid: 7, pvid: 1 },
        { pnid: 5, pvid: 4 },
      ]),
    ).toBe('5:4;7:1');
  });

  it('should keep one value per group (the first) and drop invalid ids', () => {
    const filters = [
      { pnid: 1, pvid: 11 },
      { pnid: 1, pvid: 12 },
      { pnid: 0, pvid: 3 },
      { pnid: 2, pvid: -1 },
      { pnid: 3, pvid: 1.5 },
    ];
    expect(buildPropKeyword(filters, 0)).toBe('1:11');
  });

  it('should match the contract pattern', () => {
    fc.assert(
      fc.property(canonicalFilters, fc.option(id, { nil: undefined }), (filters, modelId) => {
        const keyword = buildPropKeyword(filters, modelId);
        if (keyword !== undefined) expect(keyword).toMatch(/^\d+:\d+(;\d+:\d+)*$/);
      }),
    );
  });
});

describe('parsePropKeyword', () => {
  it('should read the model and the other groups apart', () => {
    expect(parsePropKeyword('5:101;1:11;2:22')).toEqual({
      modelId: 101,
      filters: [
        { pnid: 1, pvid: 11 },
        { pnid: 2, pvid: 22 },
      ],
    });
  });

  it('should give no filters for empty or missing values', () => {
    expect(parsePropKeyword('')).toEqual({ filters: [] });
    expect(parsePropKeyword(null)).toEqual({ filters: [] });
    expect(parsePropKeyword(undefined)).toEqual({ filters: [] });
  });

  it('should skip malformed pairs from a hand-edited URL', () => {
    expect(parsePropKeyword('1:11;x:2;3;;4:-1;0:2;2:22;7:abc;1:99')).toEqual({
      filters: [
        { pnid: 1, pvid: 11 },
        { pnid: 2, pvid: 22 },
      ],
    });
  });

  it('should give back what was built (parse(build(x)) === x)', () => {
    fc.assert(
      fc.property(canonicalFilters, fc.option(id, { nil: undefined }), (filters, modelId) => {
        const parsed = parsePropKeyword(buildPropKeyword(filters, modelId));
        expect(parsed).toEqual(modelId === undefined ? { filters } : { modelId, filters });
      }),
    );
  });

  it('should build back the same text from any well-formed keyword (build(parse(s)) === s)', () => {
    fc.assert(
      fc.property(canonicalFilters, id, (filters, modelId) => {
        const text = buildPropKeyword(filters, modelId)!;
        const { modelId: m, filters: f } = parsePropKeyword(text);
        expect(buildPropKeyword(f, m)).toBe(text);
      }),
    );
  });
});

describe('toggleProp', () => {
  const start: PropFilter[] = [{ pnid: 1, pvid: 11 }];

  it('should add a value to an empty group', () => {
    expect(toggleProp(start, 2, 22)).toEqual([
      { pnid: 1, pvid: 11 },
      { pnid: 2, pvid: 22 },
    ]);
  });

  it('should replace the value of a group when another one is chosen', () => {
    expect(toggleProp(start, 1, 12)).toEqual([{ pnid: 1, pvid: 12 }]);
  });

  it('should clear the group when its selected value is chosen again', () => {
    expect(toggleProp(start, 1, 11)).toEqual([]);
  });

  it('should not change its input', () => {
    toggleProp(start, 1, 12);
    expect(start).toEqual([{ pnid: 1, pvid: 11 }]);
  });

  it('should keep at most one value per group and undo itself when applied twice', () => {
    fc.assert(
      fc.property(canonicalFilters, id, id, (filters, pnid, pvid) => {
        const once = toggleProp(filters, pnid, pvid);
        expect(new Set(once.map((p) => p.pnid)).size).toBe(once.length);
        expect(selectedPvid(once, pnid)).toBe(selectedPvid(filters, pnid) === pvid ? undefined : pvid);
        if (selectedPvid(filters, pnid) === undefined) expect(toggleProp(once, pnid, pvid)).toEqual(filters);
      }),
    );
  });
});

describe('helpers', () => {
  it('should read ids only as positive integers', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('012')).toBe(12);
    for (const bad of ['0', '-1', '1.5', '1e3', ' 1', '', null, undefined, '99999999999999999']) {
      expect(parseId(bad)).toBeUndefined();
    }
  });

  it('should normalise to one value per group in ascending pnid', () => {
    expect(
      normalizeProps([
        { pnid: 3, pvid: 1 },
        { pnid: 1, pvid: 2 },
        { pnid: 3, pvid: 9 },
      ]),
    ).toEqual([
      { pnid: 1, pvid: 2 },
      { pnid: 3, pvid: 1 },
    ]);
  });

  it('should remove a group (a removed chip)', () => {
    expect(
      removeProp(
        [
          { pnid: 1, pvid: 2 },
          { pnid: 3, pvid: 1 },
        ],
        1,
      ),
    ).toEqual([{ pnid: 3, pvid: 1 }]);
  });

  it('should label the selected values from the filter groups and skip stale ones', () => {
    const groups = [
      { pnid: 1, pn_name: '成色', filter_data: [{ pvid: 11, pv_name: '99新' }] },
      { pnid: 2, pn_name: '内存', filter_data: [{ pvid: 22, pv_name: '128G' }] },
    ];
    const filters = [
      { pnid: 1, pvid: 11 },
      { pnid: 2, pvid: 23 },
    ];
    expect(propLabels(filters, groups)).toEqual([{ pnid: 1, pvid: 11, label: '99新' }]);
  });
});
