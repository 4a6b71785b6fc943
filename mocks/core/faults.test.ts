// Faults in the mock itself (MSW, as component tests and the HTTP server use it): parsing, the
// order a call's fault is chosen in, `times`, clearing, and the control API's answers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { operationById } from './contract';
import { Faults, FaultError, drawDelay, parseDelay, parseHeader } from './faults';
import { createHarness } from './harness';

const op = (id: string) => operationById(id)!;

describe('parseDelay', () => {
  it('should read ms, a "min-max" range and a [min, max] pair', () => {
    expect(parseDelay(300)).toBe(300);
    expect(parseDelay('300')).toBe(300);
    expect(parseDelay('200-800')).toEqual([200, 800]);
    expect(parseDelay([200, 800])).toEqual([200, 800]);
  });

  it('should refuse negative, reversed, fractional and oversized delays', () => {
    for (const bad of [-1, '800-200', 1.5, 600_001, 'slow', [1], null])
      expect(() => parseDelay(bad)).toThrow(FaultError);
  });

  it('should draw a delay inside the range, bounds included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 5000 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (a, b, r) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const ms = drawDelay([min, max], () => r);
          expect(ms).toBeGreaterThanOrEqual(min);
          expect(ms).toBeLessThanOrEqual(max);
        },
      ),
    );
  });
});

describe('parseHeader', () => {
  it('should read each kind, with or without a delay', () => {
    expect(parseHeader('status=503', 'login')).toEqual({ kind: 'status', status: 503 });
    expect(parseHeader('drop', 'login')).toEqual({ kind: 'drop' });
    expect(parseHeader('not-json', 'login')).toEqual({ kind: 'notJson' });
    expect(parseHeader('code=0', 'login')).toEqual({ kind: 'code', code: 0 });
    expect(parseHeader('delay=200-800; status=502', 'login')).toEqual({
      kind: 'status',
      status: 502,
      delay: [200, 800],
    });
    expect(parseHeader('delay=1500', 'login')).toEqual({ kind: 'delay', delay: 1500 });
  });

  it('should refuse two kinds at once, unknown keys, a success status and a code the operation lacks', () => {
    expect(() => parseHeader('drop; status=500', 'login')).toThrow(/one of/);
    expect(() => parseHeader('slow', 'login')).toThrow(/unknown key slow/);
    expect(() => parseHeader('status=200', 'login')).toThrow(/400-599/);
    expect(() => parseHeader('code=-2', 'login')).toThrow(/login has no business code -2/);
  });
});

describe('Faults.resolve', () => {
  it("should take the operation's own fault before the one for all, and the header before both", () => {
    const faults = new Faults();
    faults.add('*', { kind: 'status', status: 500 });
    faults.add('login', { kind: 'drop' });
    expect(faults.resolve(op('login'), undefined)?.fault).toEqual({ kind: 'drop' });
    expect(faults.resolve(op('getServerTime'), undefined)?.fault).toEqual({ kind: 'status', status: 500 });
    expect(faults.resolve(op('login'), 'not-json')?.fault).toEqual({ kind: 'notJson' });
    expect(faults.resolve(op('login'), 'none')).toBeUndefined();
  });

  it('should apply a code set for all operations only to those whose x-codes have it', () => {
    const faults = new Faults();
    faults.add('*', { kind: 'code', code: -1 });
    expect(faults.resolve(op('allOrderCount'), undefined)?.fault).toEqual({ kind: 'code', code: -1 });
    expect(faults.resolve(op('getServerTime'), undefined)).toBeUndefined();
  });

  it('should use the run latency when the fault has no delay of its own', () => {
    const faults = new Faults({ latency: [200, 800], random: () => 0.5 });
    expect(faults.resolve(op('login'), undefined)).toEqual({ delayMs: 500, fault: { kind: 'delay' } });
    faults.add('login', { kind: 'status', status: 503 });
    expect(faults.resolve(op('login'), undefined)?.delayMs).toBe(500);
    expect(faults.resolve(op('login'), 'delay=10; status=502')?.delayMs).toBe(10);
  });

  it('should count `times` down and drop the fault when used up', () => {
    const faults = new Faults();
    faults.add('login', { kind: 'drop' }, 2);
    expect(faults.all()[0].remaining).toBe(2);
    expect(faults.resolve(op('login'), undefined)?.fault.kind).toBe('drop');
    expect(faults.all()[0].remaining).toBe(1);
    expect(faults.resolve(op('login'), undefined)?.fault.kind).toBe('drop');
    expect(faults.all()).toEqual([]);
    expect(faults.resolve(op('login'), undefined)).toBeUndefined();
  });
});

