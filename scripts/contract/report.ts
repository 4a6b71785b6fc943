// What a run reports: each case passed or failed (after --strict-input and the baseline), the
// findings grouped so they fit a screen, a JUnit file whose failures carry the curl line, and the
// coverage report.
import type { Coverage } from './coverage.ts';
import {
  applyBaseline,
  findingKey,
  formatGroup,
  groupFindings,
  type Baseline,
  type Finding,
} from './findings.ts';
import type { Case } from './run.ts';

export interface Verdict {
  /** Findings that fail the run: errors, and lenient input under --strict-input, not in the baseline. */
  failing: Finding[];
  /** Lenient input shown as warnings (without --strict-input), not in the baseline. */
  warnings: Finding[];
  /** Findings the baseline accepts. */
  known: Finding[];
  /** Baseline entries no finding matched this time. */
  gone: string[];
}

export function judge(cases: Case[], strictInput: boolean, baseline: Baseline | undefined): Verdict {
  const all = cases.flatMap((c) => c.findings);
  const { fresh, known, gone } = applyBaseline(all, baseline);
  const failsRun = (f: Finding) => f.severity === 'error' || strictInput;
  const failingKeys = new Set(fresh.filter(failsRun).map(findingKey));
  for (const c of cases)
    c.status = c.skipped
      ? 'skipped'
      : c.findings.some((f) => failingKeys.has(findingKey(f)))
        ? 'failed'
        : 'passed';
  return { failing: fresh.filter(failsRun), warnings: fresh.filter((f) => !failsRun(f)), known, gone };
}

export function tally(cases: Case[]) {
  return {
    passed: cases.filter((c) => c.status === 'passed').length,
    failed: cases.filter((c) => c.status === 'failed').length,
    skipped: cases.filter((c) => c.status === 'skipped').length,
  };
}

/** The findings in groups: errors (✗), lenient input (⚠ or ✗ under --strict-input), baseline notes. */
export function findingsReport(v: Verdict, strictInput: boolean): string[] {
  const lines: string[] = [];
  const errors = groupFindings(v.failing.filter((f) => f.severity === 'error'));
  const lenientFailing = groupFindings(v.failing.filter((f) => f.severity === 'lenient'));
  const lenientWarn = groupFindings(v.warnings);
  if (errors.length) {
    lines.push(
      `\nerrors: ${errors.length} groups, ${v.failing.filter((f) => f.severity === 'error').length} findings`,
    );
    for (const g of errors) lines.push(...formatGroup(g, '✗'));
  }
  const lenient = strictInput ? lenientFailing : lenientWarn;
  if (lenient.length) {
    const n = (strictInput ? v.failing.filter((f) => f.severity === 'lenient') : v.warnings).length;
    lines.push(
      `\nlenient input (${strictInput ? 'errors: --strict-input' : 'warnings; --strict-input makes them errors'}): ` +
        `${lenient.length} groups, ${n} findings`,
    );
    // Warnings: the headline only; under --strict-input with the curl line (all details in JUnit).
    for (const g of lenient)
      lines.push(...formatGroup(g, strictInput ? '✗' : '⚠', strictInput ? 'short' : 'brief'));
  }
  if (v.known.length)
    lines.push(
      `\nbaseline: ${v.known.length} known findings accepted (${new Set(v.known.map(findingKey)).size} entries)`,
    );
  if (v.gone.length) {
    lines.push(`baseline: ${v.gone.length} entries no longer occur (remove them, or --write-baseline):`);
    for (const k of v.gone.slice(0, 20)) lines.push(`  - ${k}`);
    if (v.gone.length > 20) lines.push(`  ... and ${v.gone.length - 20} more`);
  }
  return lines;
}

const xml = (s: string) =>
  s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);

const findingText = (f: Finding) =>
  `[${f.severity} ${f.check}] ${f.problem}${f.parameter ? ` (${f.parameter})` : ''} — ${f.source}\n` +
  `expected: ${f.expected}\nactual:   ${f.actual}\n` +
  (f.steps ?? []).map((c, i) => `step ${i + 1}:   ${c}\n`).join('') +
  (f.curl ? `replay:   ${f.curl}\n` : '');

export function junit(cases: Case[], seconds: number): string {
  const byTag = new Map<string, Case[]>();
  for (const c of cases) {
    const tag = c.entry.op.tags?.[0] ?? 'untagged';
    byTag.set(tag, [...(byTag.get(tag) ?? []), c]);
  }
  const suites = [...byTag].map(([tag, cs]) => {
    const lines = cs.map((c) => {
      const name = xml(`${c.entry.op.operationId}: ${c.name}`);
      const cls = xml(`${c.entry.method.toUpperCase()} ${c.entry.path}`);
      if (c.status === 'skipped')
        return `    <testcase name="${name}" classname="${cls}"><skipped message="${xml(c.skipped ?? '')}"/></testcase>`;
      const text = c.findings.map(findingText).join('\n');
      if (c.status === 'failed') {
        const first = c.findings[0]!;
        return `    <testcase name="${name}" classname="${cls}"><failure message="${xml(`${first.check}: ${first.problem}`)}">${xml(text)}</failure></testcase>`;
      }
      if (c.findings.length)
        return `    <testcase name="${name}" classname="${cls}"><system-out>${xml(`warnings or baseline findings:\n${text}`)}</system-out></testcase>`;
      return `    <testcase name="${name}" classname="${cls}"/>`;
    });
    const t = tally(cs);
    return `  <testsuite name="contract.${xml(tag)}" tests="${cs.length}" failures="${t.failed}" skipped="${t.skipped}">\n${lines.join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="contract" time="${seconds.toFixed(1)}">\n${suites.join('\n')}\n</testsuites>\n`;
}

export function coverageJunit(c: Coverage): string {
  const byTag = new Map<string, Coverage['operations']>();
  for (const o of c.operations) byTag.set(o.tag, [...(byTag.get(o.tag) ?? []), o]);
  const suites = [...byTag].map(([tag, ops]) => {
    const cases = ops.flatMap((o) =>
      o.codes.map((k) => {
        const name = xml(`${o.operationId}: code ${k.code} (${k.example})`);
        const cls = xml(`${o.method} ${o.path}`);
        const by = [
          k.real && `a real answer (${k.real})`,
          k.replayed && "the mock replaying the contract's example",
          k.e2e && 'e2e',
        ]
          .filter(Boolean)
          .join(', ');
        return k.reason
          ? `    <testcase name="${name}" classname="${cls}"><skipped message="${xml(k.reason)}"/></testcase>`
          : `    <testcase name="${name}" classname="${cls}"><system-out>${xml(`reached by ${by}`)}</system-out></testcase>`;
      }),
    );
    const all = ops.flatMap((o) => o.codes);
    return `  <testsuite name="coverage.${tag}" tests="${all.length}" failures="0" skipped="${all.filter((k) => k.reason).length}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="contract coverage">\n${suites.join('\n')}\n</testsuites>\n`;
}
