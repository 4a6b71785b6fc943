import { build, defineConfig, loadEnv, type HttpProxy, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeFingerprint } from './mocks/core/persist.ts';
import { chunkLayout, LAZY } from './scripts/lib/chunk-layout.ts';
import { deepImports, readIndex } from './scripts/lib/deep-imports.ts';
import { summarize, usedGraph, type ModuleSummary } from './scripts/lib/used-graph.ts';
import { chunkClosure, preloadScript, routeFilesOf } from './scripts/lib/route-preload.ts';
import { ROUTER_CHUNK, shakeableRouter } from './scripts/lib/router-tree-shaking.ts';
import { cspHeader, cspMeta, inlineBlocks, nginxCspLine, sha256Source } from './scripts/lib/csp.ts';
import { entryStylesheet, inlineStylesheet } from './scripts/lib/inline-css.ts';
import { acceptsBrotli, brotliCopyFor, contentTypeOf, writeBrotliCopies } from './scripts/lib/precompress.ts';

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
 * The chunk layout (docs/decisions/0011-bundle-layout.md):
 * - everything the entry imports statically (React, the router, the home page...) in one chunk,
 *   the entry itself included: left alone, the bundler splits out each module a lazy page also
 *   uses, and a first visit waits on several small requests, each a round trip on a phone's
 *   network;
 * - the lazy pages' shared code in a few chunks by what it needs (scripts/lib/chunk-layout.ts), so
 *   a page's first load stays within a few files.
 */
const FIRST_LOAD_EXTRA = ['/src/main.tsx', 'vite/modulepreload-polyfill.js'];
/** The buying path's features share a chunk for what only they use (cart, checkout, product calls). */
const CLUSTERS = { shop: ['catalogue', 'product', 'parts', 'cart', 'orders'] };
/** The chunks the layout made (common, forms, orders...), by name. */
const layoutChunks = new Set<string>();
/** A page's chunk or one of the layout's (what an API call module of the route table lands in). */
const pageOrLayoutChunk = (file: string) => {
  const name = /([^/]+)-[\w-]{8}\.js$/.exec(file)?.[1] ?? '';
  return name.endsWith('-page') || layoutChunks.has(name);
};
function chunkLayoutPlugin(): Plugin {
  const firstLoad = new Set<string>();
  let layout = new Map<string, string>();
  return {
    name: 'chunk-layout',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'app',
                  test: (id: string) => firstLoad.has(id) || FIRST_LOAD_EXTRA.some((x) => id.endsWith(x)),
                  priority: 2,
                },
                // Exactly as laid out: the layout places every shared module itself.
                {
                  name: (id: string) => layout.get(id) ?? null,
                  debugName: 'lazy-layout',
                  priority: 1,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    }),
    async buildEnd() {
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => id.endsWith('/src/main.tsx'));
      if (!entry) throw new Error('chunk-layout: src/main.tsx is not in the build');
      // The graph as the code uses it (an import from a library's index leads to the modules
      // defining the names taken): scripts/lib/used-graph.ts.
      const summaries = new Map<string, ModuleSummary>();
      const resolved = new Map<string, string | undefined>();
      await Promise.all(
        ids.map(async (id) => {
          const code = this.getModuleInfo(id)?.code;
          if (!code || id.startsWith('\0') || !/\.(m?js|jsx?|tsx?)$/.test(id)) return;
          const summary = summarize(id, code);
          summaries.set(id, summary);
          for (const { source } of summary.uses)
            resolved.set(`${id}\0${source}`, (await this.resolve(source, id))?.id);
        }),
      );
      const graph = usedGraph({
        ids,
        summary: (id) => summaries.get(id),
        resolve: (source, importer) => resolved.get(`${importer}\0${source}`),
        exports: (id) => this.getModuleInfo(id)?.exports ?? [],
        importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [],
      });
      const imports = (id: string) => graph.get(id) ?? this.getModuleInfo(id)?.importedIds ?? [];
      const visit = (id: string) => {
        for (const dep of imports(id)) {
          if (firstLoad.has(dep)) continue;
          firstLoad.add(dep);
          visit(dep);
        }
      };
      visit(entry);
      const pages = routeFilesOf(readFileSync(path.join(root, 'src/app/routes.ts'), 'utf8')).map(
        ({ file }) => ({
          id: path.join(root, file),
          feature: /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? '*',
        }),
      );
      const frame = ids.find((id) => id.endsWith('/src/components/page-header/framed.tsx'));
      const table = path.join(root, 'src/app/routes.ts');
      // The components the first load imports with import() (not the pages, nor the API calls the
      // route table starts): the home page's gift popup and customer service sheet.
      const later = [...firstLoad, entry]
        .flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
        .filter((id) => id.startsWith(path.join(root, 'src/components/')) && id !== frame)
        .map((id) => ({ id, feature: '*' }));
      // Every other lazy module (toast, dialog, image viewer, pickers) on its own: code it shares
      // with the pages must not land in a chunk only pages need (the first toast would load the
      // form libraries).
      const taken = new Set([...pages.map((p) => p.id), frame, ...later.map((l) => l.id)]);
      const others = [...new Set(ids.flatMap((id) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? []))]
        .filter(
          (id) =>
            !taken.has(id) &&
            !firstLoad.has(id) &&
            !this.getModuleInfo(id)?.dynamicImporters.every((i) => i === table),
        )
        .map((id) => ({ id, feature: `${LAZY}${id}` }));
      const roots = [
        ...pages.filter((p) => !firstLoad.has(p.id)),
        ...(frame ? [{ id: frame, feature: '*' }] : []),
        ...later,
        ...others,
      ];
      layout = chunkLayout(
        {
          imports,
          isDynamicImport: (id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
          joinsGroup: (id) => this.getModuleInfo(id)?.dynamicImporters.every((i) => i === table) ?? false,
        },
        roots,
        firstLoad,
        CLUSTERS,
      );
      for (const name of layout.values()) layoutChunks.add(name);
    },
  };
}

