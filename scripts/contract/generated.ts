// Generated requests (--fuzz N --seed S): N requests spread over the operations, each checked like
// any answer; invalid ones must be refused, valid ones must not be refused with a 4xx.
import type { OperationEntry } from '../lib/contract.ts';
import { INVALID_WORDING, type Rng } from '../lib/fuzz.ts';
import { lenientFinding, validRefusedFinding } from './checks.ts';
import type { Finding } from './findings.ts';
import { generate } from './requests.ts';
import type { Run } from './run.ts';

export async function fuzzOperation(run: Run, entry: OperationEntry, count: number, rng: Rng, seed: number) {
  const base = run.spec.exampleRequest(entry, run.opts.token);
  const findings: Finding[] = [];
  let sent = 0;
  for (let k = 0; k < count; k++) {
    const g = generate(run.spec, rng, entry, base);
    const valid = g.mode === 'valid' || g.mode === 'boundary';
    const source = `fuzz ${g.mode}${g.field ? ` ${g.field}` : ''} (seed ${seed})`;
    const r = await run.call(entry, g.spec, { source, input: valid ? 'valid' : 'invalid', reach: 'real' });
    sent++;
    run.fuzzKinds.set(g.mode, (run.fuzzKinds.get(g.mode) ?? 0) + 1);
    findings.push(...r.findings);
    if (valid) {
      const f = validRefusedFinding(run.checkContext, entry, r.x, source);
      if (f) findings.push(f);
    } else {
      const f = lenientFinding(run.checkContext, entry, r.x, {
        parameter: g.field ?? 'request',
        problem: INVALID_WORDING[g.mode as keyof typeof INVALID_WORDING],
        value: g.value,
        source,
      });
      if (f) findings.push(f);
    }
  }
  run.addCase(entry, `fuzz: ${sent} generated requests (seed ${seed})`, findings);
}
