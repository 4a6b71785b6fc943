// Findings grouped so one leniency on many operations is one line, and a baseline that accepts
// known findings, fails on new ones and names the entries that no longer occur.
import { describe, expect, it } from 'vitest';
import {
  applyBaseline,
  findingKey,
  groupFindings,
  groupTitle,
  makeBaseline,
  parseBaseline,
  type Finding,
} from './findings.ts';

const lenient = (operation: string, parameter = 'p'): Finding => ({
  severity: 'lenient',
  check: 'negative-data-rejection',
  operation,
  parameter,
  problem: 'values outside its enum',
  expected: 'refused',
  actual: 'HTTP 200 code 1',
  curl: `curl -sS -i -X GET 'http://x/api/${operation}?p=__not_in_enum__'`,
  source: 'invalid p: unknown enum',
});
const error: Finding = {
  severity: 'error',
  check: 'response-schema',
  operation: 'favoriteList',
  problem: 'code 1: /data/*/price must be string',
  expected: 'the schema of code 1',
  actual: '/data/0/price must be string',
  source: 'example request',
};

describe('grouping', () => {
  it('makes one line of one leniency on many operations, errors first', () => {
    const ops = Array.from({ length: 70 }, (_, i) => `op${i}`);
    const groups = groupFindings([...ops.map((o) => lenient(o)), error, lenient('op1', 'v')]);
    expect(groups.map((g) => g.severity)).toEqual(['error', 'lenient', 'lenient']);
    expect(groupTitle(groups[1]!)).toBe(
      'p accepts values outside its enum on 70 operations (op0, op1, op2, op3, op4, op5 and 64 more)',
    );
    expect(groupTitle(groups[0]!)).toBe(
      'response-schema: code 1: /data/*/price must be string on favoriteList',
    );
  });
});

describe('baseline', () => {
  it('accepts listed findings, fails on new ones, names the ones gone', () => {
    const known = [lenient('a'), lenient('b')];
    const file = JSON.stringify(makeBaseline([...known, lenient('gone')]));
    const { fresh, known: accepted, gone } = applyBaseline([...known, error], parseBaseline(file));
    expect(fresh).toEqual([error]);
    expect(accepted).toEqual(known);
    expect(gone).toEqual([findingKey(lenient('gone'))]);
  });

  it('refuses a file that is not a baseline', () => {
    expect(() => parseBaseline('{"entries": []}')).toThrow(/findings/);
  });
});
