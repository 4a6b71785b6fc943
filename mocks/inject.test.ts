// The security journeys' hostile content (mocks/inject.ts): written into the stores, answered by
// the real handlers, still within the contract.
import { describe, expect, it } from 'vitest';
import { createHarness } from './core/harness';

const PAYLOAD = "<img src=x onerror=__xss('{field}')>";
const SHORT = '<svg onload=__xss()>';

describe('/__mock/inject', () => {
  it('should write the payload into shown text, within the contract, until a reset', async () => {
    const h = createHarness();
    const set = await h.send('POST', '/__mock/inject', { json: { text: PAYLOAD, short: SHORT } });
    expect(set.status).toBe(200);
    const token = await h.login();
    const home = await h.ok('get', '/api/home/app_home_v3', { query: {} });
    expect(JSON.stringify(home.data)).toContain(PAYLOAD.replace('{field}', 'str1'));
    const addresses = await h.ok('post', '/api/account/address/get_reciver_address_list', {
      form: { token },
    });
    expect(addresses.data[0]).toMatchObject({
      address_name: SHORT,
      address_street: PAYLOAD.replace('{field}', 'address_street'),
    });
    h.mock.reset();
    const again = await h.ok('post', '/api/account/address/get_reciver_address_list', {
      form: { token: await h.login() },
    });
    expect(JSON.stringify(again.data)).not.toContain('__xss');
  });

  it('should point every banner and activity at the link', async () => {
    const h = createHarness();
    await h.send('POST', '/__mock/inject', { json: { link: '/\\evil.example' } });
    const home = await h.ok('get', '/api/home/app_home_v3', { query: {} });
    const links = [...home.data.bannerList, ...home.data.activity_banber_list].map((b) => b.jump_url);
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links)).toEqual(new Set(['/\\evil.example']));
  });

  it('should refuse a body without text or link, or a short payload over 20 characters', async () => {
    const h = createHarness();
    expect((await h.send('POST', '/__mock/inject', { json: {} })).status).toBe(400);
    expect(
      (await h.send('POST', '/__mock/inject', { json: { text: 'x', short: 'x'.repeat(21) } })).status,
    ).toBe(400);
    expect((await h.send('POST', '/__mock/inject', { json: { link: 5 } })).status).toBe(400);
  });
});
