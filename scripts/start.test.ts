// npm start's servers end with it, however it ends, and a start that finds its ports taken says by
// what and stops. The stack runs here as npm start runs it (scripts/start.ts in its own process
// group, on free ports, the state in a folder of its own).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT } from './lib/paths';
import { freePort, waitForPort } from './lib/servers';

/** Whether something listens on the port (IPv4 or IPv6: the dev server listens on 'localhost'). */
const listening = async (port: number) => {
  const accepts = (host: string) =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, host);
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
  return (await accepts('127.0.0.1')) || (await accepts('::1'));
};

async function stackEnv() {
  return {
    PORT: String(await freePort()),
    API_PORT: String(await freePort()),
    MOCK_PORT: String(await freePort()),
    MOCK_STATE_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'start-state-')),
  };
}

/** `npm start` in a process group of its own, as a terminal runs it. */
function npmStart(env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(path.join(BIN, 'tsx'), ['scripts/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  return child;
}

/** SIGKILL to the whole group, as a killed terminal or `kill -9` of npm start: no handler runs. */
const killGroup = (child: ChildProcess) => {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // already gone
  }
};

describe('npm start', () => {
  let env: Awaited<ReturnType<typeof stackEnv>>;
  let start: ChildProcess;
  beforeAll(async () => {
    env = await stackEnv();
    start = npmStart(env);
    await waitForPort(Number(env.PORT), 'localhost', 90_000);
  }, 120_000);
  afterAll(() => killGroup(start));

  it('stops with the holder named when its ports are taken, instead of retrying', () => {
    // A second start on the same ports and state folder.
    const second = spawnSync(path.join(BIN, 'tsx'), ['scripts/start.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.error).toBeUndefined(); // not killed by the timeout: it ended by itself
    expect(second.status).not.toBe(0);
    expect(second.stderr).toMatch(new RegExp(`port ${env.MOCK_PORT} is in use by pid \\d+ \\(.*main\\.ts`));
    expect(second.stderr).toMatch(new RegExp(`port ${env.API_PORT} is in use`));
    expect(second.stderr).not.toContain('restarting in');
  }, 60_000);

  it('leaves no server on its ports when it is killed with SIGKILL', async () => {
    for (const port of [env.API_PORT, env.MOCK_PORT]) expect(await listening(Number(port))).toBe(true);
    killGroup(start);
    for (const port of [env.PORT, env.API_PORT, env.MOCK_PORT])
      await expect
        .poll(() => listening(Number(port)), { timeout: 8_000, interval: 200, message: `port ${port}` })
        .toBe(false);
  }, 60_000);
});
