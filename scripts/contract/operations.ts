// Per operation: the contract's example request, the same without a token (login-only calls),
// every invalid variant of it, and each other business code through the mock's control API.
import { needsLogin, type OperationEntry } from '../lib/contract.ts';
import { INVALID_WORDING } from '../lib/fuzz.ts';
import { lenientFinding, validRefusedFinding } from './checks.ts';
import type { Finding } from './findings.ts';
import { codeOf, describeAnswer } from './http.ts';
import { invalidRequests } from './requests.ts';
import type { Run } from './run.ts';

const LOGIN_EXPIRED = -1;

export async function runOperation(run: Run, entry: OperationEntry, turn = 0): Promise<void> {
  const { op } = entry;
  if (op['x-writes'] === true && !run.opts.writes) {
    run.addCase(entry, 'example request', [], 'x-writes: run with --writes');
    return;
  }
  const base = run.spec.exampleRequest(entry, run.opts.token);

  const example = await run.call(entry, base, { source: 'example request' });
  const refusedValid = validRefusedFinding(run.checkContext, entry, example.x, 'example request');
  run.addCase(entry, 'example request', [...example.findings, ...(refusedValid ? [refusedValid] : [])]);

  if (needsLogin(op)) {
    const spec = { ...base, query: { ...base.query }, body: base.body && { ...base.body } };
    delete spec.query.token;
    if (spec.body) delete spec.body.token;
    const r = await run.call(entry, spec, { source: 'without token' });
    const findings: Finding[] = [...r.findings];
    if (codeOf(r.x.answer) !== LOGIN_EXPIRED)
      findings.push({
        severity: 'error',
        check: 'auth-required',
        operation: op.operationId,
        problem: 'answers without a token',
        expected: `code ${LOGIN_EXPIRED} (login expired) without a token`,
        actual: describeAnswer(r.x.answer),
        curl: run.curl(r.x),
        source: 'without token',
      });
    run.addCase(entry, 'without token: login expired', findings);
  }

  // Reads go four at a time (a refused request changes nothing); writes one by one, in order.
  const bads = invalidRequests(run.spec, entry, base, turn);
  const width = op['x-writes'] === true ? 1 : 4;
  for (let i = 0; i < bads.length; i += width) {
    const batch = bads.slice(i, i + width);
    const answers = await Promise.all(
      batch.map((bad) =>
        run.call(entry, bad.spec, { source: `invalid ${bad.field}: ${bad.kind}`, input: 'invalid' }),
      ),
    );
    batch.forEach((bad, k) => {
      const r = answers[k]!;
      const lenient = lenientFinding(run.checkContext, entry, r.x, {
        parameter: bad.field,
        problem: INVALID_WORDING[bad.kind],
        value: bad.value,
        source: `invalid ${bad.field}: ${bad.kind}`,
      });
      run.addCase(entry, `refuses ${bad.field} ${bad.kind}`, [...r.findings, ...(lenient ? [lenient] : [])]);
    });
  }

  await scenarios(run, entry, base);
}

/** Every code not reached yet, forced through the control API: the mock replays the contract's example. */
async function scenarios(run: Run, entry: OperationEntry, base: ReturnType<Run['spec']['exampleRequest']>) {
  const { controlUrl } = run.opts;
  if (!controlUrl || run.opts.excluded.has('scenario')) return;
  for (const c of entry.op['x-codes'] ?? []) {
    if (run.isReached(entry, c.code)) continue;
    const set = await fetch(new URL('/__mock/scenario', controlUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ operation: entry.op.operationId, example: c.example }),
    });
    const name = `code ${c.code} (${c.example})`;
    const problem = (expected: string, actual: string): Finding => ({
      severity: 'error',
      check: 'scenario',
      operation: entry.op.operationId,
      problem: `code ${c.code} not answered`,
      expected,
      actual,
      source: `scenario ${c.example}`,
    });
    if (!set.ok) {
      run.addCase(entry, name, [problem(`the control API to queue ${c.example}`, `HTTP ${set.status}`)]);
      continue;
    }
    const r = await run.call(entry, base, { source: `scenario ${c.example}`, reach: 'replayed' });
    const findings = [...r.findings];
    if (codeOf(r.x.answer) !== c.code)
      findings.push({ ...problem(`code ${c.code}`, describeAnswer(r.x.answer)), curl: run.curl(r.x) });
    run.addCase(entry, name, findings);
  }
}
