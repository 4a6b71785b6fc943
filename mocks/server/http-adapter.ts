// Serves MSW handlers over plain HTTP: each Node request becomes a Fetch Request, msw's
// getResponse() picks the handler, and the Fetch Response is written back.
import http from 'node:http';
import { getResponse, type RequestHandler } from 'msw';

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
  } = {},
): http.Server {
  const candidates = indexHandlers(handlers);
  return http.createServer(async (req, res) => {
    try {
      const url = `http://${req.headers.host ?? '127.0.0.1'}${req.url ?? '/'}`;
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = chunks.length ? Buffer.concat(chunks) : undefined;
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
      res.end(Buffer.from(await response.arrayBuffer()));
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
