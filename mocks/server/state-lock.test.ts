// One mock stack per state folder: a second stack on the same folder (other ports) would overwrite
// the first one's acknowledged writes, so it refuses to start and names the stack that holds it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT } from '../../scripts/lib/paths';
import { freePort, startBin, stop, waitForPort } from '../../scripts/lib/servers';

const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-lock-'));

/** The mock alone (Prism plays no part in keeping data) on a free port, keeping its data in `dir`. */
const mockEnv = async (dir: string) => ({
  MOCK_PORT: String(await freePort()),
  MOCK_NO_PRISM: '1',
  MOCK_STATE_DIR: dir,
});

describe('a state folder in use', () => {
  let first: ReturnType<typeof startBin> | undefined;
  beforeAll(async () => {
    const env = await mockEnv(stateDir);
    first = startBin('tsx', ['mocks/server/main.ts'], { env, quiet: true });
    await waitForPort(Number(env.MOCK_PORT));
  }, 60_000);
  afterAll(() => stop(first));

  it('makes a second mock on it refuse to start, naming the first', async () => {
    const second = spawnSync(path.join(BIN, 'tsx'), ['mocks/server/main.ts'], {
      cwd: ROOT,
      env: { ...process.env, ...(await mockEnv(stateDir)) },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.error).toBeUndefined(); // it ended by itself
    expect(second.status).toBe(3);
    expect(second.stderr).toContain(`the state folder ${stateDir} is in use by another mock stack (pid `);
    expect(second.stderr).toContain('MOCK_STATE_DIR');
  }, 60_000);

  it('is taken over when the stack that held it is gone (a crash leaves a stale lock)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mock-lock-stale-'));
    // A lock left by a process that no longer runs.
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    const deadPid = Number(dead.stdout.trim());
    fs.writeFileSync(
      path.join(dir, 'lock'),
      JSON.stringify({ pid: deadPid, command: 'node main.ts', cwd: ROOT, since: '2026-11-28T00:00:00Z' }),
    );
    const env = await mockEnv(dir);
    const mock = startBin('tsx', ['mocks/server/main.ts'], { env, quiet: true });
    try {
      await waitForPort(Number(env.MOCK_PORT));
      const lock = JSON.parse(fs.readFileSync(path.join(dir, 'lock'), 'utf8')) as { pid: number };
      expect(lock.pid).not.toBe(deadPid);
    } finally {
      stop(mock);
    }
  }, 60_000);
});
