// Faults through the real stack, as the app meets them: the app's typed client -> the edge ->
// `prism proxy --errors` -> the stateful mock. Each kind must reach the client as its kind: an
// HTTP status as ApiError with that status, a dropped connection or a timeout as ApiError status 0,
// a body that is not JSON as ApiError "not JSON", a business code as BizError with that code.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, FORM, ok } from '../../src/api/client';
import { ApiError, BizError } from '../../src/api/errors';
import { freePorts, startBin, stop, waitForPort } from '../../scripts/lib/servers';

const [API_PORT, MOCK_PORT] = await freePorts(2);
const API = `http://127.0.0.1:${API_PORT}`;
const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
/** The run's latency (MOCK_LATENCY) of this stack. */
const LATENCY = 60;

let stack: ReturnType<typeof startBin> | undefined;

beforeAll(async () => {
  stack = startBin('tsx', ['mocks/server/main.ts'], {
    env: { API_PORT: String(API_PORT), MOCK_PORT: String(MOCK_PORT), MOCK_LATENCY: String(LATENCY) },
    quiet: true,
  });
  await waitForPort(MOCK_PORT);
  await waitForPort(API_PORT);
}, 60_000);

afterAll(() => stop(stack));

beforeEach(async () => {
  await fetch(`${MOCK}/__mock/faults`, { method: 'DELETE' });
});

const api = createApiClient({ baseUrl: API, session: () => ({ deviceId: 'f'.repeat(32) }) });
const serverTime = (headers?: Record<string, string>, signal?: AbortSignal) =>
  ok(api.GET('/api/get_server_time', { headers, signal }));
const login = (headers?: Record<string, string>) =>
  ok(
    api.POST('/api/login', {
      body: { username: '13800138000', password: 'abc123' },
      headers: { ...FORM, ...headers },
    }),
  );

