import { build, defineConfig, loadEnv, type HttpProxy, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeFingerprint } from './mocks/core/persist.ts';
import { preloadScript, routeFilesOf } from './scripts/lib/route-preload.ts';
import { cspHeader, cspMeta, inlineBlocks, nginxCspLine, sha256Source } from './scripts/lib/csp.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// In development and preview the app calls same-origin /api. MOCK_URL is the contract-checking
// proxy (prism proxy --errors in front of the stateful mock); MOCK_DIRECT_URL is the mock itself,
// for what must not pass through Prism: the review upload (Prism corrupts file bytes, prism#1321),
// the images and the control API. In production the client calls VITE_API_BASE_URL directly.
const api = process.env.MOCK_URL ?? 'http://127.0.0.1:4010';
const direct = process.env.MOCK_DIRECT_URL ?? 'http://127.0.0.1:4011';
// A connection the mock drops (a fault, docs/mock.md) is dropped towards the browser too, so the
// app sees the network failure it stands for rather than the proxy's own 502.
const passDrops = (proxy: HttpProxy.ProxyServer) =>
  proxy.on('error', (err: NodeJS.ErrnoException, _req, res) => {
    if (err.code === 'ECONNRESET' && 'socket' in res) res.socket?.destroy();
  });
const proxy = {
  '/api/account/review/upload': { target: direct, changeOrigin: true, configure: passDrops },
  '/api': { target: api, changeOrigin: true, configure: passDrops },
  '/mock-assets': { target: direct, changeOrigin: true },
  '/__mock': { target: direct, changeOrigin: true },
};

/**
 * Everything the entry imports statically (React, the router, the home page...) in one chunk.
 * Left alone, the bundler splits out each module a lazy page also uses, and a first visit waits on
 * several small requests, each a round trip on a phone's network.
 */
// Reached from the entry only through a library's index, which re-exports everything, but used
// by later pages alone: useQueries (the order confirm's lines). They would weigh on '/' for nothing.
const LATER = /\/@tanstack\/(react-query|query-core)\/build\/modern\/(useQueries|queriesObserver)\.js$/;

function firstLoadChunk(): Plugin {
  const firstLoad = new Set<string>();
  return {
    name: 'first-load-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'app', test: (id: string) => firstLoad.has(id) && !LATER.test(id), priority: 2 },
                // The browsing pages share most of their code: one request for all of them.
                { name: 'catalogue', test: /\/src\/features\/catalogue\//, priority: 1 },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const entry = [...this.getModuleIds()].find((id) => id.endsWith('/src/main.tsx'));
      if (!entry) throw new Error('first-load-chunk: src/main.tsx is not in the build');
      const visit = (id: string) => {
        for (const dep of this.getModuleInfo(id)?.importedIds ?? []) {
          if (firstLoad.has(dep)) continue;
          firstLoad.add(dep);
          visit(dep);
        }
      };
      visit(entry);
    },
  };
}

const MOCKS = fileURLToPath(new URL('./mocks/', import.meta.url));
const DEMO_MOCK = 'virtual:demo-mock';
const WORKER = 'mockServiceWorker.js';

/**
 * The demo build (`vite build --mode demo`, npm run build:demo): the stateful mock runs in the
 * page behind MSW's service worker (mocks/browser.ts), so dist-demo/ needs no server.
 * - `virtual:demo-mock` is the mock's entry; only the demo mode gives it the mock (the app's
 *   type-check never sees the mocks' Node code), every other mode an empty stand-in.
 * - A mocks module with a browser twin (`x.browser.ts` beside `x.ts`) gets the twin.
 * - The worker script comes from the installed msw (so it always matches the library) and is
 *   written into the demo build only; so is a copy of index.html as 404.html, the page static
 *   hosts such as GitHub Pages serve for a deep link.
 */
function demoMode(mode: string): Plugin {
  const demo = mode === 'demo';
  const workerSource = () => readFileSync(fileURLToPath(import.meta.resolve(`msw/${WORKER}`)), 'utf8');
  return {
    name: 'demo-mode',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === DEMO_MOCK) return `\0${DEMO_MOCK}`;
      if (!demo || !importer?.startsWith(MOCKS) || !source.startsWith('.')) return null;
      const twin = `${path.resolve(path.dirname(importer), source)}.browser.ts`;
      return existsSync(twin) ? twin : null;
    },
    load(id) {
      if (id !== `\0${DEMO_MOCK}`) return null;
      if (!demo) return `export function startDemo() { throw new Error('not a demo build'); }`;
      return [
        `import { startDemoMock } from ${JSON.stringify(path.join(MOCKS, 'browser.ts'))};`,
        `export const startDemo = () => startDemoMock({ workerUrl: import.meta.env.BASE_URL + ${JSON.stringify(WORKER)}, fingerprint: ${JSON.stringify(codeFingerprint())} });`,
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

/**
 * The early reads (src/app/early-reads.ts) as one small script for index.html: the same modules
 * the app runs (the call modules' reads, the client's URL and session fields, the session cookie),
 * bundled on their own. Nothing of theirs runs on import, so all but what the reads use is left out.
 */
async function bundleEarlyReads(mode: string, target: string | string[] | false): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    mode,
    logLevel: 'warn',
    resolve: { alias: { '@': path.join(root, 'src') } },
    build: {
      write: false,
      target: target || 'es2020',
      lib: { entry: path.join(root, 'src/app/early-reads.ts'), formats: ['iife'], name: '__shopEarlyReads' },
      rolldownOptions: { treeshake: { moduleSideEffects: false } },
    },
  });
  const output = (Array.isArray(result) ? result[0] : result) as Rollup.RolldownOutput;
  const code = output.output[0].code.trim();
  if (code.includes('</script') || code.includes('<!--'))
    throw new Error('route-preload: early reads cannot be inlined');
  return `${code}\n__shopEarlyReads.boot()`;
}

