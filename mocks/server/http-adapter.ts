// Serves MSW handlers over plain HTTP: each Node request becomes a Fetch Request, msw's
// getResponse() picks the handler, and the Fetch Response is written back. Also the gate in front
// of `prism proxy`: like a real gateway, a body over the size limit gets 413 before anything
// parses it (one 5 MB form body cost the proxy 5 s of CPU and slowed every other call).
import http from 'node:http';
import { getResponse, type RequestHandler } from 'msw';

/** Request body limits: a form (the largest, an order's JSON lines) and a review's nine photos. */
export const BODY_LIMIT = { form: 64 * 1024, multipart: 20 * 1024 * 1024 } as const;

export const bodyLimitOf = (contentType: string | undefined): number =>
  (contentType ?? '').startsWith('multipart/form-data') ? BODY_LIMIT.multipart : BODY_LIMIT.form;

/**
 * A refused body is read and thrown away up to this many bytes before the 413 goes out: a client
 * still sending when the connection closes gets a reset and never reads the answer (curl saw its
 * 100 Continue, Node's fetch a broken pipe). Past it the connection closes anyway.
 */
const DRAIN_LIMIT = 32 * 1024 * 1024;

/** The contract's PayloadTooLarge answer, once the rest of the body is drained; the connection closes. */
function tooLarge(req: http.IncomingMessage, res: http.ServerResponse, limit: number): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const answer = () => {
    if (res.headersSent) return;
    res.writeHead(413, { 'Content-Type': 'application/problem+json', Connection: 'close' });
    res.end(
      JSON.stringify({
        type: 'about:blank',
        title: 'Payload Too Large',
        status: 413,
        detail: `request body over ${limit} bytes`,
      }),
    );
  };
  if (req.readableEnded) return answer();
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT) answer();
  });
  req.once('end', answer);
  req.resume();
}

/** Reads a body up to `limit` bytes; undefined (after answering 413) when it is larger. */
function readLimited(
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<Buffer<ArrayBuffer> | undefined> {
  const limit = bodyLimitOf(req.headers['content-type']);
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    tooLarge(req, res, limit);
    return Promise.resolve(undefined);
  }
  // Events, not for await: leaving a for-await loop early destroys the request and its socket.
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      over = true;
      chunks.length = 0;
      tooLarge(req, res, limit);
      resolve(undefined);
    });
    req.once('end', () => (over ? undefined : resolve(Buffer.concat(chunks))));
    // A client that went away (or the request timeout ended it): there is no one to answer.
    req.once('error', () => resolve(undefined));
  });
}

/**
 * Narrows the handler list to those that can match a request: msw's getResponse tries every
 * handler in order, and with ~90 of them that matching was most of the time of a call. Handlers
 * with a literal path are indexed by method and path; the rest (wildcards, params) always stay,
 * in their original order.
 */
export function indexHandlers(
  handlers: RequestHandler[],
): (method: string, pathname: string) => RequestHandler[] {
  const literal = new Map<RequestHandler, string>();
  for (const h of handlers) {
    const info = h.info as { method?: unknown; path?: unknown };
    if (typeof info.method === 'string' && typeof info.path === 'string') {
      const path = info.path.replace(/^\*/, '');
      if (path.startsWith('/') && !/[*:]/.test(path)) literal.set(h, `${info.method.toUpperCase()} ${path}`);
    }
  }
  const cache = new Map<string, RequestHandler[]>();
  return (method, pathname) => {
    const key = `${method.toUpperCase()} ${pathname}`;
    let list = cache.get(key);
    if (!list) {
      list = handlers.filter((h) => !literal.has(h) || literal.get(h) === key);
      if (cache.size < 1000) cache.set(key, list);
    }
    return list;
  };
}

export function createHttpServer(
  handlers: RequestHandler[],
  opts: {
    /** Runs after a handler answered and before the answer is sent (the mock saves its data here). */
    beforeSend?: (request: Request) => void;
    /** Sees every answer sent (the call log records the calls that bypass the proxy here). */
    afterSend?: (request: Request, status: number, headers: Headers, body: Buffer) => void;
  } = {},
): http.Server {
  const candidates = indexHandlers(handlers);
  return http.createServer(async (req, res) => {
    try {
      const url = `http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`;
      const read = await readLimited(req, res);
      if (!read) return;
      const body = read.length ? read : undefined;
      const headers = new Headers();
      for (const [k, v] of Object.entries(req.headers)) {
        if (typeof v === 'string') headers.set(k, v);
        else if (Array.isArray(v)) headers.set(k, v.join(', '));
      }
      const request = new Request(url, {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
      });
      const response =
        (await getResponse(candidates(request.method, new URL(url).pathname), request)) ??
        notFound(request.method, url);
      if (response.type === 'error') {
        // HttpResponse.error(): a dropped connection (a fault), as a network failure reaches a client.
        req.socket.destroy();
        return;
      }
      opts.beforeSend?.(request);
      res.statusCode = response.status;
      response.headers.forEach((v, k) => res.setHeader(k, v));
      const sent = Buffer.from(await response.arrayBuffer());
      res.end(sent);
      opts.afterSend?.(request, response.status, response.headers, sent);
    } catch (err) {
      console.error('mock: handler failed', err);
      res.statusCode = 500;
      res.setHeader('Content-Type', 'application/json');
      res.end(JSON.stringify({ code: 0, msg: 'mock handler failed', data: null }));
    }
  });
}

function notFound(method: string, url: string): Response {
  return Response.json(
    { code: 0, msg: `mock: no handler for ${method} ${new URL(url).pathname}`, data: null },
    { status: 404 },
  );
}

/** Refuses a body whose declared size is over the limit (413) before anything reads it. */
export function refuseDeclaredOversize(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const limit = bodyLimitOf(req.headers['content-type']);
  if (Number(req.headers['content-length'] ?? 0) <= limit) return false;
  tooLarge(req, res, limit);
  return true;
}

/**
 * Streams the body into `upstream`, refusing it with 413 as soon as a chunked body passes the limit.
 * Returns whether it was refused (the upstream's error that follows is then expected).
 */
export function pipeWithLimit(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  upstream: http.ClientRequest,
): () => boolean {
  const limit = bodyLimitOf(req.headers['content-type']);
  let size = 0;
  let refused = false;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit && !refused) {
      refused = true;
      upstream.destroy();
      req.unpipe(upstream);
      tooLarge(req, res, limit);
    }
  });
  req.pipe(upstream);
  return () => refused;
}

/**
 * A gate in front of another server (prism): refuses a body over the limit with 413, from the
 * Content-Length before reading anything, or as soon as a chunked body passes the limit; passes
 * everything else through as a stream. (The mock stack's front door, edge.ts, does the same.)
 */
export function createGate(target: { host: string; port: number }): http.Server {
  return http.createServer((req, res) => {
    if (refuseDeclaredOversize(req, res)) return;
    const upstream = http.request(
      {
        host: target.host,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        // A fresh connection per request: a kept-alive socket that prism closes while idle would
        // answer the next request with a reset (502).
        agent: false,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    const refused = pipeWithLimit(req, res, upstream);
    upstream.on('error', (err) => {
      if (refused()) return;
      if (!res.headersSent) {
        res.writeHead(502, { 'Content-Type': 'application/problem+json' });
        res.end(
          JSON.stringify({ type: 'about:blank', title: 'Bad Gateway', status: 502, detail: err.message }),
        );
      } else res.destroy();
    });
  });
}
