// What the mock stack's two ports (the edge in front of Prism, API_PORT, and the mock itself,
// MOCK_PORT) answer to requests a careless or hostile client sends: a path that does not decode
// gets 400 (never a 500), a body that stops arriving gets 408 within the request timeout, and a
// body over the limit gets a 413 that a client still streaming its body can read, there and
// through the dev server's proxy in front (the preview's: e2e/security-headers.spec.ts).
import { streamBody } from '../../scripts/lib/stream-body';
import net from 'node:net';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from './request-limits';
import { freePort, startBin, stop, waitForPort } from '../../scripts/lib/servers';

/** The stack's timeout here, short so the test is quick; the default is checked on its own. */
const TEST_TIMEOUT_MS = 1500;

let mock: ReturnType<typeof startBin> | undefined;
const ports = { api: 0, mock: 0 };

beforeAll(async () => {
  ports.api = await freePort();
  ports.mock = await freePort();
  mock = startBin('tsx', ['mocks/server/main.ts'], {
    env: {
      API_PORT: String(ports.api),
      MOCK_PORT: String(ports.mock),
      MOCK_REQUEST_TIMEOUT_MS: String(TEST_TIMEOUT_MS),
    },
    quiet: true,
  });
  await waitForPort(ports.api);
}, 60_000);

afterAll(() => stop(mock));

/** Paths that do not decode (bad hex, bytes that are not UTF-8, a cut-off character). */
const API_PATHS = ['/api/login%ZZ', '/api/%E4%B8'];
const doors = [
  ['the mock port', () => ports.mock, ['/mock-assets/%ZZ.jpg', '/mock-assets/%C3%28.png', ...API_PATHS]],
  ['the edge, Prism behind it', () => ports.api, API_PATHS],
] as const;

/** Sends raw bytes and reads the whole answer until the server closes (or `ms` passes). */
function raw(port: number, bytes: string, ms = 15_000): Promise<{ text: string; elapsed: number }> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    let text = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    socket.setTimeout(ms, () => socket.destroy());
    socket.on('data', (d: Buffer) => (text += d.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve({ text, elapsed: Date.now() - t0 }));
  });
}

describe.each(doors)('%s', (_name, port, paths) => {
  it('answers 400, never 500, to a path whose percent-encoding does not decode', async () => {
    for (const path of paths) {
      const res = await fetch(`http://127.0.0.1:${port()}${path}`);
      expect(res.status, path).toBe(400);
    }
  });

  it('answers 408 within the timeout when a body stops before its Content-Length', async () => {
    const { text, elapsed } = await raw(
      port(),
      'POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n' +
        'Content-Length: 100\r\n\r\nusername=1',
    );
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(elapsed).toBeLessThan(TEST_TIMEOUT_MS + 1500);
  }, 20_000);

  it('answers 413 to a client that streams a 5 MB body, not a reset', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await streamBody(`http://127.0.0.1:${port()}/api/login`, 5 * 1024 * 1024);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toMatchObject({ status: 413, title: 'Payload Too Large' });
    }
  }, 30_000);
});

describe("the dev server's proxy in front of the stack", () => {
  let vite: ViteDevServer | undefined;
  let port = 0;
  beforeAll(async () => {
    // vite.config.ts reads where the stack is when it loads (put back after: files share a process).
    vi.stubEnv('MOCK_URL', `http://127.0.0.1:${ports.api}`);
    vi.stubEnv('MOCK_DIRECT_URL', `http://127.0.0.1:${ports.mock}`);
    port = await freePort();
    vite = await createServer({
      server: { host: '127.0.0.1', port, strictPort: true },
      logLevel: 'silent',
      clearScreen: false,
    });
    await vite.listen();
  }, 60_000);
  afterAll(async () => {
    await vite?.close();
    vi.unstubAllEnvs();
  });

  it('passes the 413 of a 5 MB body on to a client that streams it', async () => {
    for (const path of ['/api/login', '/api/account/review/upload']) {
      const res = await streamBody(`http://127.0.0.1:${port}${path}`, 5 * 1024 * 1024);
      expect(res.status, path).toBe(413);
    }
  }, 30_000);
});

describe('the request timeout', () => {
  it('is shorter than the 12 s a stalled body was once held', () => {
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(8000);
  });
});
