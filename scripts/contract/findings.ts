// Findings of a run, in two kinds: an error (a response that breaks the contract, or a behaviour
// the contract declares that the server does not keep) and lenient input (a request the contract
// forbids that the server accepts). Grouped by check, parameter and problem over operations, so
// one leniency repeated on 70 operations is one line; a baseline accepts known findings.

/** Every check by name, with what it catches (docs/contract-tests.md; `--exclude-checks` names). */
export const CHECKS = {
  'not-a-server-error': 'a 5xx answer, or no answer at all',
  'status-code-conformance': 'an HTTP status the operation does not declare',
  'proxy-violation': 'a validating proxy (Prism) reported the answer in sl-violations',
  'response-time': 'an answer slower than --max-ms',
  envelope: 'a 200 body that is not the {code, msg, data} envelope',
  'code-declared': "a business code that is not one of the operation's x-codes",
  'response-schema': 'a body that does not match the schema of its business code',
  'valid-input-accepted': 'a request the contract allows, refused with a 4xx',
  'auth-required': 'a login-only operation that answers without a token (code -1 expected)',
  scenario: "a code forced through the mock's control API that does not come back as declared",
  'negative-data-rejection': 'a request the contract forbids, accepted with code 1 (lenient input)',
  'read-after-write':
    'a write that answers code 1 but the list does not show it (or still shows it after delete)',
  pagination: 'page 2 equal to or overlapping page 1, or no list-end at the end',
  'order-lifecycle': 'submit, detail, cancel: the order missing or not in the cancelled state',
  login: 'a wrong password accepted, the returned token refused, or a changed token accepted',
  isolation: "another account's token reads, changes or deletes this account's data",
  'linked-ids': 'a detail request with an id taken from a list answer that is refused',
} as const;
export type CheckName = keyof typeof CHECKS;
export const isCheckName = (s: string): s is CheckName => s in CHECKS;

export type Severity = 'error' | 'lenient';

export interface Finding {
  severity: Severity;
  check: CheckName;
  operation: string;
  /** The field the finding is about (lenient input), when there is one. */
  parameter?: string;
  /** Stable short wording: what groups findings and what a baseline names. */
  problem: string;
  expected: string;
  actual: string;
  /** The request that shows it, as a one-line curl. */
  curl?: string;
  /** The earlier requests of a sequence that lead to it (the write, another account's call), in order. */
  steps?: string[];
  /** Where in the run it came from: example request, fuzz, a link sequence... */
  source: string;
}

export const findingKey = (f: Pick<Finding, 'severity' | 'check' | 'operation' | 'parameter' | 'problem'>) =>
  [f.severity, f.check, f.operation, f.parameter ?? '-', f.problem].join(' | ');

export interface Group {
  severity: Severity;
  check: CheckName;
  parameter?: string;
  problem: string;
  /** Operation → its findings (first one shown as the example). */
  operations: Map<string, Finding[]>;
}

/** One group per (severity, check, parameter, problem), operations in the order first seen. */
export function groupFindings(findings: Finding[]): Group[] {
  const groups = new Map<string, Group>();
  for (const f of findings) {
    const key = [f.severity, f.check, f.parameter ?? '', f.problem].join('\u0000');
    let g = groups.get(key);
    if (!g) {
      g = {
        severity: f.severity,
        check: f.check,
        parameter: f.parameter,
        problem: f.problem,
        operations: new Map(),
      };
      groups.set(key, g);
    }
    g.operations.set(f.operation, [...(g.operations.get(f.operation) ?? []), f]);
  }
  // Errors first, then the groups touching most operations.
  return [...groups.values()].sort(
    (a, b) =>
      (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1) ||
      b.operations.size - a.operations.size,
  );
}

function listOps(ops: string[], max = 6): string {
  return ops.length <= max ? ops.join(', ') : `${ops.slice(0, max).join(', ')} and ${ops.length - max} more`;
}

/** The headline of a group: `p accepts values outside its enum on 70 operations (...)`. */
export function groupTitle(g: Group): string {
  const ops = [...g.operations.keys()];
  const where = ops.length === 1 ? ops[0]! : `${ops.length} operations (${listOps(ops)})`;
  const count = [...g.operations.values()].reduce((n, l) => n + l.length, 0);
  const times = count > ops.length ? `, ${count} requests` : '';
  if (g.severity === 'lenient') return `${g.parameter ?? 'request'} accepts ${g.problem} on ${where}${times}`;
  return `${g.check}: ${g.problem} on ${where}${times}`;
}

/**
 * A group as lines: headline, then one example with expected, actual and curl. `brief`: the
 * headline only; `short`: headline and curl (lenient input, whose headline says it all).
 */
export function formatGroup(g: Group, mark: string, form: 'full' | 'short' | 'brief' = 'full'): string[] {
  const first = [...g.operations.values()][0]![0]!;
  const lines = [`${mark} ${groupTitle(g)}`];
  if (form === 'brief') return lines;
  if (form === 'short') return first.curl ? [...lines, `    ${first.curl}`] : lines;
  lines.push(
    `    e.g. ${first.operation} (${first.source}): expected ${first.expected}; got ${first.actual}`,
  );
  for (const [i, step] of (first.steps ?? []).entries()) lines.push(`    step ${i + 1}: ${step}`);
  if (first.curl) lines.push(`    ${first.steps?.length ? 'then:   ' : ''}${first.curl}`);
  return lines;
}

// ---------- baseline ----------

export interface Baseline {
  /** What the file is, for a reader who opens it. */
  note: string;
  findings: string[];
}

export function makeBaseline(findings: Finding[]): Baseline {
  return {
    note: 'Known findings of `npm run contract` accepted by this team: the run fails only on findings not listed here (docs/contract-tests.md).',
    findings: [...new Set(findings.map(findingKey))].sort(),
  };
}

export function parseBaseline(text: string): Baseline {
  const raw = JSON.parse(text) as Partial<Baseline>;
  if (!Array.isArray(raw.findings) || !raw.findings.every((f) => typeof f === 'string'))
    throw new Error(
      'a baseline is {"findings": ["<severity> | <check> | <operation> | <parameter> | <problem>", ...]}',
    );
  return { note: raw.note ?? '', findings: raw.findings };
}

/** Splits findings into new and known ones, and lists baseline entries that no longer occur. */
export function applyBaseline(findings: Finding[], baseline: Baseline | undefined) {
  if (!baseline) return { fresh: findings, known: [] as Finding[], gone: [] as string[] };
  const listed = new Set(baseline.findings);
  const seen = new Set(findings.map(findingKey));
  return {
    fresh: findings.filter((f) => !listed.has(findingKey(f))),
    known: findings.filter((f) => listed.has(findingKey(f))),
    gone: baseline.findings.filter((k) => !seen.has(k)),
  };
}
