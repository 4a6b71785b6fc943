// One Playwright worker's own stack, run as a child process of the worker (the worker fixture in
// e2e/support.ts starts it): the stateful mock behind `prism proxy --errors` (mocks/server/main.ts)
// and `vite preview` of the build with its /api proxied to that mock, each on a free port. It
// prints one line, `STACK {"apiPort":…,"mockPort":…,"appPort":…}`, once all of them answer.
//
// It leads its own process group and its servers stay in it, so the worker stops everything with
// one signal to the group. If the worker dies without stopping it (killed, crashed), the pipe on
// this process's stdin closes, and the stack stops itself the same way: no server outlives a run.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePorts, waitForPort } from '../scripts/lib/servers';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const HOST = '127.0.0.1';
const DIST = process.env.E2E_DIST ?? 'dist';

/** Stops this process and every server it started: they all share its process group. */
function stopAll(code: number): never {
  // The group is the one this process was started in (tsx runs this file in a child of its own).
  // Started by hand in a shell's group, it stops only its own servers.
  if (process.env.E2E_STACK_GROUP === '1') process.kill(0, 'SIGTERM');
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

const children: ChildProcess[] = [];
function start(bin: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(path.join(BIN, bin), args, {
    cwd: ROOT,
    env: { ...process.env, ...env },
    // Their output is theirs to keep (the worker reads only this process's STACK line); errors
    // go to the worker's stderr, which Playwright shows.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`e2e stack: ${bin} exited (${signal ?? code}); stopping this worker's stack`);
    stopAll(1);
  });
  children.push(child);
}

let stopping = false;
process.on('SIGTERM', () => {
  stopping = true;
  stopAll(0);
});
process.on('SIGINT', () => {
  stopping = true;
  stopAll(0);
});
// The worker's end, however it ends: its end of the pipe closes.
process.stdin.on('end', () => {
  stopping = true;
  stopAll(0);
});
process.stdin.resume();

const [apiPort, mockPort, appPort] = await freePorts(3);
// In memory only, from the seeded data: a state dir from the environment would carry another
// run's orders into this one.
const mockEnv: NodeJS.ProcessEnv = { API_PORT: String(apiPort), MOCK_PORT: String(mockPort) };
delete process.env.MOCK_STATE_DIR;
start('tsx', ['mocks/server/main.ts'], mockEnv);
start('vite', ['preview', '--host', HOST, '--port', String(appPort), '--strictPort', '--outDir', DIST], {
  MOCK_URL: `http://${HOST}:${apiPort}`,
  MOCK_DIRECT_URL: `http://${HOST}:${mockPort}`,
});

try {
  for (const port of [apiPort, appPort]) await waitForPort(port, HOST, 90_000);
} catch (err) {
  console.error(`e2e stack: ${(err as Error).message}`);
  stopAll(1);
}
console.log(`STACK ${JSON.stringify({ apiPort, mockPort, appPort })}`);