async function setFault(body: unknown) {
  const res = await fetch(`${MOCK}/__mock/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (err) {
    return err;
  }
  throw new Error('the call succeeded; a fault was expected');
}

describe('faults through prism proxy --errors reach the client as their kind', () => {
  it.each([500, 502, 503, 429])('should fail with ApiError status %i', async (status) => {
    await setFault({ operation: 'getServerTime', status });
    const err = await failure(serverTime());
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status, operation: 'getServerTime' });
  });

  it('should fail as a network failure (status 0) when the connection is dropped', async () => {
    await setFault({ operation: 'login', drop: true });
    const err = await failure(login());
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, message: 'login: network error' });
  });

  it('should fail as "not JSON" when the body is not JSON', async () => {
    await setFault({ operation: 'login', notJson: true });
    const err = await failure(login());
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 200, message: 'login: response is not JSON' });
  });

  it("should fail with BizError and the contract's example for a business code", async () => {
    await setFault({ operation: 'login', code: 0 });
    const err = await failure(login());
    expect(err).toBeInstanceOf(BizError);
    expect(err).toMatchObject({ code: 0, msg: '账号或密码错误', operation: 'login' });
  });

  it('should give login-expired (-1) to every login-only call when set for all operations', async () => {
    await setFault({ operation: '*', code: -1 });
    const orders = await failure(ok(api.GET('/api/account/order/all_order_count', {})));
    expect(orders).toBeInstanceOf(BizError);
    expect((orders as BizError).isLoginExpired).toBe(true);
    // Operations without code -1 answer as usual.
    expect((await serverTime()).code).toBe(1);
  });

  it('should delay the answer by the fault, and time out a caller that waits less', async () => {
    await setFault({ operation: 'getServerTime', delay: 700 });
    const t0 = performance.now();
    expect((await serverTime()).code).toBe(1);
    expect(performance.now() - t0).toBeGreaterThanOrEqual(690);

    const err = await failure(serverTime(undefined, AbortSignal.timeout(200)));
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0 });
  });

  it('should apply the X-Mock-Fault header to that call only', async () => {
    const err = await failure(serverTime({ 'X-Mock-Fault': 'status=502' }));
    expect(err).toMatchObject({ status: 502 });
    const dropped = await failure(login({ 'X-Mock-Fault': 'drop' }));
    expect(dropped).toMatchObject({ status: 0 });
    expect((await serverTime()).code).toBe(1);
  });

  it('should wait at least MOCK_LATENCY on every call without a fault', async () => {
    const t0 = performance.now();
    await serverTime();
    expect(performance.now() - t0).toBeGreaterThanOrEqual(LATENCY - 5);
    const listed = (await (await fetch(`${MOCK}/__mock/faults`)).json()) as { latency: unknown };
    expect(listed.latency).toBe(LATENCY);
  });
});

describe('times and clearing', () => {
  it('should fail exactly `times` calls, then answer normally', async () => {
    await setFault({ operation: 'getServerTime', status: 503, times: 2 });
    expect(await failure(serverTime())).toMatchObject({ status: 503 });
    expect(await failure(serverTime())).toMatchObject({ status: 503 });
    expect((await serverTime()).code).toBe(1);
  });

  it('should keep a fault without `times` until it is cleared', async () => {
    await setFault({ operation: '*', status: 500 });
    for (let i = 0; i < 3; i++) expect(await failure(serverTime())).toMatchObject({ status: 500 });
    const cleared = await fetch(`${MOCK}/__mock/faults`, { method: 'DELETE' });
    expect(await cleared.json()).toEqual({ ok: true, cleared: 1 });
    expect((await serverTime()).code).toBe(1);
  });

  it("should clear one operation's faults and keep the others", async () => {
    await setFault([
      { operation: 'login', drop: true },
      { operation: 'getServerTime', status: 429 },
    ]);
    await fetch(`${MOCK}/__mock/faults?operation=login`, { method: 'DELETE' });
    expect((await login()).code).toBe(1);
    expect(await failure(serverTime())).toMatchObject({ status: 429 });
  });
});

describe('the call log (GET /__mock/calls) records what the proxy reported', () => {
  interface Logged {
    operation: string;
    status: number;
    code?: number;
    fromApp: boolean;
    fault?: string;
    violations: string[];
  }
  const logged = async () =>
    ((await (await fetch(`${MOCK}/__mock/calls?settle=1000`)).json()) as { calls: Logged[] }).calls;

  beforeEach(async () => {
    expect((await fetch(`${MOCK}/__mock/calls`, { method: 'DELETE' })).ok).toBe(true);
  });

  it('should record a call that keeps the contract with its code and no violation, and tell a browser call', async () => {
    await serverTime({ 'Sec-Fetch-Dest': 'empty' });
    await login();
    expect(await logged()).toEqual([
      {
        seq: expect.any(Number),
        operation: 'getServerTime',
        method: 'GET',
        path: '/api/get_server_time',
        status: 200,
        code: 1,
        fromApp: true,
        violations: [],
      },
      {
        seq: expect.any(Number),
        operation: 'login',
        method: 'POST',
        path: '/api/login',
        status: 200,
        code: 1,
        fromApp: false,
        violations: [],
      },
    ]);
  });

  it('should record the warning for an undeclared status, and a refused request with its violation', async () => {
    await failure(serverTime({ 'X-Mock-Fault': 'status=503' }));
    await fetch(`${API}/api/product/detail?p=h5&v=4.9.0&product_id=abc`);
    const [fault, refused] = await logged();
    expect(fault).toMatchObject({ operation: 'getServerTime', status: 503, fault: 'status=503' });
    expect(fault?.violations).toEqual([
      expect.stringMatching(/^warning response: Unable to match the returned status code .*200,400,422$/),
    ]);
    expect(refused).toMatchObject({
      operation: 'productDetail',
      status: 422,
      violations: [
        'HTTP 422 Invalid request: error query.product_id: Request query parameter product_id must be integer',
      ],
    });
  });

  it('should record a body that is not JSON as a violation, and nothing for a dropped connection', async () => {
    await failure(login({ 'X-Mock-Fault': 'not-json' }));
    await failure(login({ 'X-Mock-Fault': 'drop' }));
    expect(await logged()).toEqual([
      expect.objectContaining({
        operation: 'login',
        fault: 'not-json',
        violations: ['fault not-json: the edge answered a body that is not JSON'],
      }),
    ]);
  });

  it('should record a call sent to the mock directly (the review upload) once, and one through the edge once', async () => {
    await fetch(`${MOCK}/api/get_server_time?p=h5&v=4.9.0`, { headers: { 'Sec-Fetch-Dest': 'empty' } });
    await serverTime();
    expect((await logged()).map((c) => [c.operation, c.status, c.code, c.fromApp])).toEqual([
      ['getServerTime', 200, 1, true],
      ['getServerTime', 200, 1, false],
    ]);
  });

  it('should clear on DELETE', async () => {
    await serverTime();
    expect(await logged()).toHaveLength(1);
    await fetch(`${MOCK}/__mock/calls`, { method: 'DELETE' });
    expect(await logged()).toEqual([]);
  });
});