/** antd-mobile's imports of ahooks and its icons, from the module of each name (scripts/lib/deep-imports.ts). */
function antdDeepImports(): Plugin {
  const packages = [
    { pkg: 'ahooks', dir: 'ahooks/es', index: 'node_modules/ahooks/es/index.js' },
    {
      pkg: 'antd-mobile-icons',
      dir: 'antd-mobile-icons/es',
      index: 'node_modules/antd-mobile-icons/es/index.js',
    },
  ].map((p) => ({ ...p, map: readIndex(readFileSync(path.join(root, p.index), 'utf8')) }));
  return {
    name: 'antd-deep-imports',
    apply: 'build',
    transform: {
      filter: { id: /\/node_modules\/antd-mobile\/es\// },
      handler(code) {
        let out = code;
        for (const { pkg, dir, map } of packages) out = deepImports(out, pkg, dir, map);
        return out === code ? null : { code: out, map: null };
      },
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
  // In a task of its own: the parse of index.html, in which the browser asks for the app's code,
  // ends before the reads are built and sent (decision 0013).
  return `${code}\nsetTimeout(function(){__shopEarlyReads.boot()})`;
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
        const closure = (start: Rollup.OutputChunk) =>
          chunkClosure(start.fileName, (f) => byFile.get(f)?.imports);
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
        // After the entry's scripts, so the browser asks for the app's code first (the page's
        // chunks and reads then queue behind it, not before it, for the six connections), and
        // before the stylesheet (an inline script waits for a stylesheet above it).
        const at = html.indexOf('<link rel="stylesheet"');
        if (at < 0 || at < html.lastIndexOf('<script type="module"'))
          throw new Error('route-preload: index.html has no stylesheet after the entry scripts');
        return (
          `${html.slice(0, at)}<script>${preloadScript(routes)}</script>\n    ` +
          `<script>${earlyReads}</script>\n    ${html.slice(at)}`
        );
      },
    },
  };
}

