// Hybrid mode: the routing table (defaults, the file, the flags, the panel's switch), the fallback
// to the mock, the check of real answers with its report (once per operation and kind, secrets
// masked), and the edge sending each call where the table says.
import { mkdtempSync, readFileSync, existsSync, readdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CallLog } from '../core/calls';
import { Faults } from '../core/faults';
import { freePort } from '../../scripts/lib/servers';
import { BackendCheck, maskedCurl, type BackendViolation } from './backend-check';
import { HYBRID_TARGET_HEADER, HYBRID_VIOLATIONS_HEADER, createEdgeServer } from './edge';
import {
  Routing,
  RoutingError,
  hybridConfigFromEnv,
  readRoutingFile,
  takeHybridArgs,
  type HybridConfig,
} from './hybrid';
import { Recordings, type Recording } from './recordings';
import { SessionBridge } from './session-bridge';

const OPS = [
  { id: 'login', tags: ['auth'] },
  { id: 'getServerTime', tags: ['auth'] },
  { id: 'addShopCart', tags: ['cart'] },
  { id: 'getShopCartList', tags: ['cart'] },
  { id: 'orderList', tags: ['order'] },
  { id: 'orderDetail', tags: ['order'] },
];
const backend = new URL('http://staging.example.com');
const routing = (c: Omit<HybridConfig, 'backend'> = {}) => new Routing({ backend, ...c }, OPS);

describe('routing table', () => {
  it('sends every operation to the backend by default', () => {
    expect(OPS.map((o) => routing().targetOf(o.id))).toEqual(OPS.map(() => 'real'));
  });

  it('pins by tag (a plural names the tag too) and by operationId; flags win over the file', () => {
    const r = routing({ file: { mock: ['cart', 'login'] }, mock: ['orders'], real: ['getShopCartList'] });
    expect(Object.fromEntries(r.table().map((t) => [t.operation, `${t.target}:${t.pinned ?? '-'}`]))).toEqual(
      {
        login: 'mock:file',
        getServerTime: 'real:-',
        addShopCart: 'mock:file',
        getShopCartList: 'real:flag',
        orderList: 'mock:flag',
        orderDetail: 'mock:flag',
      },
    );
  });

  it('refuses a name that is neither an operation nor a tag, naming the tags', () => {
    expect(() => routing({ mock: ['basket'] })).toThrow(/"basket" is neither.*tags: auth, cart, order/);
  });

  it('falls back on 404, 501 and no connection by default, and only on those configured', () => {
    const all = routing();
    expect([404, 501, 'connection', 500, 200].map((a) => all.fallsBack(a as 404))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    const only404 = routing({ file: { fallbackOn: [501] }, fallbackOn: ['404'] });
    expect([404, 501, 'connection'].map((a) => only404.fallsBack(a as 404))).toEqual([true, false, false]);
    expect(() => routing({ fallbackOn: ['500'] })).toThrow(RoutingError);
  });

  it("the panel's switch wins, and dropping it restores the pin below", () => {
    const r = routing({ mock: ['login'] });
    r.set('login', 'real');
    expect(r.targetOf('login')).toBe('real');
    r.set('login', null);
    expect(r.targetOf('login')).toBe('mock');
    expect(() => r.set('nope', 'mock')).toThrow(/no operation nope/);
  });

  it('the start output lists where each area goes', () => {
    expect(routing({ mock: ['cart'], real: [] }).summary()).toEqual([
      'hybrid: backend http://staging.example.com; an operation it does not have falls back to the mock on: 404, 501, connection',
      '  auth       all backend',
      '  cart       all mock',
      '  order      all backend',
    ]);
    expect(routing({ mock: ['orderList'] }).summary()[3]).toBe(
      '  order      backend: orderDetail; mock: orderList (flag)',
    );
  });

  it('reads mock-routing.json and the environment, refusing what it cannot use', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'routing-'));
    const file = path.join(dir, 'mock-routing.json');
    expect(readRoutingFile(file)).toEqual({});
    writeFileSync(file, JSON.stringify({ mock: ['cart'], fallbackOn: [404] }));
    const config = hybridConfigFromEnv(
      { MOCK_BACKEND_URL: 'https://s.example/v2/', MOCK_BACKEND_REAL: 'addShopCart' },
      readRoutingFile(file),
    )!;
    const r = new Routing(config, OPS);
    expect([r.targetOf('addShopCart'), r.targetOf('getShopCartList'), r.fallsBack(501)]).toEqual([
      'real',
      'mock',
      false,
    ]);
    expect(hybridConfigFromEnv({}, {})).toBeUndefined();
    expect(() => hybridConfigFromEnv({ MOCK_BACKEND_URL: 'ftp://x' }, {})).toThrow(/only http and https/);
    writeFileSync(file, JSON.stringify({ mock: 'cart' }));
    expect(() => readRoutingFile(file)).toThrow(/"mock" must be a list of names/);
  });

  it('takes the flags out of a command line as environment', () => {
    expect(
      takeHybridArgs([
        '--phone',
        '--backend',
        'https://s.example',
        '--mock=cart',
        '--mock',
        'orders',
        '--real',
        'login',
      ]),
    ).toEqual({
      env: {
        MOCK_BACKEND_URL: 'https://s.example',
        MOCK_BACKEND_MOCK: 'cart,orders',
        MOCK_BACKEND_REAL: 'login',
      },
      rest: ['--phone'],
    });
    expect(() => takeHybridArgs(['--mock', 'cart'])).toThrow(/give --backend URL too/);
    expect(() => takeHybridArgs(['--backend'])).toThrow(/needs a value/);
  });
});

