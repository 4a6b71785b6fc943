// How long the mock stack's ports (the edge on API_PORT, the mock on MOCK_PORT) wait for a request
// to arrive whole: a client that declares a longer body than it sends gets 408 and the connection
// closes, instead of holding it (and the call log's "under way" count) open for minutes.
import type http from 'node:http';

export const REQUEST_TIMEOUT_MS = Number(process.env.MOCK_REQUEST_TIMEOUT_MS ?? 8000);

/**
 * Gives `server` the request timeout; Node answers 408 itself. Node looks for late requests every
 * `connectionsCheckingInterval` (30 s unless set before listen, a ServerOptions field that the
 * server keeps as a property), so it is set to a quarter of the timeout.
 */
export function limitRequestTime(server: http.Server, ms = REQUEST_TIMEOUT_MS): http.Server {
  server.requestTimeout = ms;
  server.headersTimeout = Math.min(server.headersTimeout, ms);
  (server as http.Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.max(
    100,
    Math.min(1000, Math.round(ms / 4)),
  );
  return server;
}
