// The answer checks on the real contract: what is an error, what is lenient input.
import { describe, expect, it } from 'vitest';
import { answerFindings, lenientFinding, stableSchemaError, type CheckContext } from './checks.ts';
import type { Answer, Exchange } from './http.ts';
import { loadSpec } from './spec.ts';

const spec = loadSpec();
const ctx: CheckContext = { spec, maxMs: 1000, curl: () => 'curl …' };
const entry = spec.byId.get('getServerTime')!;
const answer = (a: Partial<Answer>): Exchange => ({
  method: 'get',
  path: entry.path,
  spec: { query: {} },
  answer: {
    status: 200,
    json: undefined,
    text: '',
    violations: null,
    ms: 5,
    contentType: 'application/json',
    ...a,
  },
});
const ok = { code: 1, msg: '获取成功', data: { time: 1795853601, datetime: '2026-11-28 16:13:21' } };
const checks = (x: Exchange, input: 'valid' | 'invalid' = 'valid') =>
  answerFindings(ctx, entry, x, { input, source: 't' }).map((f) => `${f.check}: ${f.problem}`);

describe('answer checks', () => {
  it('passes a declared success', () => {
    expect(checks(answer({ json: ok }))).toEqual([]);
  });

  it('names each way an answer breaks the contract', () => {
    expect(checks(answer({ status: 500 }))).toEqual(['not-a-server-error: HTTP 500']);
    expect(checks(answer({ status: 404 }))).toEqual(['status-code-conformance: HTTP 404 not declared']);
    expect(checks(answer({ json: ok, ms: 1500 }))).toEqual(['response-time: slower than 1000 ms']);
    expect(checks(answer({ json: { ...ok, code: 7 } }))).toEqual(['code-declared: code 7 not in x-codes']);
    expect(checks(answer({ json: { ...ok, data: { time: '1' } } }))).toContain(
      "response-schema: code 1: /data must have required property 'datetime'",
    );
    expect(checks(answer({ status: 0, text: 'reset' }))).toEqual(['not-a-server-error: no answer']);
  });

  it('lets a refusal of forbidden input use any code, and calls its acceptance lenient', () => {
    expect(checks(answer({ json: { code: 0, msg: '参数错误', data: null } }), 'invalid')).toEqual([]);
    const accepted = lenientFinding(ctx, entry, answer({ json: ok }), {
      parameter: 'p',
      problem: 'values outside its enum',
      value: 'x',
      source: 't',
    });
    expect(accepted?.severity).toBe('lenient');
    expect(
      lenientFinding(ctx, entry, answer({ status: 422 }), {
        parameter: 'p',
        problem: '',
        value: 'x',
        source: 't',
      }),
    ).toBeUndefined();
  });

  it('counts items of a list once in a schema error', () => {
    expect(stableSchemaError('/data/list/3/price must be string')).toBe('/data/list/*/price must be string');
  });
});
