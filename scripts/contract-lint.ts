// Lints the contract with Redocly's recommended rules (redocly.yaml) and fails on any problem,
// warnings included. CONTRACT_PARTIAL=1 lints only the path files that exist.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BIN, CONTRACT_ROOT } from './lib/paths.ts';
import { cleanupPartial, partialRoot } from './lib/bundle.ts';

const partial = process.env.CONTRACT_PARTIAL === '1';
const root = partial ? partialRoot() : CONTRACT_ROOT;
const res = spawnSync(path.join(BIN, 'redocly'), ['lint', root, '--format=stylish'], {
  encoding: 'utf8',
  env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
});
if (partial) cleanupPartial();
const out = `${res.stdout}\n${res.stderr}`;
const problems = out.split('\n').filter((l) => /\s(error|warning)\s/.test(l));
if (res.status !== 0 || problems.length > 0) {
  console.error(out.replace(/[\s\S]*?validating/, 'validating'));
  console.error(`contract lint: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log('contract lint: 0 errors, 0 warnings');
