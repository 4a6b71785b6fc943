// The invalid variants of an example request, on the real contract.
import { describe, expect, it } from 'vitest';
import { invalidRequests } from './requests.ts';
import { loadSpec } from './spec.ts';

const spec = loadSpec();
const orderList = spec.byId.get('orderList')!;
const base = spec.exampleRequest(orderList);

describe('invalid requests', () => {
  it('sends every kind of value the schema refuses for page, non-decimal integers and empty included', () => {
    const page = invalidRequests(spec, orderList, base).filter((r) => r.field === 'page');
    expect(page.map((r) => r.kind).sort()).toEqual(
      ['above maximum', 'below minimum', 'empty', 'not decimal', 'wrong type'].sort(),
    );
    expect(page.find((r) => r.kind === 'not decimal')?.spec.query.page).toBe('0x10');
    expect(page.find((r) => r.kind === 'empty')?.spec.query.page).toBe('');
  });

  it('gives p and v one kind per operation, taking turns over the operations', () => {
    const kinds = (turn: number) =>
      invalidRequests(spec, orderList, base, turn)
        .filter((r) => r.field === 'p')
        .map((r) => r.kind);
    expect(kinds(0)).toHaveLength(1);
    expect(new Set([0, 1, 2, 3].flatMap(kinds))).toEqual(new Set(['unknown enum', 'empty']));
  });

  it('leaves a required field out once', () => {
    const detail = spec.byId.get('productDetail')!;
    const missing = invalidRequests(spec, detail, spec.exampleRequest(detail)).filter(
      (r) => r.kind === 'missing',
    );
    expect(missing.map((r) => r.field)).toEqual(['product_id']);
    expect(missing[0]!.spec.query).not.toHaveProperty('product_id');
  });
});
