// Starting a mock stack (e2e/stack.ts) from Node and reaching it: used by the run's global setup,
// which starts one stack per parallel slot, and by a worker that finds its slot's stack gone.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

/** A mock stack (e2e/stack.ts): the app, the API it calls, and the mock's control API. */
export interface WorkerStack {
  /** vite preview of the build, its /api proxied to this stack's mock. */
  appUrl: string;
  /** The shop's API through the validating proxy (prism proxy --errors). */
  apiUrl: string;
  /** The stateful mock itself, with its control API under /__mock/. */
  mockUrl: string;
}

/** The stacks of the run, one per parallel slot, as the global setup hands them to the workers. */
export const STACKS_ENV = 'E2E_STACKS';

export async function startStack(): Promise<WorkerStack & { stop: () => void }> {
  const child = spawn(path.resolve('node_modules/.bin/tsx'), [path.resolve('e2e/stack.ts')], {
    // Its own process group: one signal stops it and its servers. The pipe on its stdin closes
    // when the process that started it ends in any way, and the stack then stops itself.
    detached: true,
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, E2E_STACK_GROUP: '1' },
  });
  const stop = () => {
    if (child.exitCode !== null || !child.pid) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  };
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (l) => {
      if (l.startsWith('STACK ')) resolve(l.slice('STACK '.length));
    });
    child.once('exit', (code) =>
      reject(new Error(`e2e/stack.ts exited (${code}) before its servers answered`)),
    );
  });
  const { apiPort, mockPort, appPort } = JSON.parse(line) as Record<string, number>;
  const host = 'http://127.0.0.1';
  return {
    appUrl: `${host}:${appPort}`,
    apiUrl: `${host}:${apiPort}`,
    mockUrl: `${host}:${mockPort}`,
    stop,
  };
}

/** Whether a stack still answers: its app and its mock's control API. */
export async function answers(stack: WorkerStack): Promise<boolean> {
  try {
    const [app, mock] = await Promise.all([
      fetch(stack.appUrl, { signal: AbortSignal.timeout(5000) }),
      fetch(`${stack.mockUrl}/__mock/calls`, { signal: AbortSignal.timeout(5000) }),
    ]);
    return app.ok && mock.ok;
  } catch {
    return false;
  }
}
