// The mock stack: the stateful mock on MOCK_PORT (default 4011) and, in front of it,
// `prism proxy --errors` on API_PORT (default 4010), which validates every request and response
// against the contract. Prism is restarted if it exits (a malformed multipart can crash it).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMock } from '../mock';
import { createHttpServer } from './http-adapter';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4011);
const API_PORT = Number(process.env.API_PORT ?? 4010);
const HOST = process.env.MOCK_HOST ?? '127.0.0.1';
const withPrism = process.env.MOCK_NO_PRISM !== '1';

const mock = createMock();
const server = createHttpServer(mock.handlers);
server.listen(MOCK_PORT, HOST, () =>
  console.log(`mock: stateful mock on http://${HOST}:${MOCK_PORT} (control API under /__mock/)`),
);

let prism: ChildProcess | undefined;
let stopping = false;

function startPrism(): void {
  prism = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'prism'),
    [
      'proxy',
      path.join(ROOT, 'openapi/dist/shop.bundle.json'),
      `http://${HOST}:${MOCK_PORT}`,
      '--errors',
      '--host',
      HOST,
      '--port',
      String(API_PORT),
      '-v',
      'warn',
    ],
    { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] },
  );
  prism.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`mock: prism exited (${signal ?? code}); restarting`);
    setTimeout(startPrism, 500);
  });
}

if (withPrism) {
  startPrism();
  console.log(`mock: contract-checking proxy (prism proxy --errors) on http://${HOST}:${API_PORT}`);
}

function shutdown(): void {
  stopping = true;
  prism?.kill('SIGTERM');
  server.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