describe('check of real answers', () => {
  const report = () => path.join(mkdtempSync(path.join(os.tmpdir(), 'hybrid-')), 'reports', 'v.json');
  const timeCall = (data: unknown) => ({
    operation: 'getServerTime',
    method: 'GET',
    url: '/api/get_server_time?p=h5&v=4.9.0&token=s3cr3t-token',
    status: 200,
    answerType: 'application/json',
    text: JSON.stringify({ code: 1, msg: 'ok', data }),
    ms: 5,
  });

  it('masks token and password values in the curl line', () => {
    const line = maskedCurl(backend, {
      method: 'POST',
      url: '/api/login?p=h5&token=abc123tok',
      contentType: 'application/x-www-form-urlencoded',
      body: Buffer.from('username=13800138000&password=abc123'),
    });
    expect(line).not.toMatch(/abc123/);
    expect(line).toContain('$TOKEN');
    expect(line).toContain('password=$PASSWORD');
    expect(line).toContain('http://staging.example.com/api/login');
  });

  it('reports a wrong type once per operation and kind, printed and appended to the file', () => {
    const file = report();
    const printed: string[] = [];
    const check = new BackendCheck(backend, file, (l) => printed.push(l));
    const wrong = timeCall({ time: 'soon', datetime: '2026-11-28 12:00:00' });
    expect(check.check(wrong)).toEqual(['backend [response-schema] code 1: /data/time must be integer']);
    expect(check.check(wrong)).toHaveLength(1);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('getServerTime [response-schema]');
    const saved = JSON.parse(readFileSync(file, 'utf8')) as BackendViolation[];
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ operation: 'getServerTime', kind: 'response-schema' });
    expect(saved[0]!.curl).toContain('token=$TOKEN');
    expect(saved[0]!.curl).not.toContain('s3cr3t');
    // Another kind of the same operation is new: said, and appended.
    check.check({ ...timeCall(null), status: 418 });
    expect((JSON.parse(readFileSync(file, 'utf8')) as BackendViolation[]).map((v) => v.kind)).toEqual([
      'response-schema',
      'status-code-conformance',
    ]);
  });

  it('leaves a right answer alone', () => {
    const file = report();
    const check = new BackendCheck(backend, file, () => undefined);
    expect(check.check(timeCall({ time: 1795154592, datetime: '2026-11-20 14:03:12' }))).toEqual([]);
    expect(existsSync(file)).toBe(false);
  });
});

