// Runtime expressions of OpenAPI links, and following a link of the contract into a request.
import { describe, expect, it } from 'vitest';
import type { Exchange } from './http.ts';
import { evaluate, follow, linksOf } from './links.ts';
import { loadSpec } from './spec.ts';

const spec = loadSpec();
const from: Exchange = {
  method: 'post',
  path: '/api/account/address/add_address',
  spec: { query: { p: 'h5' }, body: { token: 'T1' }, bodyType: 'form' },
  answer: {
    status: 200,
    json: { code: 1, data: { address_book_id: 40009, list: [{ id: 7 }] } },
    text: '',
    violations: null,
    ms: 1,
    contentType: 'application/json',
  },
};

describe('links', () => {
  it('evaluates request and response expressions, and literals', () => {
    expect(evaluate('$request.query.p', from)).toBe('h5');
    expect(evaluate('$request.body#/token', from)).toBe('T1');
    expect(evaluate('$response.body#/data/address_book_id', from)).toBe('40009');
    expect(evaluate('$response.body#/data/list/0/id', from)).toBe('7');
    expect(evaluate('$response.body#/data/missing', from)).toBeUndefined();
    expect(evaluate(1, from)).toBe('1');
  });

  it('builds the linked request from the target example, the link values and overrides', () => {
    const add = spec.byId.get('addAddress')!;
    expect(Object.keys(linksOf(add))).toEqual([
      'AddressList',
      'AddressDetail',
      'ChangeAddress',
      'DisableAddress',
    ]);
    const { target, request } = follow(spec, add, 'ChangeAddress', from, 'T1', { address_name: '李四' });
    expect(target.op.operationId).toBe('changeAddress');
    expect(request.body).toMatchObject({
      token: 'T1',
      address_book_id: '40009',
      address_name: '李四',
      p: 'h5',
    });
  });

  it('names every link target and field that exists in the contract', () => {
    for (const entry of spec.entries)
      for (const [name, link] of Object.entries(linksOf(entry))) {
        const target = spec.byId.get(link.operationId);
        expect(target, `${entry.op.operationId} → ${name}`).toBeDefined();
        const fields = spec.fieldsOf(target!).map((f) => f.name);
        for (const k of Object.keys({ ...link.parameters, ...link.requestBody }))
          expect(fields, `${entry.op.operationId} → ${name}: ${k}`).toContain(k);
      }
  });
});
