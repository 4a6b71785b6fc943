// npm run mock:reset: start fresh. Resets the running mock (POST /__mock/reset, which also writes
// the fresh data to the state file), or, when none runs, deletes the saved state.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/paths.ts';

const port = Number(process.env.MOCK_PORT ?? 4011);
const file = path.resolve(ROOT, process.env.MOCK_STATE_DIR ?? '.mock-state', 'state.v8');

try {
  const res = await fetch(`http://127.0.0.1:${port}/__mock/reset`, {
    method: 'POST',
    signal: AbortSignal.timeout(3000),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  console.log(`mock:reset: the running mock on port ${port} is back to the seeded data`);
} catch {
  fs.rmSync(file, { force: true });
  console.log(
    `mock:reset: no mock answers on port ${port}; removed ${path.relative(ROOT, file)}, the next start is seeded`,
  );
}
