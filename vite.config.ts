import { defineConfig, type HttpProxy, type Plugin, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeFingerprint } from './mocks/core/persist.ts';
import { chunkLayout, LAZY } from './scripts/lib/chunk-layout.ts';
import { deepImports, readIndex } from './scripts/lib/deep-imports.ts';
import { summarize, usedGraph, type ModuleSummary } from './scripts/lib/used-graph.ts';
import { preloadScript, routeFilesOf } from './scripts/lib/route-preload.ts';

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
 * index.html starts the current route's page code (its chunks and stylesheets) together with the
 * app's code, from the route table (scripts/lib/route-preload.ts): otherwise the page's code is
 * asked for only once the app's code has run, one more round trip before the first screen.
 */
function routePreload(): Plugin {
  return {
    name: 'route-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
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
        const routes = routeFilesOf(readFileSync(path.join(root, 'src/app/routes.ts'), 'utf8')).map(
          ({ path: pattern, file }) => {
            const id = path.join(root, file);
            const page = chunks.find((c) => c.moduleIds.includes(id));
            if (!page) throw new Error(`route-preload: no chunk holds ${file}`);
            const js = [...closure(page)].filter((f) => !firstLoad.has(f));
            const css = js.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
            return { path: pattern, js: js.map((f) => `/${f}`), css: [...new Set(css)].map((f) => `/${f}`) };
          },
        );
        // Before the entry script and the stylesheet (an inline script waits for a stylesheet above
        // it), after the charset (which must come within the first 1024 bytes).
        const at = html.indexOf('<script type="module"');
        if (at < 0) throw new Error('route-preload: no entry script in index.html');
        return `${html.slice(0, at)}<script>${preloadScript(routes)}</script>\n    ${html.slice(at)}`;
      },
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

// The browsers the shop supports (docs/decisions/0011-bundle-layout.md): Chrome 84 (Android's
// WeChat runs its own Chromium, newer than that) and Safari 15 (iOS 15, in WeChat too). Both run
// class private fields and methods natively; written out for ES2020 they grew the first load of
// '/' by 1.5 KiB (TanStack Query's classes).
const BROWSERS = ['es2020'];

export default defineConfig(({ command, mode }) => ({
  plugins: [react(), antdDeepImports(), chunkLayoutPlugin(), demoMode(mode), routePreload()],
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
