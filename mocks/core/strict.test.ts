// What the mock refuses before any area runs: unreadable requests (400) and empty values where
// the contract says minLength 1 (422), both as the contract's problem+json responses.
import { describe, expect, it } from 'vitest';
import { loadBundle } from '../../scripts/lib/contract';
import { createValidator } from '../../scripts/lib/validate';
import { createHarness } from './harness';
import { brokenPercentEncoding } from './strict';

const { validate } = createValidator(loadBundle());
const PROBLEM = '#/components/schemas/Problem';
const DEV_TOKEN = '5f2b8c1e9a7d4e3f8b6c0a1d2e3f4a5b';

async function problemOf(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
  const body: unknown = await res.json();
  expect(validate(PROBLEM, body)).toEqual([]);
  return body as { status: number; detail: string; validation?: { location: string[] }[] };
}

describe('empty values where the contract says minLength 1', () => {
  it('refuses token= on partsInfo with 422 naming the field, and answers without it', async () => {
    const h = createHarness();
    const query = { p: 'h5', v: '4.9.0', product_id: 10001 };
    const res = await h.send(
      'GET',
      `/api/account/parts/parts_info?${new URLSearchParams({ ...query, product_id: '10001', token: '' })}`,
    );
    const body = await problemOf(res, 422);
    expect(body.validation).toEqual([
      expect.objectContaining({ location: ['query', 'token'], code: 'minLength' }),
    ]);
    expect((await h.call('get', '/api/account/parts/parts_info', { query })).code).toBe(1);
  });

  it('refuses an empty form field (feedback content) with 422', async () => {
    const h = createHarness();
    const res = await h.send('POST', '/api/account/feedback/opinion_add', {
      form: { content: '', token: DEV_TOKEN, p: 'h5', v: '4.9.0' },
    });
    const body = await problemOf(res, 422);
    expect(body.validation?.[0]?.location).toEqual(['body', 'content']);
  });

  it('lets an empty value through where the contract allows it (contact_way)', async () => {
    const h = createHarness();
    const body = await h.call('post', '/api/account/feedback/opinion_add', {
      form: { content: '很好用', contact_way: '', token: DEV_TOKEN, p: 'h5', v: '4.9.0' },
    });
    expect(body.code).toBe(1);
  });
});

describe('integers as the contract types them: decimal digits, never empty', () => {
  it.each(['0x10', '1e3', '+5', ' 7'])(
    'refuses page=%s on the order list with 422 naming page',
    async (page) => {
      const h = createHarness();
      const query = new URLSearchParams({ p: 'h5', v: '4.9.0', token: DEV_TOKEN, page });
      const body = await problemOf(await h.send('GET', `/api/account/order/list?${query}`), 422);
      expect(body.validation).toEqual([
        expect.objectContaining({ location: ['query', 'page'], code: 'type' }),
      ]);
    },
  );

  it('refuses an empty optional integer (user_id=) and answers the same call without it', async () => {
    const h = createHarness();
    const query = { p: 'h5', v: '4.9.0', product_id: '10001' };
    const res = await h.send('GET', `/api/product/detail?${new URLSearchParams({ ...query, user_id: '' })}`);
    expect((await problemOf(res, 422)).validation?.[0]?.location).toEqual(['query', 'user_id']);
    expect((await h.call('get', '/api/product/detail', { query })).code).toBe(1);
  });

  it('refuses an empty enum form field (pro_type=) but keeps -1 and 10001 as integers', async () => {
    const h = createHarness();
    const form = { pro_type: '', pro_value: '10001', pro_num: '1', price: '3299.00', p: 'h5', v: '4.9.0' };
    const res = await h.send('POST', '/api/shopcart/add_shop_cart', { form });
    expect((await problemOf(res, 422)).validation?.[0]?.location).toEqual(['body', 'pro_type']);
    const ok = await h.send('POST', '/api/shopcart/add_shop_cart', {
      form: { ...form, pro_type: '1', driver_id: '0c8e4f1a2b3d4c5e6f708192a3b4c5d6' },
    });
    expect(ok.status).toBe(200);
  });
});

describe('requests the mock cannot read get 400, never a 500', () => {
  it('refuses broken percent-encoding in the query and in a form body', async () => {
    const h = createHarness();
    const q = await h.send('GET', '/api/product/detail?p=h5&v=4.9.0&product_id=10001&x=%E0%A4%A');
    expect((await problemOf(q, 400)).detail).toContain('"x"');
    const f = await h.send('POST', '/api/account/feedback/opinion_add', {
      raw: {
        type: 'application/x-www-form-urlencoded',
        body: `content=%E0%A4%A&token=${DEV_TOKEN}&p=h5&v=4.9.0`,
      },
    });
    expect((await problemOf(f, 400)).detail).toContain('"content"');
  });

  it('refuses a truncated multipart body with 400', async () => {
    const h = createHarness();
    const part = (name: string, value: string) =>
      `--XYZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const res = await h.send('POST', '/api/account/review/upload', {
      raw: {
        type: 'multipart/form-data; boundary=XYZ',
        body: `${part('order_no', 'SJ202611201403120001')}${part('content', '验机报告写得很详细')}${part('score', '5,5,5')}${part('token', DEV_TOKEN)}--XY`,
      },
    });
    expect((await problemOf(res, 400)).detail).toMatch(/multipart/);
  });

  it('answers an unknown scenario name with 400 problem+json, a status the contract declares', async () => {
    const h = createHarness();
    const res = await h.send('GET', '/api/get_server_time?p=h5&v=4.9.0', {
      headers: { Prefer: 'example=nope' },
    });
    expect((await problemOf(res, 400)).detail).toContain('no example named nope');
  });

  it('finds the broken pair', () => {
    expect(brokenPercentEncoding('a=1&content=%E0%A4%A&b=2')).toBe('content');
    expect(brokenPercentEncoding('a=%25&b=%E4%BD%A0+x')).toBeUndefined();
  });
});
