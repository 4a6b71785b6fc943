// The HTTP side of the mock stack: the gate in front of prism and the mock's own adapter refuse an
// oversized body with 413 before anything parses it, and an unreadable body gets 400, not 500.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMock } from '../mock';
import { BODY_LIMIT, createGate, createHttpServer } from './http-adapter';

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
