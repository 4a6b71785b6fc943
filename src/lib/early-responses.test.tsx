import { afterEach, describe, expect, it } from 'vitest';
import {
  addAheadResponses,
  AHEAD_GRACE_MS,
  dropAheadResponses,
  EARLY_KEY,
  EARLY_MAX_AGE_MS,
  sentAheadJustNow,
  takeEarlyResponse,
  type EarlyResponse,
} from './early-responses';

const URL_A = 'http://localhost:3000/api/product/detail?product_id=10001&p=h5&v=4.9.0';

const envelope = (data: unknown) => new Response(JSON.stringify({ code: 1, msg: '', data }));

function leave(...early: Partial<EarlyResponse>[]) {
  (window as unknown as Record<string, EarlyResponse[]>)[EARLY_KEY] = early.map((e) => ({
    method: 'GET',
    url: URL_A,
    page: location.href,
    at: Date.now(),
    response: Promise.resolve(envelope({ name: 'early' })),
    ...e,
  }));
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>)[EARLY_KEY];
});

describe('takeEarlyResponse', () => {
  it('should give the early answer to the same request once', async () => {
    leave({});
    const response = await takeEarlyResponse(new Request(URL_A));
    expect(await response?.json()).toEqual({ code: 1, msg: '', data: { name: 'early' } });
    expect(await takeEarlyResponse(new Request(URL_A))).toBeUndefined();
  });

  it('should give nothing for another URL, method, body, page, or an answer too old', async () => {
    leave(
      { url: `${URL_A}&user_id=1` },
      { method: 'POST', body: 'p=h5' },
      { page: 'http://localhost:3000/elsewhere' },
      { at: Date.now() - EARLY_MAX_AGE_MS - 1 },
    );
    expect(await takeEarlyResponse(new Request(URL_A))).toBeUndefined();
    expect(await takeEarlyResponse(new Request(URL_A, { method: 'POST', body: 'p=xcx' }))).toBeUndefined();
  });

  it('should match a POST read by its body', async () => {
    leave({ method: 'POST', body: 'p=h5&v=4.9.0' });
    expect(
      await takeEarlyResponse(new Request(URL_A, { method: 'POST', body: 'p=h5&v=4.9.0' })),
    ).toBeDefined();
  });

  it('should fail the request that takes a failed early read, as a failed fetch would', async () => {
    const failed = Promise.reject(new TypeError('Failed to fetch'));
    failed.catch(() => undefined);
    leave({ response: failed });
    await expect(takeEarlyResponse(new Request(URL_A))).rejects.toThrow('Failed to fetch');
  });
});

describe('reads sent at a tap, for the page it leads to', () => {
  const TARGET = 'http://localhost:3000/commodityDetail/10001';
  const read = (at = Date.now()): EarlyResponse => ({
    method: 'GET',
    url: URL_A,
    page: TARGET,
    at,
    response: Promise.resolve(envelope({ name: 'ahead' })),
  });

  afterEach(() => dropAheadResponses());

  it("should be taken by the tap's own request before the router has moved", async () => {
    addAheadResponses(TARGET, [read()]);
    expect(location.href).not.toBe(TARGET);
    expect(await (await takeEarlyResponse(new Request(URL_A)))?.json()).toMatchObject({
      data: { name: 'ahead' },
    });
  });

  it('should be taken later only on the page it was sent for', async () => {
    const sent = Date.now() - AHEAD_GRACE_MS - 1;
    addAheadResponses(TARGET, [read(sent)]);
    expect(await takeEarlyResponse(new Request(URL_A))).toBeUndefined();
    addAheadResponses(location.href, [{ ...read(sent), page: location.href }]);
    expect(await takeEarlyResponse(new Request(URL_A))).toBeDefined();
  });

  it("should drop a tap's answers nobody took at the next tap, or at a navigation that sends none", async () => {
    addAheadResponses(TARGET, [read()]);
    addAheadResponses('http://localhost:3000/shop-cart', []);
    expect(await takeEarlyResponse(new Request(URL_A))).toBeUndefined();
    addAheadResponses(TARGET, [read()]);
    dropAheadResponses();
    expect(await takeEarlyResponse(new Request(URL_A))).toBeUndefined();
  });

  it('should tell the touch, mousedown and click of one tap that its reads are already out', () => {
    const now = Date.now();
    addAheadResponses(TARGET, [read(now)], now);
    expect(sentAheadJustNow(TARGET, now + 100)).toBe(true);
    expect(sentAheadJustNow('http://localhost:3000/shop-cart', now + 100)).toBe(false);
    expect(sentAheadJustNow(TARGET, now + AHEAD_GRACE_MS + 1)).toBe(false);
  });
});
