import { describe, expect, it } from 'vitest';
import {
  appCalls,
  businessCode,
  CallLog,
  formatViolations,
  unexpectedViolations,
  violationsOf,
  type CallRecord,
} from './calls';

const call = (over: Partial<CallRecord>): CallRecord => ({
  seq: 1,
  operation: 'appHomeV3',
  method: 'GET',
  path: '/api/home/app_home_v3',
  status: 200,
  code: 1,
  fromApp: true,
  violations: [],
  ...over,
});

describe('violationsOf', () => {
  it('reads every sl-violations item, warnings included', () => {
    expect(
      violationsOf({
        status: 503,
        contentType: 'text/html',
        slViolations:
          '[{"location":["response"],"severity":"Warning","message":"Unable to match the returned status code with those defined in the document: 200,400,422"}]',
        body: '<html>503</html>',
      }),
    ).toEqual([
      'warning response: Unable to match the returned status code with those defined in the document: 200,400,422',
    ]);
  });

  it("reads a refused request's problem+json validation list", () => {
    const body = JSON.stringify({
      title: 'Invalid request',
      status: 422,
      detail: 'Your request is not valid',
      validation: [
        { location: ['query', 'product_id'], severity: 'Error', code: 'type', message: 'must be integer' },
      ],
    });
    expect(violationsOf({ status: 422, contentType: 'application/problem+json', body })).toEqual([
      'HTTP 422 Invalid request: error query.product_id: must be integer',
    ]);
  });

  it('reads a problem without a validation list by its detail, and a 5xx by its body', () => {
    expect(
      violationsOf({
        status: 413,
        contentType: 'application/problem+json',
        body: '{"title":"Payload Too Large","status":413,"detail":"request body over 65536 bytes"}',
      }),
    ).toEqual(['HTTP 413 Payload Too Large: request body over 65536 bytes']);
    expect(violationsOf({ status: 502, contentType: 'text/plain', body: 'proxy not answering' })).toEqual([
      'HTTP 502: proxy not answering',
    ]);
  });

  it("says once a violation that both the header and the proxy's 500 problem list", () => {
    const violation = {
      location: ['response', 'body', 'data', 'count'],
      severity: 'Error',
      code: 'type',
      message: 'Response body property data.count must be integer',
    };
    expect(
      violationsOf({
        status: 500,
        contentType: 'application/problem+json',
        slViolations: JSON.stringify([violation]),
        body: JSON.stringify({ title: 'Request/Response not valid', status: 500, validation: [violation] }),
      }),
    ).toEqual(['error response.body.data.count: Response body property data.count must be integer']);
  });

  it('finds nothing in an answer that keeps the contract', () => {
    expect(
      violationsOf({
        status: 200,
        contentType: 'application/json',
        body: '{"code":0,"msg":"账号或密码错误","data":null}',
      }),
    ).toEqual([]);
  });
});

describe('businessCode', () => {
  it('is the envelope code, or undefined for anything else', () => {
    expect(businessCode('{"code":-1,"msg":"请重新登录","data":null}')).toBe(-1);
    expect(businessCode('<html></html>')).toBeUndefined();
    expect(businessCode('{"title":"Invalid request"}')).toBeUndefined();
    expect(businessCode(undefined)).toBeUndefined();
  });
});

describe('unexpectedViolations and formatViolations', () => {
  const calls = [
    call({ violations: [] }),
    call({
      seq: 2,
      operation: 'productDetail',
      path: '/api/product/detail',
      status: 422,
      code: undefined,
      violations: ['HTTP 422 Invalid request: error query.product_id: must be integer'],
    }),
    call({
      seq: 3,
      status: 503,
      code: undefined,
      fault: 'status=503',
      violations: ['warning response: undeclared'],
    }),
  ];

  it('keeps the violations of operations a test did not allow', () => {
    expect(unexpectedViolations(calls).map((c) => c.seq)).toEqual([2, 3]);
    expect(unexpectedViolations(calls, ['appHomeV3']).map((c) => c.seq)).toEqual([2]);
    expect(unexpectedViolations(calls, ['appHomeV3', 'productDetail'])).toEqual([]);
  });

  it('prints one `operation: violation` line per violation, with its call', () => {
    expect(formatViolations(unexpectedViolations(calls))).toBe(
      [
        'productDetail: HTTP 422 Invalid request: error query.product_id: must be integer [GET /api/product/detail → HTTP 422]',
        'appHomeV3: warning response: undeclared [GET /api/home/app_home_v3 → HTTP 503, fault status=503]',
      ].join('\n'),
    );
  });
});

describe('CallLog', () => {
  const rest = (over: Partial<CallRecord> = {}): Omit<CallRecord, 'seq'> => {
    const c: Partial<CallRecord> = call(over);
    delete c.seq;
    return c as Omit<CallRecord, 'seq'>;
  };

  it('numbers the calls, keeps the newest up to its limit, and clears', () => {
    const log = new CallLog(2);
    for (const status of [200, 201, 202]) {
      log.begin();
      log.end(rest({ status }));
    }
    expect(log.list().map((c) => [c.seq, c.status])).toEqual([
      [2, 201],
      [3, 202],
    ]);
    expect(log.dropped).toBe(1);
    log.clear();
    expect(log.list()).toEqual([]);
    expect(log.dropped).toBe(0);
  });

  it('settles once no call is under way, or at its time limit', async () => {
    const log = new CallLog();
    log.begin();
    let settled = false;
    const waiting = log.settled(5_000).then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    log.end(); // a call that ended without an answer (dropped) is not recorded
    await waiting;
    expect(log.list()).toEqual([]);

    log.begin();
    const t0 = Date.now();
    await log.settled(30);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(25);
  });
});

describe('appCalls', () => {
  it('counts the codes the app called per operation; a script call, a body without a code, an unknown path are left out', () => {
    expect(
      appCalls([
        [call({ code: 1 }), call({ code: 1 }), call({ code: 1, fromApp: false })],
        [
          call({ operation: 'login', code: 0 }),
          call({ code: undefined, status: 503 }),
          call({ operation: 'GET /api/nope', code: 0 }),
        ],
      ]),
    ).toEqual([
      { operationId: 'appHomeV3', code: 1, calls: 2 },
      { operationId: 'login', code: 0, calls: 1 },
    ]);
  });
});
