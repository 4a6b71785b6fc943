// npm run check:contract: lint (zero warnings), bundle, then the contract rules of
// openapi/contract.test.ts. CONTRACT_PARTIAL=1 checks only the path files that exist, in
// private temp files, so several areas can be checked at once.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { BIN, BUNDLE_FILE, CONTRACT_ROOT, ROOT } from './lib/paths.ts';
import { bundle, cleanupPartial, partialRoot } from './lib/bundle.ts';

const partial = process.env.CONTRACT_PARTIAL === '1';
const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): void => {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, env: { ...process.env, ...env } });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

run(path.join(BIN, 'tsx'), ['scripts/contract-lint.ts']);
const out = partial ? path.join(ROOT, 'openapi', 'dist', `.partial-${process.pid}.json`) : BUNDLE_FILE;
try {
  bundle(partial ? partialRoot() : CONTRACT_ROOT, out);
} finally {
  if (partial) cleanupPartial();
}
run(path.join(BIN, 'vitest'), ['run', '--project', 'node', 'openapi/contract.test.ts'], {
  CONTRACT_BUNDLE: out,
});
if (partial) rmSync(out, { force: true });