describe('faults in the mock (MSW)', () => {
  const form = { username: '13800138000', password: 'abc123' };

  it('should answer each kind as it happens: status page, network error, HTML body, business code', async () => {
    const h = createHarness();
    const status = await h.send('POST', '/api/login', { form, headers: { 'X-Mock-Fault': 'status=429' } });
    expect(status.status).toBe(429);
    expect(status.headers.get('content-type')).toBe('text/html');
    expect(status.headers.get('retry-after')).toBe('1');

    const dropped = await h.send('POST', '/api/login', { form, headers: { 'X-Mock-Fault': 'drop' } });
    expect(dropped.type).toBe('error');

    const notJson = await h.send('POST', '/api/login', { form, headers: { 'X-Mock-Fault': 'not-json' } });
    expect(notJson.status).toBe(200);
    await expect(notJson.clone().json()).rejects.toThrow(SyntaxError);

    const code = await h.call('post', '/api/login', { form, headers: { 'X-Mock-Fault': 'code=0' } });
    expect(code).toEqual({ code: 0, msg: '账号或密码错误', data: null });
    expect(await h.ok('post', '/api/login', { form })).toMatchObject({ code: 1 });
  });

  it('should wait the delay and then let the handler answer', async () => {
    const h = createHarness();
    const t0 = performance.now();
    await h.ok('post', '/api/login', { form, headers: { 'X-Mock-Fault': 'delay=150' } });
    expect(performance.now() - t0).toBeGreaterThanOrEqual(145);
  });

  it('should set, list, count down and clear faults through the control API', async () => {
    const h = createHarness();
    const set = await h.send('POST', '/__mock/faults', {
      json: [
        { operation: 'login', status: 503, times: 1 },
        { operation: '*', delay: '0-5' },
      ],
    });
    expect(set.status).toBe(200);
    const listed = async () =>
      ((await (await h.send('GET', '/__mock/faults')).json()) as { faults: unknown[] }).faults;
    expect(await listed()).toEqual([
      { id: 1, operation: 'login', status: 503, times: 1 },
      { id: 2, operation: '*', delay: [0, 5], times: null },
    ]);
    expect((await h.send('POST', '/api/login', { form })).status).toBe(503);
    expect(await listed()).toEqual([{ id: 2, operation: '*', delay: [0, 5], times: null }]);
    expect(await h.ok('post', '/api/login', { form })).toMatchObject({ code: 1 });

    await h.send('POST', '/__mock/faults', { json: { operation: 'login', drop: true } });
    expect((await h.send('DELETE', '/__mock/faults?operation=login')).status).toBe(200);
    expect(await listed()).toEqual([{ id: 2, operation: '*', delay: [0, 5], times: null }]);
    await h.send('DELETE', '/__mock/faults');
    expect(await listed()).toEqual([]);
  });

  it('should refuse a fault it cannot apply, saying why', async () => {
    const h = createHarness();
    const refused = async (json: unknown) => {
      const res = await h.send('POST', '/__mock/faults', { json });
      expect(res.status).toBe(400);
      return ((await res.json()) as { message: string }).message;
    };
    expect(await refused({ operation: 'nope', status: 500 })).toMatch(/unknown operationId nope/);
    expect(await refused({ operation: 'login' })).toMatch(/needs a delay, status/);
    expect(await refused({ operation: 'login', status: 200 })).toMatch(/400-599/);
    expect(await refused({ operation: 'login', code: -1 })).toMatch(/no business code -1/);
    expect(await refused({ operation: 'login', drop: true, times: 0 })).toMatch(/times/);
    expect(await refused({ status: 500 })).toMatch(/body must be/);
  });

  it('should clear faults on reset', async () => {
    const h = createHarness();
    await h.send('POST', '/__mock/faults', { json: { operation: 'login', status: 500 } });
    await h.send('POST', '/__mock/reset');
    expect(await h.ok('post', '/api/login', { form })).toMatchObject({ code: 1 });
  });
});
