// Hybrid mode in the browser demo, run under Node with MSW's getResponse and a fake backend: each
// call goes to the backend or the in-page mock as the routing table says, falls back on 404, 501
// and no answer (said once, CORS named), real answers are checked against the contract, and the
// panel's switches and backend URL are kept in the page's storage.
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { BACKEND_KEY, UNREACHABLE, demoHybrid, type DemoHybridOptions } from './demo-hybrid';
import { createMock } from './mock';

const PAGE = 'http://demo.test';
const BACKEND = 'http://staging.example.com';
const TIME = `${PAGE}/api/get_server_time?p=h5&v=4.9.0`;
const HOME = `${PAGE}/api/home/app_home_v3?p=h5&v=4.9.0`;
const CART_ADD = `${PAGE}/api/shopcart/add_shop_cart`;
const cartBody = new URLSearchParams({
  user_id: '10001',
  token: '5f2b8c1e9a7d4e3f8b6c0a1d2e3f4a5b',
  driver_id: '0c8e4f1a2b3d4c5e6f708192a3b4c5d6',
  pro_type: '1',
  pro_value: '10001',
  pro_num: '1',
  price: '3299.00',
  sk: 'rec-20261122-0001',
  services_id: '3',
  p: 'h5',
  v: '4.9.0',
}).toString();

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem = (k: string) => this.items.get(k) ?? null;
  setItem = (k: string, v: string) => void this.items.set(k, v);
  removeItem = (k: string) => void this.items.delete(k);
}

type Backend = (request: Request) => Response | Promise<Response>;

/** The demo's handlers in front of a fresh in-page mock, with a fake backend that records calls. */
function setup(backend: Backend, opts: Partial<DemoHybridOptions> = {}) {
  const mock = createMock({ log: () => undefined });
  const sent: string[] = [];
  const warned: string[] = [];
  const storage = opts.storage ?? new MemoryStorage();
  const make = () =>
    demoHybrid({
      mock,
      buildBackend: BACKEND,
      storage,
      send: async (request) => {
        sent.push(`${request.method} ${request.url}`);
        return backend(request);
      },
      warn: (line) => warned.push(line),
      ...opts,
    });
  let hybrid = make();
  const call = async (url: string, init?: RequestInit) => {
    const res = await getResponse([...hybrid.handlers, ...mock.handlers], new Request(url, init));
    if (!res) throw new Error(`no handler answered ${url}`);
    return res;
  };
  const control = (body: unknown) =>
    call(`${PAGE}/__mock/routing`, { method: 'POST', body: JSON.stringify(body) });
  /** A reload of the page: a new in-page routing on the same storage. */
  const reload = () => {
    hybrid = make();
  };
  return { call, control, reload, sent, warned, storage, mock };
}

const envelope = (data: unknown) => Response.json({ code: 1, msg: 'ok', data });
const violationsOf = (res: Response) =>
  JSON.parse(decodeURIComponent(res.headers.get('x-hybrid-violations') ?? '[]')) as string[];

