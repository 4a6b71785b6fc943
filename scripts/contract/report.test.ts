// Which findings fail a run: errors always, lenient input only under --strict-input, neither when
// the baseline lists it.
import { describe, expect, it } from 'vitest';
import { makeBaseline, type Finding } from './findings.ts';
import { judge, tally } from './report.ts';
import type { Case } from './run.ts';
import { loadSpec } from './spec.ts';

const entry = loadSpec().byId.get('getServerTime')!;
const finding = (severity: Finding['severity']): Finding => ({
  severity,
  check: severity === 'error' ? 'response-schema' : 'negative-data-rejection',
  operation: 'getServerTime',
  parameter: severity === 'error' ? undefined : 'p',
  problem: severity,
  expected: 'x',
  actual: 'y',
  source: 't',
});
const cases = (): Case[] => [
  { entry, name: 'clean', findings: [] },
  { entry, name: 'lenient', findings: [finding('lenient')] },
  { entry, name: 'error', findings: [finding('error')] },
  { entry, name: 'writes', findings: [], skipped: 'x-writes' },
];

describe('judge', () => {
  it('fails errors, warns lenient input, skips what did not run', () => {
    const cs = cases();
    const v = judge(cs, false, undefined);
    expect(cs.map((c) => c.status)).toEqual(['passed', 'passed', 'failed', 'skipped']);
    expect([v.failing.length, v.warnings.length]).toEqual([1, 1]);
  });

  it('fails lenient input under --strict-input', () => {
    const cs = cases();
    judge(cs, true, undefined);
    expect(tally(cs)).toEqual({ passed: 1, failed: 2, skipped: 1 });
  });

  it('passes what the baseline lists and names entries that no longer occur', () => {
    const cs = cases();
    const baseline = makeBaseline([
      finding('error'),
      finding('lenient'),
      { ...finding('error'), problem: 'fixed' },
    ]);
    const v = judge(cs, true, baseline);
    expect(tally(cs).failed).toBe(0);
    expect(v.known).toHaveLength(2);
    expect(v.gone).toEqual(['error | response-schema | getServerTime | - | fixed']);
  });
});
