// The edge in front of Prism: a read whose connection Prism drops before answering is sent once
// more (a busy or restarting Prism must not show the app a 502 it never caused); a write is not.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Faults } from '../core/faults';
import { freePort } from '../../scripts/lib/servers';
import { createEdgeServer } from './edge';

const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

async function listen(server: http.Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** An upstream that drops the first connection unanswered, then answers every request. */
async function flakyUpstream(): Promise<{ port: number; seen: () => number }> {
  let seen = 0;
  const server = http.createServer((req, res) => {
    seen += 1;
    if (seen === 1) return void req.socket.destroy();
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end('{"code":1,"msg":"ok","data":null}');
  });
  return { port: await listen(server), seen: () => seen };
}

/**
 * An upstream that answers every request after `ms`, counting the ones whose client went away
 * first; `arrived` hears of each request as it comes in.
 */
async function slowUpstream(
  ms: number,
  arrived: (req: http.IncomingMessage) => void = () => {},
): Promise<{ port: number; cancelled: () => number; seen: () => number }> {
  let cancelled = 0;
  let seen = 0;
  const server = http.createServer((req, res) => {
    seen += 1;
    const timer = setTimeout(() => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('{"code":1,"msg":"ok","data":null}');
    }, ms);
    res.on('close', () => {
      if (res.writableFinished) return;
      cancelled += 1;
      clearTimeout(timer);
    });
    arrived(req);
  });
  return { port: await listen(server), cancelled: () => cancelled, seen: () => seen };
}

describe('edge', () => {
  it(
    'should cancel the upstream call of a client that went away, and keep answering after many',
    {
      timeout: 20_000,
    },
    async () => {
      // Each client goes away once its call has reached the upstream (however busy the machine).
      const clients = Array.from({ length: 80 }, () => new AbortController());
      const upstream = await slowUpstream(2_000, (req) => clients[Number(req.headers['x-call'])]?.abort());
      const edge = await listen(
        createEdgeServer(new Faults(), { host: '127.0.0.1', port: () => upstream.port }),
      );
      const url = `http://127.0.0.1:${edge}/api/get_server_time?p=h5&v=4.9.0`;
      // More than the edge's connection pool to Prism holds: a leaked socket each would stall it.
      const aborted = await Promise.allSettled(
        clients.map((c, i) => fetch(url, { signal: c.signal, headers: { 'x-call': String(i) } })),
      );
      expect(aborted.every((r) => r.status === 'rejected')).toBe(true);
      await expect.poll(upstream.cancelled, { timeout: 10_000 }).toBe(80);
      const res = await fetch(url, { signal: AbortSignal.timeout(8_000) });
      expect(res.status).toBe(200);
      expect(upstream.seen(), 'a cancelled read is not sent again').toBe(81);
    },
  );

  it(
    'should not send on the call of a client that went away during the run latency',
    {
      timeout: 20_000,
    },
    async () => {
      const upstream = await slowUpstream(0);
      const edge = await listen(
        createEdgeServer(new Faults({ latency: 1_000 }), { host: '127.0.0.1', port: () => upstream.port }),
      );
      const url = `http://127.0.0.1:${edge}/api/get_server_time?p=h5&v=4.9.0`;
      const aborted = await Promise.allSettled(
        Array.from({ length: 80 }, () => fetch(url, { signal: AbortSignal.timeout(300) })),
      );
      expect(aborted.every((r) => r.status === 'rejected')).toBe(true);
      const res = await fetch(url, { signal: AbortSignal.timeout(8_000) });
      expect(res.status).toBe(200);
      expect(upstream.seen(), 'only the call whose client stayed').toBe(1);
    },
  );

  it('should hold a write while the upstream restarts and send it once it listens', async () => {
    const port = await freePort();
    let markListening = () => {};
    const listening = new Promise<void>((resolve) => (markListening = resolve));
    const edge = await listen(
      createEdgeServer(new Faults(), { host: '127.0.0.1', port: () => port, ready: () => listening }),
    );
    const answer = fetch(`http://127.0.0.1:${edge}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'p=h5&v=4.9.0&username=13800138000&password=abc123',
    });
    await new Promise((r) => setTimeout(r, 300)); // the restart's gap: nothing listens on the port
    let body = '';
    const upstream = http.createServer((req, res) => {
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => res.end('{"code":1,"msg":"ok","data":null}'));
    });
    servers.push(upstream);
    await new Promise<void>((resolve) => upstream.listen(port, '127.0.0.1', resolve));
    markListening();
    expect((await answer).status).toBe(200);
    expect(body).toBe('p=h5&v=4.9.0&username=13800138000&password=abc123');
  });

  it('should send a read again once when the upstream drops it unanswered', async () => {
    const upstream = await flakyUpstream();
    const edge = await listen(
      createEdgeServer(new Faults(), { host: '127.0.0.1', port: () => upstream.port }),
    );
    const res = await fetch(`http://127.0.0.1:${edge}/api/get_server_time?p=h5&v=4.9.0`);
    expect(res.status).toBe(200);
    expect(upstream.seen()).toBe(2);
  });

  it('should not send a write again: the first one may have changed data', async () => {
    const upstream = await flakyUpstream();
    const edge = await listen(
      createEdgeServer(new Faults(), { host: '127.0.0.1', port: () => upstream.port }),
    );
    const res = await fetch(`http://127.0.0.1:${edge}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'p=h5&v=4.9.0&username=13800138000&password=abc123',
    });
    expect(res.status).toBe(502);
    expect(upstream.seen()).toBe(1);
  });
});
