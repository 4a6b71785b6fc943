// The HTTP side of the mock stack: the gate in front of prism and the mock's own adapter refuse an
// oversized body with 413 before anything parses it, and an unreadable body gets 400, not 500;
// a client reusing a kept-alive socket is not reset by the server closing it.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMock } from '../mock';
import { createEdgeServer } from './edge';
import { BODY_LIMIT, createGate, createHttpServer, IDLE_SOCKET_MS } from './http-adapter';

const listen = (server: http.Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

/** A body over the limit, as one buffer or as a chunked stream (no Content-Length). */
const oversized = (bytes = BODY_LIMIT.form + 1) => `content=${'a'.repeat(bytes)}`;
function chunked(text: string): ReadableStream<Uint8Array> {
  const data = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= data.length) return controller.close();
      controller.enqueue(data.slice(offset, offset + 16_384));
      offset += 16_384;
    },
  });
}
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const post = (url: string, body: BodyInit, headers: Record<string, string> = FORM) =>
  fetch(url, { method: 'POST', headers, body, duplex: 'half' } as RequestInit);

describe('the gate in front of prism', () => {
  const upstream = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    req.resume();
    req.on('end', () => res.end('upstream'));
  });
  const seen: string[] = [];
  let gate: http.Server | undefined;
  let base = '';
  beforeAll(async () => {
    const up = await listen(upstream);
    gate = createGate({ host: '127.0.0.1', port: Number(new URL(up).port) });
    base = await listen(gate);
  });
  afterAll(() => {
    gate?.close();
    upstream.close();
  });

  it('refuses a body whose Content-Length is over the limit without passing it on', async () => {
    const res = await post(`${base}/api/login?big`, oversized());
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ status: 413, title: 'Payload Too Large' });
    expect(seen).not.toContain('/api/login?big');
  });

  it('refuses a chunked body as soon as it passes the limit', async () => {
    const res = await post(`${base}/api/login?chunked`, chunked(oversized(1_000_000)));
    expect(res.status).toBe(413);
  });

  it('passes a body within the limit through, and allows a multipart body up to its own limit', async () => {
    const res = await post(`${base}/api/login?small`, oversized(BODY_LIMIT.form - 100));
    expect(await res.text()).toBe('upstream');
    const form = new FormData();
    form.set('qqfile1', new Blob([new Uint8Array(BODY_LIMIT.form * 2)]), 'a.png');
    const multi = await fetch(`${base}/api/account/review/upload?multi`, { method: 'POST', body: form });
    expect(multi.status).toBe(200);
    expect(seen).toContain('/api/account/review/upload?multi');
  });
});

describe("the mock's own HTTP adapter", () => {
  const server = createHttpServer(createMock().handlers);
  let base = '';
  beforeAll(async () => {
    base = await listen(server);
  });
  afterAll(() => server.close());

  it('answers 413 for an oversized body, declared and chunked', async () => {
    expect((await post(`${base}/api/login`, oversized())).status).toBe(413);
    expect((await post(`${base}/api/login`, chunked(oversized(1_000_000)))).status).toBe(413);
  });

  it('answers 400, not 500, for a truncated multipart body', async () => {
    const res = await post(
      `${base}/api/account/review/upload`,
      '--XYZ\r\nContent-Disposition: form-data; name="order_no"\r\n\r\nSJ202611201403120001\r\n--XY',
      { 'Content-Type': 'multipart/form-data; boundary=XYZ' },
    );
    expect(res.status).toBe(400);
  });
});

/**
 * Two GETs on one kept-alive connection, as Node's agent sends them (Prism's forwarder), with the
 * whole process busy for `busyMs` in between: on a loaded machine the server's idle timer and the
 * second request then come due in the same turn of its event loop. Resolves with how the second
 * request ended: 'answered', or the error code the client saw (ECONNRESET), or 'closed'.
 */
async function secondRequestAfterBusy(base: string, busyMs: number): Promise<string> {
  const socket = net.connect(Number(new URL(base).port), '127.0.0.1');
  const request = 'GET /api/none HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n';
  let received = '';
  let second = false;
  const complete = (n: number) => received.split('HTTP/1.1 ').length - 1 >= n && received.endsWith('}');
  const result = await new Promise<string>((resolve) => {
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (second) {
        if (complete(2)) resolve('answered');
        return;
      }
      if (!complete(1)) return;
      second = true;
      // Busy, as a loaded machine keeps both ends: no timer and no read runs until the loop turns
      // (blocked here, in the read of the first answer, the next turn starts with the timers).
      const until = Date.now() + busyMs;
      while (Date.now() < until);
      socket.write(request);
    });
    socket.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    socket.on('close', () => resolve('closed'));
    socket.once('connect', () => socket.write(request));
  });
  socket.destroy();
  return result;
}

describe('kept-alive connections under load', () => {
  it('reproduces the reset: a server that closes idle sockets first resets the request sent on one', async () => {
    const server = http.createServer((_req, res) => res.end('{}'));
    server.keepAliveTimeout = 100;
    const base = await listen(server);
    try {
      // Node's server waits 1 s beyond keepAliveTimeout before it closes.
      expect(await secondRequestAfterBusy(base, 100 + 1_000 + 300)).toBe('ECONNRESET');
    } finally {
      server.close();
    }
  });

  // Node's default (5 s, and 1 s more before closing) is what reset Prism's calls under load.
  it("the mock's server is not the one to close a socket a busy client may still reuse", async () => {
    const server = createHttpServer(createMock().handlers);
    const base = await listen(server);
    try {
      expect(await secondRequestAfterBusy(base, 5_000 + 1_000 + 500)).toBe('answered');
    } finally {
      server.close();
    }
  }, 20_000);

  it('the front door (edge) holds idle sockets as long', () => {
    const mock = createMock();
    const edge = createEdgeServer(mock.faults, { host: '127.0.0.1', port: () => 1 }, mock.calls);
    expect(edge.keepAliveTimeout).toBe(IDLE_SOCKET_MS);
    // Node's global agent (Prism's forwarder) keeps a socket at most 5 s.
    const { timeout } = (http.globalAgent as http.Agent & { options: { timeout?: number } }).options;
    expect(IDLE_SOCKET_MS).toBeGreaterThan(timeout ?? 0);
  });
});
