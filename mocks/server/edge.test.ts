// The edge in front of Prism: a read whose connection Prism drops before answering is sent once
// more (a busy or restarting Prism must not show the app a 502 it never caused); a write is not.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Faults } from '../core/faults';
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

describe('edge', () => {
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
