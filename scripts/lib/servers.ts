// Starting and stopping the local servers (Prism, mock, Vite) from node_modules/.bin, by PID.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { BIN, ROOT } from './paths.ts';

export function startBin(
  bin: string,
  args: string[],
  opts: { env?: NodeJS.ProcessEnv; quiet?: boolean; name?: string } = {},
): ChildProcess {
  const child = spawn(path.join(BIN, bin), args, {
    cwd: ROOT,
    env: { ...process.env, ...opts.env },
    stdio: opts.quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
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

/** Fails fast when a port is taken: a stale server there would answer instead of the one we start. */
export async function ensurePortFree(port: number, host = '127.0.0.1'): Promise<void> {
  const taken = await new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
  if (taken)
    throw new Error(`port ${port} is already in use (a stale mock or preview server?); stop it and retry`);
}
