// Why: the production build carries its own Content-Security-Policy, and every browser test runs under it.
import { loadEnv, type Plugin } from 'vite';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT as root } from '../lib/paths.ts';
import { cspHeader, cspMeta, inlineBlocks, nginxCspLine, sha256Source } from '../lib/csp.ts';

const CSP_FILE = 'csp.txt';
/**
 * The hashed scripts and stylesheets: a browser applies a policy only to a document and to a
 * worker's script (the build has no worker), so on these it would be about 600 bytes a file for
 * nothing, on every file of a first load over HTTP/1.1 (docs/deploy.md).
 */
const ASSETS = '/assets/';

/**
 * The production build's Content-Security-Policy (scripts/lib/csp.ts, docs/security.md): hashes of
 * index.html's inline script (the route preload) and style, computed once the HTML is final; the
 * policy goes into index.html as a <meta> (everything but frame-ancestors, which only a header can
 * carry) and into dist/csp.txt and dist/csp.nginx.conf for whoever serves dist/. `vite preview`
 * sends it as a header on the pages and public files, so every browser test runs under it. The
 * demo build has none: its mock runs in a service worker. `proxied`: the paths the preview server
 * passes to the mock (their pages are the mock's, not the app's).
 */
export function contentSecurityPolicy(mode: string, proxied: readonly string[]): Plugin {
  const env = loadEnv(mode, root, 'VITE_');
  const list = (v: string | undefined) =>
    (v ?? '')
      .split(',')
      .map((h) => h.trim())
      .filter(Boolean);
  let outDir = path.join(root, 'dist');
  let header = '';
  return {
    name: 'content-security-policy',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle || mode === 'demo') return html;
        const { scripts, styles } = inlineBlocks(html);
        const sources = {
          apiBaseUrl: env.VITE_API_BASE_URL,
          imageHosts: list(env.VITE_IMAGE_HOSTS),
          mediaUrls: [env.VITE_MIXED_VIDEO_URL, env.VITE_MIXED_VIDEO_POSTER].filter((u): u is string => !!u),
          // The same default as src/lib/gateway-url.ts's PAY_HOSTS.
          formHosts: list(
            env.VITE_PAY_HOSTS ?? 'open.weixin.qq.com,openapi.alipay.com,mapi.alipay.com,openauth.alipay.com',
          ),
          scriptHashes: scripts.map(sha256Source),
          styleHashes: styles.map(sha256Source),
        };
        header = cspHeader(sources);
        const meta = `<meta http-equiv="Content-Security-Policy" content="${cspMeta(sources)}" />`;
        return html.replace(/(<meta charset="UTF-8" \/>)/i, `$1\n    ${meta}`);
      },
    },
    writeBundle({ dir }) {
      if (mode === 'demo' || header === '' || !dir) return;
      writeFileSync(path.join(dir, CSP_FILE), `${header}\n`);
      writeFileSync(path.join(dir, 'csp.nginx.conf'), nginxCspLine(header));
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = path.join(outDir, CSP_FILE);
        if (!proxied.some((p) => req.url?.startsWith(p)) && !req.url?.startsWith(ASSETS) && existsSync(file))
          res.setHeader('Content-Security-Policy', readFileSync(file, 'utf8').trim());
        next();
      });
    },
  };
}
