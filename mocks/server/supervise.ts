// Runs the mock stack (main.ts) and starts it again whenever it exits, saying so: the app would
// otherwise answer 502 until `npm start` is restarted. The data survives the restart in
// MOCK_STATE_DIR (default .mock-state/). Gives up after 5 exits within 30 s (a crash loop), and at
// once when the mock refuses to start (its port is taken, its state folder is another stack's):
// a restart would only repeat the refusal. Started by `npm start` through startBin, it ends when
// that ends (scripts/lib/tether.mjs), and takes the mock with it.
import type { ChildProcess } from 'node:child_process';
import { REFUSED_EXIT, startBin } from '../../scripts/lib/servers';
import { RoutingError, takeHybridArgs } from './hybrid';

// `npm run mock -- --backend URL [--mock a,b] [--real x]`: hybrid mode (hybrid.ts), also for the
// dev server or vite preview run on their own against this stack.
let hybridEnv: Record<string, string>;
try {
  const { env, rest } = takeHybridArgs(process.argv.slice(2));
  if (rest.length) throw new RoutingError(`unknown option ${rest.join(' ')}`);
  hybridEnv = env;
} catch (err) {
  if (!(err instanceof RoutingError)) throw err;
  console.error(`mock: ${err.message}`);
  process.exit(2);
}

const RESTART_DELAY_MS = Number(process.env.MOCK_RESTART_DELAY_MS ?? 1000);
const LOOP_WINDOW_MS = 30_000;
const LOOP_LIMIT = 5;

const env = { MOCK_STATE_DIR: process.env.MOCK_STATE_DIR ?? '.mock-state', ...hybridEnv };
let child: ChildProcess | undefined;
let stopping = false;
const exits: number[] = [];

/** Ends the stack's whole process group (main.ts and the Prism it started), even after main.ts died. */
function killGroup(c: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): void {
  if (!c?.pid) return;
  try {
    process.kill(-c.pid, signal);
  } catch {
    // already gone
  }
}

function start(): void {
  const c = startBin('tsx', ['mocks/server/main.ts'], { env, name: 'mock' });
  child = c;
  console.log(`mock: started (pid ${c.pid}); data kept in ${env.MOCK_STATE_DIR}/`);
  c.on('exit', (code, signal) => {
    killGroup(c); // Prism would outlive it and hold its port
    if (stopping) return;
    if (code === REFUSED_EXIT) {
      console.error('mock: refused to start (above); not restarting it');
      process.exit(REFUSED_EXIT);
    }
    const now = Date.now();
    exits.push(now);
    while (exits.length && now - exits[0] > LOOP_WINDOW_MS) exits.shift();
    if (exits.length >= LOOP_LIMIT) {
      console.error(
        `mock: exited ${LOOP_LIMIT} times within ${LOOP_WINDOW_MS / 1000} s; not restarting it again`,
      );
      process.exit(1);
    }
    console.error(
      `mock: exited (${signal ?? `code ${code}`}); restarting in ${RESTART_DELAY_MS} ms, data kept`,
    );
    setTimeout(start, RESTART_DELAY_MS);
  });
}

function shutdown(): void {
  stopping = true;
  killGroup(child);
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
process.on('SIGHUP', shutdown);

start();