/**
 * The entry's stylesheet goes into index.html as a <style> (scripts/lib/inline-css.ts, decision
 * 0013): no request before the first frame, and Chromium no longer holds that frame back. Runs
 * after the route preload (which places its scripts before the link) and before the security
 * policy (which hashes the <style>).
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const bundle = ctx.bundle;
        const chunkAt = (f: string) => {
          const out = bundle[f];
          return out?.type === 'chunk' ? out : undefined;
        };
        const entry = Object.values(bundle).find((o) => o.type === 'chunk' && o.isEntry);
        if (!entry) throw new Error('inline-entry-css: no entry chunk');
        // The stylesheets of the chunks the entry imports statically: the ones index.html links.
        const entryCss = new Set(
          [...chunkClosure(entry.fileName, (f) => chunkAt(f)?.imports)].flatMap((f) => [
            ...(chunkAt(f)?.viteMetadata?.importedCss ?? []),
          ]),
        );
        const { tag, file } = entryStylesheet(html);
        const asset = bundle[file];
        if (asset?.type !== 'asset' || !entryCss.has(file))
          throw new Error(`inline-entry-css: ${file} is not the entry's stylesheet`);
        return inlineStylesheet(html, tag, String(asset.source));
      },
    },
  };
}

const CSP_FILE = 'csp.txt';
const IMMUTABLE = 'public, max-age=31536000, immutable';
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

/**
 * `vite preview` serves dist/ as a development server would: no Cache-Control (a browser
 * revalidates every chunk on each visit) and gzip made on the fly. Under /assets/ it now serves as
 * a production host does (decision 0017; README "Security" has the nginx lines), so the browser
 * tests and Lighthouse see what shoppers get: hashed files cached for good, and scripts and
 * stylesheets as the brotli copies the build writes beside them (scripts/lib/precompress.ts) to
 * browsers that take br. The demo build has no copies: static hosts compress it themselves.
 */
function productionAssets(mode: string): Plugin {
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

// React Router 7 points every bundler at its development build (remix-run/react-router#12532): the
// production build differs only in leaving out the development warnings.
/**
 * Lets the bundler drop react-router's unused components (scripts/lib/router-tree-shaking.ts). A
 * react-router whose chunk no longer has the shape fails the build, so the saving cannot vanish
 * unnoticed.
 */
function routerTreeShaking(): Plugin {
  return {
    name: 'router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_CHUNK.test(id.split(path.sep).join('/'))) return null;
      const shaken = shakeableRouter(code);
      if (code.includes('forwardRef(') && shaken.marked === 0)
        throw new Error(`router-tree-shaking: no forwardRef call to mark in ${id}; react-router changed`);
      return { code: shaken.code, map: null };
    },
  };
}

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

// The browsers the shop supports (docs/decisions/0011-bundle-layout.md): Chrome 84 (Android's
// WeChat runs its own Chromium, newer than that) and Safari 15 (iOS 15, in WeChat too). Both run
// class private fields and methods natively; written out for ES2020 they grew the first load of
// '/' by 1.5 KiB (TanStack Query's classes).
const BROWSERS = ['es2020'];

export default defineConfig(({ command, mode }) => ({
  plugins: [
    react(),
    antdDeepImports(),
    routerTreeShaking(),
    chunkLayoutPlugin(),
    demoMode(mode),
    routePreload(mode),
    inlineEntryCss(),
    contentSecurityPolicy(mode),
    productionAssets(mode),
  ],
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
  build: {
    // A lazy page's scripts are preloaded from index.html's one table (routePreload above, and
    // loadPage in src/app/routes.ts): the app's code does not carry a second list of them, only
    // the stylesheets Vite's helper waits for. Other lazy code (toast, dialog) keeps Vite's list.
    // (The polyfill stays: Safari before 17 has no modulepreload.)
    modulePreload: {
      resolveDependencies: (file, deps) =>
        pageOrLayoutChunk(file) ? deps.filter((d) => d.endsWith('.css')) : deps,
    },
    target: BROWSERS,
    cssCodeSplit: true,
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
  },
  // The app's one page: not the HTML of builds (dist-*/) or of the API reference (dist-docs/).
  optimizeDeps: { entries: ['index.html'] },
}));
