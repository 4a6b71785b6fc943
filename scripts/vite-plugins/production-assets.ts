// Why: `vite preview` serves /assets/ as a production host does, so tests see what shoppers get.
import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT as root } from '../lib/paths.ts';
import { acceptsBrotli, brotliCopyFor, contentTypeOf, writeBrotliCopies } from '../lib/precompress.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `vite preview` serves dist/ as a development server would: no Cache-Control (a browser
 * revalidates every chunk on each visit) and gzip made on the fly. Under /assets/ it now serves as
 * a production host does (decision 0017; docs/deploy.md has the nginx lines), so the browser
 * tests and Lighthouse see what shoppers get: hashed files cached for good, and scripts and
 * stylesheets as the brotli copies the build writes beside them (scripts/lib/precompress.ts) to
 * browsers that take br. The demo build has no copies: static hosts compress it themselves.
 */
export function productionAssets(mode: string): Plugin {
  let outDir = path.join(root, 'dist');
  return {
    name: 'production-assets',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle({ dir }, bundle) {
      if (mode === 'demo' || !dir) return;
      writeBrotliCopies(dir, Object.keys(bundle));
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!req.url?.startsWith('/assets/')) return next();
        res.setHeader('Cache-Control', IMMUTABLE);
        const pathname = new URL(req.url, 'http://preview.invalid').pathname;
        const copy =
          (req.method === 'GET' || req.method === 'HEAD') && acceptsBrotli(req.headers['accept-encoding'])
            ? brotliCopyFor(outDir, pathname)
            : undefined;
        if (!copy) return next();
        const body = readFileSync(copy);
        res.setHeader('Content-Type', contentTypeOf(pathname));
        res.setHeader('Content-Encoding', 'br');
        res.setHeader('Vary', 'Accept-Encoding');
        res.setHeader('Content-Length', body.length);
        res.end(req.method === 'HEAD' ? undefined : body);
      });
    },
  };
}
