// Why: a production host sends more than the policy; `vite preview` sends the same, so every browser
// test runs with the headers shoppers get (docs/deploy.md has the nginx lines).
import type { Plugin } from 'vite';

/**
 * The headers beside the Content-Security-Policy, on every answer of the preview server:
 * - `X-Content-Type-Options: nosniff`: a file is only ever what its Content-Type says (an uploaded
 *   text file served as image/jpeg is never run as a script or a stylesheet);
 * - `Referrer-Policy: strict-origin-when-cross-origin`: other hosts get the shop's origin only,
 *   never a path or query (order numbers, a `redirect` value). Not `same-origin` or `no-referrer`:
 *   WeChat's H5 payment checks that the Referer is the shop's registered domain, and the third-party
 *   login and payment pages keep working with the origin alone. Same-origin requests keep the full
 *   URL (the mock's gateway pages read the shop's origin from it).
 */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

export function securityHeaders(): Plugin {
  return {
    name: 'security-headers',
    configurePreviewServer(server) {
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
        next();
      });
    },
  };
}
