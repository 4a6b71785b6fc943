// Serves MSW handlers over plain HTTP: each Node request becomes a Fetch Request, msw's
// getResponse() picks the handler, and the Fetch Response is written back.
import http from 'node:http';
import { getResponse, type RequestHandler } from 'msw';

export function createHttpServer(handlers: RequestHandler[]): http.Server {
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
      const response = (await getResponse(handlers, request)) ?? notFound(req.method ?? 'GET', url);
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