/**
 * index.html starts the current route's page code (its chunks and stylesheets) together with the
 * app's code, from the route table (scripts/lib/route-preload.ts): otherwise the page's code is
 * asked for only once the app's code has run, one more round trip before the first screen. For the
 * pages of src/app/early-reads.ts it sends their first reads too (docs/decisions/0013).
 */
function routePreload(mode: string): Plugin {
  let target: string | string[] | false = 'es2020';
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      target = config.build.target;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        if (!ctx.bundle) return html;
        // The icon in the page itself: a request fewer while the app's code is coming.
        const icon = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8').trim();
        const iconLink = '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
        if (!html.includes(iconLink)) throw new Error('route-preload: no icon link in index.html');
        html = html.replace(
          iconLink,
          `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(icon)}" type="image/svg+xml" />`,
        );
        const chunks = Object.values(ctx.bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: Rollup.OutputChunk, into = new Set<string>()) => {
          if (into.has(start.fileName)) return into;
          into.add(start.fileName);
          for (const f of start.imports) {
            const dep = byFile.get(f);
            if (dep) closure(dep, into);
          }
          return into;
        };
        const entry = chunks.find((c) => c.isEntry);
        if (!entry) throw new Error('route-preload: no entry chunk');
        const firstLoad = closure(entry);
        const chunkOf = (file: string) => {
          const chunk = chunks.find((c) => c.moduleIds.includes(path.join(root, file)));
          if (!chunk) throw new Error(`route-preload: no chunk holds ${file}`);
          return chunk;
        };
        const table = routeFilesOf(readFileSync(path.join(root, 'src/app/routes.ts'), 'utf8'));
        const earlyReads = await bundleEarlyReads(mode, target);
        // A page outside the bottom tabs comes inside the page frame (src/app/routes.ts loadPage).
        const frame = closure(chunkOf('src/components/page-header/framed.tsx'));
        const routes = table.map(({ path: pattern, file, tab }) => {
          const page = closure(chunkOf(file));
          if (!tab) frame.forEach((f) => page.add(f));
          const js = [...page].filter((f) => !firstLoad.has(f));
          const css = js.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
          return {
            path: pattern,
            js: js.map((f) => `/${f}`),
            css: [...new Set(css)].map((f) => `/${f}`),
          };
        });
        // Before the entry script and the stylesheet (an inline script waits for a stylesheet above
        // it), after the charset (which must come within the first 1024 bytes).
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('route-preload: no entry script in index.html');
        return (
          `${html.slice(0, at)}<script>${preloadScript(routes)}</script>\n    ` +
          `<script>${earlyReads}</script>\n    ${html.slice(at)}`
        );
      },
    },
  };
}

const CSP_FILE = 'csp.txt';
/** Paths the preview server passes to the mock: their pages are the mock's, not the app's. */
const PROXIED = Object.keys(proxy);

/**
 * The production build's Content-Security-Policy (scripts/lib/csp.ts, README "Security"): hashes of
 * index.html's inline script (the route preload) and style, computed once the HTML is final; the
 * policy goes into index.html as a <meta> (everything but frame-ancestors, which only a header can
 * carry) and into dist/csp.txt and dist/csp.nginx.conf for whoever serves dist/. `vite preview`
 * sends it as a header, so every browser test runs under it. The demo build has none: its mock
 * runs in a service worker.
 */
function contentSecurityPolicy(mode: string): Plugin {
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
        if (!PROXIED.some((p) => req.url?.startsWith(p)) && existsSync(file))
          res.setHeader('Content-Security-Policy', readFileSync(file, 'utf8').trim());
        next();
      });
    },
  };
}

// React Router 7 points every bundler at its development build (remix-run/react-router#12532): the
// production build differs only in leaving out the development warnings.
const reactRouterProduction = [
  {
    find: /^react-router$/,
    replacement: path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), firstLoadChunk(), demoMode(mode), routePreload(mode), contentSecurityPolicy(mode)],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactRouterProduction : []),
    ],
  },
  // localhost only: the dev server serves source files and the mock's control API. `npm start --
  // --phone` (scripts/start.ts) or `--host` opens it to the network.
  server: { host: 'localhost', proxy },
  preview: { host: 'localhost', proxy },
  build: { target: 'es2020', cssCodeSplit: true, outDir: mode === 'demo' ? 'dist-demo' : 'dist' },
  // The app's one page: not the HTML of builds (dist-*/) or of the API reference (dist-docs/).
  optimizeDeps: { entries: ['index.html'] },
}));
