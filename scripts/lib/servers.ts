// Starting and stopping the local servers (Prism, mock, Vite) from node_modules/.bin, by PID.
// Every server runs tethered to the process that started it (scripts/lib/tether.mjs): it ends
// when that process ends, even by SIGKILL, so no server outlives `npm start` and keeps its port.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BIN, ROOT } from './paths.ts';
import { portInUseMessage, portTaken } from './ports.ts';

const TETHER = fileURLToPath(new URL('./tether.mjs', import.meta.url));

/**
 * The exit code of a server that refuses to start for a reason a restart cannot fix (its port is
 * taken, its state folder is another stack's): a supervisor stops instead of retrying.
 */
export const REFUSED_EXIT = 3;

/** Spawns `command` under the tether: its stdin is the pipe whose closing says this process ended. */
export function spawnTethered(
  command: string,
  args: string[],
  opts: Omit<SpawnOptions, 'stdio'> & {
    stdout?: 'inherit' | 'ignore' | 'pipe';
    stderr?: 'inherit' | 'pipe';
  } = {},
): ChildProcess {
  const { stdout = 'inherit', stderr = 'inherit', ...rest } = opts;
  return spawn(process.execPath, [TETHER, command, ...args], {
    ...rest,
    stdio: ['pipe', stdout, stderr],
  });
}

/**
 * Starts a server from node_modules/.bin, tethered, in its own process group. `quiet` drops its
 * output; `capture` hands both streams to the caller (a test that reads what the server said).
 */
export function startBin(
  bin: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; quiet?: boolean; capture?: boolean; name?: string } = {},
): ChildProcess {
  const child = spawnTethered(path.join(BIN, bin), args, {
    cwd: ROOT,
    env: { ...process.env, ...opts.env },
    stdout: opts.capture ? 'pipe' : opts.quiet ? 'ignore' : 'inherit',
    stderr: opts.capture ? 'pipe' : 'inherit',
    detached: process.platform !== 'win32',
  });
  child.on('error', (err) => console.error(`${opts.name ?? bin}: ${err.message}`));
  return child;
}

/** Stops a server and everything it started (it leads its own process group). */
export function stop(child: ChildProcess | undefined): void {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

export async function waitForPort(port: number, host = '127.0.0.1', timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, host);
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`nothing listens on ${host}:${port} after ${timeoutMs} ms`);
}

/**
 * Ports nothing listens on now, all different: each probe listens on port 0 and is held until all
 * are chosen. For servers of tests, so runs side by side on one machine do not collide.
 */
export async function freePorts(count: number, host = '127.0.0.1'): Promise<number[]> {
  const probes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const probe = net.createServer();
          probe.once('error', reject);
          probe.listen(0, host, () => resolve(probe));
        }),
    ),
  );
  const ports = probes.map((p) => (p.address() as net.AddressInfo).port);
  await Promise.all(probes.map((p) => new Promise((resolve) => p.close(resolve))));
  return ports;
}

/** A port nothing listens on now (the system picks it). */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const [port] = await freePorts(1, host);
  return port;
}

/** Fails fast when a port is taken: a stale server there would answer instead of the one we start. */
export async function ensurePortFree(port: number): Promise<void> {
  if (await portTaken(port)) throw new Error(`${portInUseMessage(port)}; stop it and retry`);
}

export interface Stack {
  /** The validating proxy in front of the mock (the API the app calls). */
  apiPort: number;
  /** The production build on vite preview, its /api proxied to the mock stack. */
  appPort: number;
  stop(): void;
}

/**
 * The mock stack (prism proxy --errors in front of the stateful mock, seeded data) and vite preview
 * of a build, on `base`+10, +11 and +73 (the browser tests' and Lighthouse's offsets).
 */
export async function startStack(base: number, dist: string): Promise<Stack> {
  const apiPort = base + 10;
  const mockPort = base + 11;
  const appPort = base + 73;
  for (const port of [apiPort, mockPort, appPort]) await ensurePortFree(port);
  const mock = startBin('tsx', ['mocks/server/main.ts'], {
    env: { API_PORT: String(apiPort), MOCK_PORT: String(mockPort) },
    quiet: true,
  });
  const preview = startBin(
    'vite',
    ['preview', '--host', '127.0.0.1', '--port', String(appPort), '--strictPort', '--outDir', dist],
    {
      env: { MOCK_URL: `http://127.0.0.1:${apiPort}`, MOCK_DIRECT_URL: `http://127.0.0.1:${mockPort}` },
      quiet: true,
    },
  );
  const stack = {
    apiPort,
    appPort,
    stop: () => {
      stop(mock);
      stop(preview);
    },
  };
  try {
    await waitForPort(apiPort);
    await waitForPort(appPort);
  } catch (err) {
    stack.stop();
    throw err;
  }
  return stack;
}

/**
 * A build (`dir`) on vite preview with the project's config, as startStack serves the app: the same
 * static server, so a page measured beside the app's (the floor of npm run perf) is served alike.
 */
export async function startPreview(port: number, dir: string): Promise<{ port: number; stop(): void }> {
  await ensurePortFree(port);
  const preview = startBin(
    'vite',
    ['preview', '--host', '127.0.0.1', '--port', String(port), '--strictPort', '--outDir', dir],
    { quiet: true },
  );
  try {
    await waitForPort(port);
  } catch (err) {
    stop(preview);
    throw err;
  }
  return { port, stop: () => stop(preview) };
}
