// The checks every answer goes through (Schemathesis calls these response checks), and the one
// for input the contract forbids. Each returns findings, never throws.
import type { OperationEntry } from '../lib/contract.ts';
import type { Finding, CheckName } from './findings.ts';
import { codeOf, describeAnswer, type Exchange } from './http.ts';
import { declaredCodes, declaredStatuses, type Spec } from './spec.ts';

export interface CheckContext {
  spec: Spec;
  maxMs: number;
  /** The curl line of an exchange (with the run's base URL and masking). */
  curl: (x: Exchange) => string;
}

export type Input = 'valid' | 'invalid';

/** `/data/list/3/price must be string` → `/data/list/*\/price must be string`: stable over items. */
export const stableSchemaError = (e: string) => e.replace(/\/\d+(?=\/|\s|$)/g, '/*');

/**
 * What is wrong with an answer. For a request the contract forbids (`input: 'invalid'`), the
 * business code may be any refusal (the contract does not say which code a malformed request
 * gets) and the body is not held to a schema, but a 5xx, an undeclared status, a slow answer, a
 * broken envelope and a success code outside x-codes are still errors.
 */
export function answerFindings(
  ctx: CheckContext,
  entry: OperationEntry,
  x: Exchange,
  opts: { input: Input; source: string },
): Finding[] {
  const { op } = entry;
  const a = x.answer;
  const out: Finding[] = [];
  const add = (check: CheckName, problem: string, expected: string, actual = describeAnswer(a)) =>
    out.push({
      severity: 'error',
      check,
      operation: op.operationId,
      problem,
      expected,
      actual,
      curl: ctx.curl(x),
      source: opts.source,
    });
  if (a.ms > ctx.maxMs)
    add(
      'response-time',
      `slower than ${ctx.maxMs} ms`,
      `an answer within ${ctx.maxMs} ms`,
      `${Math.round(a.ms)} ms`,
    );
  if (a.status === 0) {
    add('not-a-server-error', 'no answer', 'an answer');
    return out;
  }
  if (a.status >= 500) add('not-a-server-error', `HTTP ${a.status}`, 'no 5xx');
  else if (!declaredStatuses(op).includes(a.status))
    add(
      'status-code-conformance',
      `HTTP ${a.status} not declared`,
      `one of HTTP ${declaredStatuses(op).join(', ')}`,
    );
  if (a.violations) add('proxy-violation', 'sl-violations reported', 'no sl-violations header', a.violations);
  if (a.status !== 200) return out;
  if (!a.json || typeof a.json !== 'object') {
    add('envelope', 'body is not JSON', 'a JSON envelope {code, msg, data}');
    return out;
  }
  const code = codeOf(a);
  const { msg } = a.json as { msg?: unknown };
  if (code === undefined) add('envelope', 'code is not a number', 'a numeric code');
  if (typeof msg !== 'string') add('envelope', 'msg is not a string', 'msg a string');
  if (code === undefined) return out;
  const codes = declaredCodes(op);
  if (!codes.includes(code)) {
    // A refusal of forbidden input may use any code; a success may not.
    if (opts.input === 'valid' || code === 1)
      add('code-declared', `code ${code} not in x-codes`, `one of x-codes [${codes.join(', ')}]`);
    return out;
  }
  // Forbidden input accepted is the lenient-input finding; its body (which may echo the bad value)
  // is not held to the schema of a request the contract never promised to answer.
  if (opts.input === 'invalid') return out;
  const errors = ctx.spec.validate(ctx.spec.variantPointer(entry, code), a.json);
  // One finding per distinct error, items of a list counted once.
  for (const e of new Set(errors.map(stableSchemaError)))
    add(
      'response-schema',
      `code ${code}: ${e}`,
      `the schema of code ${code}`,
      `${e} in ${describeAnswer(a, 120)}`,
    );
  return out;
}

/** Whether an answer refuses the request: a 4xx, or a 200 whose business code is not 1. */
export const refused = (x: Exchange) =>
  (x.answer.status >= 400 && x.answer.status < 500) || (x.answer.status === 200 && codeOf(x.answer) !== 1);

/** Lenient input: a request the contract forbids, answered with success. */
export function lenientFinding(
  ctx: CheckContext,
  entry: OperationEntry,
  x: Exchange,
  what: { parameter: string; problem: string; value: string | undefined; source: string },
): Finding | undefined {
  if (refused(x) || x.answer.status !== 200) return undefined;
  return {
    severity: 'lenient',
    check: 'negative-data-rejection',
    operation: entry.op.operationId,
    parameter: what.parameter,
    problem: what.problem,
    expected: `refused (HTTP 4xx or a code other than 1) for ${what.parameter}=${what.value === undefined ? '(absent)' : JSON.stringify(what.value.slice(0, 40))}`,
    actual: describeAnswer(x.answer, 100),
    curl: ctx.curl(x),
    source: what.source,
  };
}

/** A valid request refused with a 4xx: the server is stricter than the contract. */
export function validRefusedFinding(
  ctx: CheckContext,
  entry: OperationEntry,
  x: Exchange,
  source: string,
): Finding | undefined {
  if (!(x.answer.status >= 400 && x.answer.status < 500)) return undefined;
  return {
    severity: 'error',
    check: 'valid-input-accepted',
    operation: entry.op.operationId,
    problem: `valid request refused with HTTP ${x.answer.status}`,
    expected: 'HTTP 200 (the request follows the contract)',
    actual: describeAnswer(x.answer),
    curl: ctx.curl(x),
    source,
  };
}
