import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CLEANING_SERVICE_ID,
  defaultServiceIds,
  offeredServiceIds,
  servicesFen,
  toggleService,
} from './services';

const OPTIONS = [
  { id: 3, server_price: '0.00', isactive: 1 as const },
  { id: 1, server_price: '99.00', isactive: 0 as const },
  { id: 2, server_price: '199.00', isactive: 0 as const },
];

describe('service set (docs/product/states.md)', () => {
  it('should start with id 3 and the active services', () => {
    expect(defaultServiceIds(OPTIONS)).toEqual([3]);
    expect(defaultServiceIds([{ id: 5, server_price: '1.00', isactive: 1 }])).toEqual([3, 5]);
    expect(defaultServiceIds([])).toContain(CLEANING_SERVICE_ID);
  });

  it('should toggle a service in and out', () => {
    expect(toggleService([3], 1)).toEqual([3, 1]);
    expect(toggleService([3, 1], 3)).toEqual([1]);
  });

  it('should be a set: toggling twice restores it and no id appears twice', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 20 })),
        fc.integer({ min: 1, max: 20 }),
        (ids, id) => {
          const once = toggleService(ids, id);
          expect(new Set(once).size).toBe(once.length);
          expect(once.includes(id)).toBe(!ids.includes(id));
          expect([...toggleService(once, id)].sort()).toEqual([...ids].sort());
        },
      ),
    );
  });

  it('should price the chosen services in fen and send only offered ids', () => {
    expect(servicesFen([3, 1, 2], OPTIONS)).toBe(29800);
    expect(servicesFen([3], OPTIONS)).toBe(0);
    expect(offeredServiceIds([3, 9], OPTIONS)).toEqual([3]);
  });
});
