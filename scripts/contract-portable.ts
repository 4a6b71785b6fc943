// npm run check:portable: the contract read by tools other than this project's own.
// 1. Spectral's `spectral:oas` ruleset on the bundle: no result of any severity;
// 2. swagger-parser's validation (a second OpenAPI 3.1 schema reading);
// 3. orval (a second generator) writes a fetch client and zod schemas to reports/orval/, and
//    scripts/portable/usage.ts must type-check against them: `code === 1` narrows to success.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { BIN, BUNDLE_FILE, ROOT } from './lib/paths.ts';

const failures: string[] = [];

function step(name: string, cmd: string, args: string[]): void {
  const t0 = Date.now();
  const res = spawnSync(path.join(BIN, cmd), args, { cwd: ROOT, encoding: 'utf8' });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (res.status === 0) {
    console.log(`portable: ${name} ok (${seconds} s)`);
  } else {
    console.error(`${res.stdout}\n${res.stderr}`.trim());
    console.error(`portable: ${name} FAILED (${seconds} s)`);
    failures.push(name);
  }
}

step('spectral:oas, 0 results', 'spectral', [
  'lint',
  BUNDLE_FILE,
  '--ruleset',
  'scripts/portable/spectral.yaml',
  '--fail-severity',
  'hint',
  '--format',
  'text',
]);

const t0 = Date.now();
try {
  // validate() dereferences in place: give it a copy path, it reads the file itself.
  await SwaggerParser.validate(BUNDLE_FILE);
  console.log(`portable: swagger-parser valid (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
} catch (err) {
  console.error(`portable: swagger-parser FAILED: ${(err as Error).message}`);
  failures.push('swagger-parser');
}

step('orval client + zod', 'orval', ['--config', 'scripts/portable/orval.config.ts']);
if (!failures.includes('orval client + zod'))
  step('usage of the orval client type-checks', 'tsc', ['-p', 'scripts/portable/tsconfig.json']);

if (failures.length) {
  console.error(`portable contract: ${failures.length} check(s) failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log('portable contract: all checks passed');