describe('the demo in hybrid mode', () => {
  it('sends a call to the backend, passes its answer on and says it kept the contract', async () => {
    const t = setup(() => envelope({ time: 1795154592, datetime: '2026-11-20 14:03:12' }));
    const res = await t.call(TIME);
    expect(t.sent).toEqual([`GET ${BACKEND}/api/get_server_time?p=h5&v=4.9.0`]);
    expect(res.headers.get('x-hybrid-target')).toBe('real');
    expect(res.headers.get('x-hybrid-violations')).toBeNull();
    expect(((await res.json()) as { data: { time: number } }).data.time).toBe(1795154592);
  });

  it('checks a real answer against the contract and logs each kind of break once', async () => {
    const t = setup(() => envelope({ time: 'soon', datetime: '2026-11-20 14:03:12' }));
    const first = await t.call(TIME);
    expect(first.headers.get('x-hybrid-target')).toBe('real');
    expect(violationsOf(first)).toEqual(['backend [response-schema] code 1: /data/time must be integer']);
    // The answer itself goes on unchanged.
    expect(((await first.json()) as { data: { time: unknown } }).data.time).toBe('soon');
    expect(violationsOf(await t.call(TIME))).toHaveLength(1);
    expect(t.warned).toHaveLength(1);
    expect(t.warned[0]).toContain('getServerTime [response-schema]');
    expect(t.warned[0]).toContain(`curl -sS -i -X GET '${BACKEND}/api/get_server_time?p=h5&v=4.9.0'`);
  });

  it.each([404, 501])(
    'lets the mock answer when the backend says HTTP %i, with the same body',
    async (status) => {
      const bodies: string[] = [];
      const t = setup(async (request) => {
        bodies.push(await request.text());
        return new Response('no such route', { status });
      });
      const res = await t.call(CART_ADD, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: cartBody,
      });
      expect(bodies).toEqual([cartBody]);
      expect(res.headers.get('x-hybrid-target')).toBe(`mock; backend HTTP ${status}`);
      expect(await res.json()).toMatchObject({ code: 1 });
    },
  );

  it('lets the mock answer when no answer comes (down or CORS), said once', async () => {
    const t = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const res = await t.call(HOME);
    expect(res.headers.get('x-hybrid-target')).toBe(`mock; ${UNREACHABLE}`);
    expect(await res.json()).toMatchObject({ code: 1 });
    await t.call(TIME);
    expect(t.warned).toHaveLength(1);
    expect(t.warned[0]).toMatch(/CORS/);
    expect(t.warned[0]).toContain('后端不可达或未允许本站跨域（CORS）');
    const table = (await (await t.call(`${PAGE}/__mock/routing`)).json()) as { unreachable?: boolean };
    expect(table.unreachable).toBe(true);
  });

  it('answers 502 instead when mock-routing.json turns the connection fallback off', async () => {
    const t = setup(() => Promise.reject(new TypeError('Failed to fetch')), {
      file: { fallbackOn: [404, 501] },
    });
    const res = await t.call(HOME);
    expect(res.status).toBe(502);
    expect(res.headers.get('x-hybrid-target')).toBe('real');
  });

  it("keeps mock-routing.json's pins: a pinned tag never reaches the backend", async () => {
    const t = setup(() => envelope({}), { file: { mock: ['catalogue'] } });
    const res = await t.call(HOME);
    expect(t.sent).toEqual([]);
    expect(res.headers.get('x-hybrid-target')).toBe('mock');
  });

  it("plays a queued fault in the mock, not at the backend (a delay's call still goes there)", async () => {
    const t = setup(() => envelope({ time: 1795154592, datetime: '2026-11-20 14:03:12' }));
    t.mock.faults.add('getServerTime', { kind: 'status', status: 503 }, 1);
    const faulted = await t.call(TIME);
    expect(faulted.status).toBe(503);
    expect(faulted.headers.get('x-hybrid-target')).toBe('mock');
    expect(t.sent).toEqual([]);
    t.mock.faults.add('getServerTime', { kind: 'delay', delay: 20 }, 1);
    expect((await t.call(TIME)).headers.get('x-hybrid-target')).toBe('real');
    expect(t.sent).toHaveLength(1);
  });

  it('switches an operation from the dev panel, and the page keeps the switch over a reload', async () => {
    const t = setup(() => envelope({ time: 1795154592, datetime: '2026-11-20 14:03:12' }));
    const switched = await t.control({ operation: 'getServerTime', target: 'mock' });
    expect(switched.status).toBe(200);
    const table = (await switched.json()) as { operations: { operation: string; target: string }[] };
    expect(table.operations.find((o) => o.operation === 'getServerTime')).toEqual({
      operation: 'getServerTime',
      target: 'mock',
      pinned: 'panel',
    });
    t.reload();
    expect((await t.call(TIME)).headers.get('x-hybrid-target')).toBe('mock');
    expect(t.sent).toEqual([]);
    // Dropped: back to the default, the backend.
    await t.control({ operation: 'getServerTime', target: null });
    t.reload();
    expect((await t.call(TIME)).headers.get('x-hybrid-target')).toBe('real');
    expect((await t.control({ operation: 'noSuchOperation', target: 'mock' })).status).toBe(404);
  });

  it('takes the backend URL from the dev panel over the build, and none turns hybrid mode off', async () => {
    const t = setup(() => envelope({ time: 1795154592, datetime: '2026-11-20 14:03:12' }));
    expect((await t.control({ backend: 'ftp://x' })).status).toBe(400);
    expect((await t.control({ backend: 'http://other.example.com/shop/' })).status).toBe(200);
    expect(t.storage.getItem(BACKEND_KEY)).toBe('http://other.example.com/shop/');
    t.reload();
    await t.call(TIME);
    expect(t.sent).toEqual(['GET http://other.example.com/shop/api/get_server_time?p=h5&v=4.9.0']);
    await t.control({ backend: '' });
    t.reload();
    const res = await t.call(TIME);
    expect(res.headers.get('x-hybrid-target')).toBeNull();
    expect((await t.call(`${PAGE}/__mock/routing`)).status).toBe(404);
    expect(t.sent).toHaveLength(1);
  });

  it('leaves every call to the mock, as before, when no backend is given', async () => {
    const t = setup(() => envelope({}), { buildBackend: undefined });
    const res = await t.call(HOME);
    expect(res.headers.get('x-hybrid-target')).toBeNull();
    expect(await res.json()).toMatchObject({ code: 1 });
    expect(t.sent).toEqual([]);
  });
});
