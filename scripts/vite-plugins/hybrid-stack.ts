// Why: hybrid mode (docs/hybrid.md) for the dev server and vite preview run on their own. Vite's
// command line refuses options it does not know, so there it is the environment:
// `MOCK_BACKEND_URL=https://staging.example.com npm run dev` (and MOCK_BACKEND_MOCK,
// MOCK_BACKEND_REAL, MOCK_BACKEND_FALLBACK, MOCK_BACKEND_RECORD=1, as the flags of npm start).
// With it set, the server starts the mock stack in hybrid mode on the ports its proxy points at
// (MOCK_URL and MOCK_DIRECT_URL, 4010 and 4011 by default), and the stack ends with the server
// (scripts/lib/tether.mjs). A stack already listening there is used as it is, and said so. Only the
// dev and preview servers run these hooks: a build never starts anything.
import type { ChildProcess } from 'node:child_process';
import type { Plugin } from 'vite';
import { HYBRID_ENV } from '../../mocks/server/hybrid.ts';
import { portTaken } from '../lib/ports.ts';
import { startBin, stop } from '../lib/servers.ts';

export function hybridStack(): Plugin {
  let stack: ChildProcess | undefined;
  const start = async (close: (fn: () => void) => void) => {
    const backend = process.env[HYBRID_ENV.backend];
    // npm start starts its own stack and passes the backend to it only.
    if (!backend || stack) return;
    const portOf = (url: string | undefined, fallback: number) =>
      Number(new URL(url ?? 'http://x').port || fallback);
    const apiPort = portOf(process.env.MOCK_URL, 4010);
    if (await portTaken(apiPort)) {
      console.log(
        `hybrid: a mock stack already listens on ${apiPort}; it routes as it was started (docs/hybrid.md)`,
      );
      return;
    }
    stack = startBin('tsx', ['mocks/server/supervise.ts'], {
      env: { API_PORT: String(apiPort), MOCK_PORT: String(portOf(process.env.MOCK_DIRECT_URL, 4011)) },
      name: 'mock',
    });
    close(() => stop(stack));
  };
  return {
    name: 'hybrid-stack',
    configureServer: (server) => start((fn) => server.httpServer?.on('close', fn)),
    configurePreviewServer: (server) => start((fn) => server.httpServer.on('close', fn)),
  };
}