describe('the edge in hybrid mode', () => {
  const servers: http.Server[] = [];
  afterEach(() => {
    for (const s of servers.splice(0)) s.close();
  });
  async function listen(server: http.Server): Promise<number> {
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  }
  /** Answers with `who` and the body it got, so a test sees which server answered what. */
  const echo = (who: string, status = 200, body?: string) =>
    http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(body ?? JSON.stringify({ code: 1, msg: who, data: Buffer.concat(chunks).toString() }));
      });
    });

  async function stack(backendServer: http.Server | 'none', config: Omit<HybridConfig, 'backend'> = {}) {
    const mockPort = await listen(echo('mock'));
    const backendPort = backendServer === 'none' ? await freePort() : await listen(backendServer);
    const calls = new CallLog();
    const said: string[] = [];
    const r = new Routing({ backend: new URL(`http://127.0.0.1:${backendPort}`), ...config }, OPS);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'hybrid-')), 'v.json');
    const recorded = mkdtempSync(path.join(os.tmpdir(), 'hybrid-rec-'));
    const edge = await listen(
      createEdgeServer(new Faults(), { host: '127.0.0.1', port: () => mockPort }, calls, {
        routing: r,
        check: new BackendCheck(r.backend, file, () => undefined),
        recordings: new Recordings(recorded),
        session: new SessionBridge(
          {
            tokenFor: (mobile) => (mobile === '13800138000' ? 'MOCK-TOKEN' : undefined),
            issued: (token) => token === 'MOCK-TOKEN',
          },
          (line) => said.push(line),
        ),
      }),
    );
    const post = (p: string, body: string) =>
      fetch(`http://127.0.0.1:${edge}${p}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
      });
    return { edge, calls, routing: r, file, post, said, recorded };
  }

  it('sends a call to the backend and says so', async () => {
    const s = await stack(echo('backend'));
    const res = await s.post('/api/shopcart/add_shop_cart', 'product_id=1');
    expect(res.headers.get(HYBRID_TARGET_HEADER)).toBe('real');
    expect(await res.json()).toMatchObject({ msg: 'backend', data: 'product_id=1' });
    expect(s.calls.list()[0]).toMatchObject({ operation: 'addShopCart', target: 'real' });
  });

  it.each([404, 501])('falls back to the mock, body and all, when the backend answers %i', async (status) => {
    const s = await stack(echo('backend', status, 'no such route'));
    const res = await s.post('/api/shopcart/add_shop_cart', 'product_id=2');
    expect(res.headers.get(HYBRID_TARGET_HEADER)).toBe(`mock; backend HTTP ${status}`);
    expect(await res.json()).toMatchObject({ msg: 'mock', data: 'product_id=2' });
    expect(s.calls.list()[0]).toMatchObject({ target: 'mock', fallback: `backend HTTP ${status}` });
  });

  it('falls back when nothing listens at the backend, unless told not to', async () => {
    const s = await stack('none');
    const res = await s.post('/api/shopcart/add_shop_cart', 'x=1');
    expect(res.headers.get(HYBRID_TARGET_HEADER)).toMatch(/^mock; backend unreachable/);
    const strict = await stack('none', { fallbackOn: ['404'] });
    expect((await strict.post('/api/shopcart/add_shop_cart', 'x=1')).status).toBe(502);
  });

  it('passes a wrong answer on, with its violation in a header, the call log and the report', async () => {
    const s = await stack(
      echo(
        'backend',
        200,
        JSON.stringify({ code: 1, msg: 'ok', data: { time: 'x', datetime: '2026-11-28 12:00:00' } }),
      ),
    );
    const res = await fetch(`http://127.0.0.1:${s.edge}/api/get_server_time?p=h5&v=4.9.0`);
    expect(await res.json()).toMatchObject({ data: { time: 'x' } });
    const said = JSON.parse(
      decodeURIComponent(res.headers.get(HYBRID_VIOLATIONS_HEADER) ?? '[]'),
    ) as string[];
    expect(said).toEqual(['backend [response-schema] code 1: /data/time must be integer']);
    expect(s.calls.list()[0]!.violations).toEqual(said);
    expect(JSON.parse(readFileSync(s.file, 'utf8'))).toHaveLength(1);
  });

  it('the control endpoint switches an operation, and the next call goes where it says', async () => {
    const s = await stack(echo('backend'));
    const control = `http://127.0.0.1:${s.edge}/__mock/routing`;
    const switched = await fetch(control, {
      method: 'POST',
      body: JSON.stringify({ operation: 'addShopCart', target: 'mock' }),
    });
    expect(switched.status).toBe(200);
    const res = await s.post('/api/shopcart/add_shop_cart', 'x=1');
    expect(res.headers.get(HYBRID_TARGET_HEADER)).toBe('mock');
    const table = (await (await fetch(control)).json()) as {
      operations: { operation: string; pinned?: string }[];
    };
    expect(table.operations.find((o) => o.operation === 'addShopCart')).toEqual({
      operation: 'addShopCart',
      target: 'mock',
      pinned: 'panel',
    });
    const bad = await fetch(control, {
      method: 'POST',
      body: JSON.stringify({ operation: 'nope', target: 'mock' }),
    });
    expect(bad.status).toBe(404);
  });

  it("a backend login's token reaches the mock as the token of the mock user with that mobile", async () => {
    const backendServer = http.createServer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          code: 1,
          msg: '登录成功',
          data: { userId: 7, mobile: '13800138000', token: 'REAL-TOKEN', avatar: '', nickName: 'x' },
        }),
      );
    });
    const s = await stack(backendServer, { mock: ['cart'] });
    await s.post('/api/login', 'username=13800138000&password=abc123');
    const res = await s.post('/api/shopcart/add_shop_cart', 'token=REAL-TOKEN&product_id=1');
    expect(res.headers.get(HYBRID_TARGET_HEADER)).toBe('mock');
    expect(await res.json()).toMatchObject({ msg: 'mock', data: 'token=MOCK-TOKEN&product_id=1' });
  });

  it("refuses the mock's token at the backend with a clear message, said once", async () => {
    const s = await stack(
      echo('backend', 200, JSON.stringify({ code: -1, msg: 'token invalid', data: null })),
    );
    for (let i = 0; i < 2; i++) {
      const res = await s.post('/api/account/order/shop_cart_confirm_order', 'token=MOCK-TOKEN');
      expect(await res.json()).toMatchObject({ code: -1, msg: '登录来自 mock，后端不认，请重新登录' });
    }
    expect(s.said).toEqual([
      expect.stringMatching(/refused shopCartConfirmOrder: its token was issued by the mock/),
    ]);
  });

  it('--record keeps a real answer with its token and mobile masked', async () => {
    const s = await stack(
      echo(
        'backend',
        200,
        JSON.stringify({
          code: 1,
          msg: '登录成功',
          data: { userId: 7, mobile: '13912345678', token: 'abcdef0123456789', avatar: '', nickName: '张三' },
        }),
      ),
    );
    await s.post('/api/login', 'username=13912345678&password=secret1');
    const files = readdirSync(path.join(s.recorded, 'login'));
    expect(files).toHaveLength(1);
    const rec = JSON.parse(readFileSync(path.join(s.recorded, 'login', files[0]!), 'utf8')) as Recording;
    expect(rec).toMatchObject({ operation: 'login', code: 1, status: 200 });
    expect(rec.body).toMatchObject({
      data: { mobile: '13900000000', token: '0'.repeat(16), nickName: '机友' },
    });
    expect(JSON.stringify(rec)).not.toMatch(/secret1|abcdef|12345678|张三/);
  });
});
