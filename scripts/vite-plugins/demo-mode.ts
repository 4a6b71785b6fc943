// Why: the demo build (dist-demo/) runs the stateful mock in the page, so it needs no server.
import type { Plugin } from 'vite';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeFingerprint } from '../../mocks/core/persist.ts';

const MOCKS = fileURLToPath(new URL('../../mocks/', import.meta.url));
/** The contract runner's checks and the contract reader, which the demo's hybrid mode runs in the page. */
const SCRIPTS = [
  fileURLToPath(new URL('../lib/', import.meta.url)),
  fileURLToPath(new URL('../contract/', import.meta.url)),
];
const DEMO_MOCK = 'virtual:demo-mock';
const WORKER = 'mockServiceWorker.js';

/**
 * The demo build (`vite build --mode demo`, npm run build:demo): the stateful mock runs in the
 * page behind MSW's service worker (mocks/browser.ts), so dist-demo/ needs no server.
 * - `virtual:demo-mock` is the mock's entry; only the demo mode gives it the mock (the app's
 *   type-check never sees the mocks' Node code), every other mode an empty stand-in. The build's
 *   VITE_DEMO_BACKEND is hybrid mode's backend (docs/hybrid.md).
 * - A module of mocks/ (or of scripts/lib/ and scripts/contract/, whose contract checks the demo's
 *   hybrid mode runs) with a browser twin (`x.browser.ts` beside `x.ts`) gets the twin.
 * - The worker script comes from the installed msw (so it always matches the library) and is
 *   written into the demo build only; so is a copy of index.html as 404.html, the page static
 *   hosts such as GitHub Pages serve for a deep link.
 */
export function demoMode(mode: string): Plugin {
  const demo = mode === 'demo';
  const workerSource = () => readFileSync(fileURLToPath(import.meta.resolve(`msw/${WORKER}`)), 'utf8');
  return {
    name: 'demo-mode',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === DEMO_MOCK) return `\0${DEMO_MOCK}`;
      if (!demo || !importer || !source.startsWith('.')) return null;
      if (!importer.startsWith(MOCKS) && !SCRIPTS.some((dir) => importer.startsWith(dir))) return null;
      const twin = `${path.resolve(path.dirname(importer), source.replace(/\.ts$/, ''))}.browser.ts`;
      return existsSync(twin) ? twin : null;
    },
    load(id) {
      if (id !== `\0${DEMO_MOCK}`) return null;
      if (!demo) return `export function startDemo() { throw new Error('not a demo build'); }`;
      return [
        `import { startDemoMock } from ${JSON.stringify(path.join(MOCKS, 'browser.ts'))};`,
        `export const startDemo = () => startDemoMock({ workerUrl: import.meta.env.BASE_URL + ${JSON.stringify(WORKER)}, fingerprint: ${JSON.stringify(codeFingerprint())}, backend: import.meta.env.VITE_DEMO_BACKEND });`,
      ].join('\n');
    },
    configureServer(server) {
      if (!demo) return;
      server.middlewares.use(`/${WORKER}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(workerSource());
      });
    },
    generateBundle() {
      if (demo) this.emitFile({ type: 'asset', fileName: WORKER, source: workerSource() });
    },
    writeBundle({ dir }) {
      if (demo && dir) copyFileSync(path.join(dir, 'index.html'), path.join(dir, '404.html'));
    },
  };
}
