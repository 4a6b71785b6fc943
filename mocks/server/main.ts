// The mock stack: the stateful mock on MOCK_PORT (default 4011) and, in front of it,
// `prism proxy --errors`, which validates every request and response against the contract, behind
// a gate on API_PORT (default 4010) that refuses an oversized body with 413 before prism parses it.
// Prism listens on a free internal port and is restarted if it exits.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMock } from '../mock';
import { createGate, createHttpServer } from './http-adapter';

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

/** A port nothing listens on now (for prism, which only the gate talks to). */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
const PRISM_PORT = withPrism ? await freePort() : 0;

async function untilListening(port: number): Promise<void> {
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, HOST === '0.0.0.0' ? '127.0.0.1' : HOST);
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

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
      String(PRISM_PORT),
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

let gate: ReturnType<typeof createGate> | undefined;
if (withPrism) {
  startPrism();
  gate = createGate({ host: HOST === '0.0.0.0' ? '127.0.0.1' : HOST, port: PRISM_PORT });
  // The gate opens API_PORT once prism answers, so whoever waits for API_PORT waits for prism.
  await untilListening(PRISM_PORT);
  gate.listen(API_PORT, HOST);
  console.log(`mock: contract-checking proxy (prism proxy --errors) on http://${HOST}:${API_PORT}`);
}

function shutdown(): void {
  stopping = true;
  prism?.kill('SIGTERM');
  server.close();
  gate?.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
