import { defineConfig, type HttpProxy } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { antdDeepImports } from './scripts/vite-plugins/antd-deep-imports.ts';
import { chunkLayoutPlugin, HASH, pageOrLayoutChunk } from './scripts/vite-plugins/chunk-layout.ts';
import { contentSecurityPolicy } from './scripts/vite-plugins/content-security-policy.ts';
import { quietUseClient } from './scripts/vite-plugins/quiet-use-client.ts';
import { demoMode } from './scripts/vite-plugins/demo-mode.ts';
import { hybridStack } from './scripts/vite-plugins/hybrid-stack.ts';
import { inlineEntryCss } from './scripts/vite-plugins/inline-entry-css.ts';
import { libraryMessages } from './scripts/vite-plugins/library-messages.ts';
import { productionAssets } from './scripts/vite-plugins/production-assets.ts';
import { routePreload } from './scripts/vite-plugins/route-preload.ts';
import { routerTreeShaking } from './scripts/vite-plugins/router-tree-shaking.ts';
import { securityHeaders } from './scripts/vite-plugins/security-headers.ts';

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
  // Hybrid mode's routing table lives in the front door (mocks/server/edge.ts), not in the mock.
  '/__mock/routing': { target: api, changeOrigin: true },
  '/__mock': { target: direct, changeOrigin: true },
};

/** Paths the preview server passes to the mock: their pages are the mock's, not the app's. */
const PROXIED = Object.keys(proxy);

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
  // One plugin a file in scripts/vite-plugins/. The order of the last four matters: each rewrites
  // index.html after the one before it (the preload's scripts, then the inlined stylesheet, then the
  // policy that hashes both).
  plugins: [
    react(),
    antdDeepImports(),
    routerTreeShaking(),
    libraryMessages(),
    chunkLayoutPlugin(),
    demoMode(mode),
    hybridStack(),
    // EARLY_START=off: a build without index.html's early reads, only to measure what they cost
    // and save (npm run perf:startup -- --compare; docs/performance.md).
    routePreload(mode, { earlyReads: process.env.EARLY_START !== 'off' }),
    inlineEntryCss(),
    contentSecurityPolicy(mode, PROXIED),
    securityHeaders(),
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
    // A lazy page is an entry of the build, loaded by index.html's one table with its scripts and
    // stylesheets (scripts/vite-plugins/route-preload.ts, and loadPage in src/app/routes.ts): the
    // app's code carries no list of them. The route table's first calls import layout chunks, whose
    // scripts the table preloads too: only their stylesheets stay in Vite's list. Other lazy code
    // (toast, dialog) keeps Vite's list.
    // (The polyfill stays: Safari before 17 has no modulepreload.)
    modulePreload: {
      resolveDependencies: (file, deps) =>
        pageOrLayoutChunk(file) ? deps.filter((d) => d.endsWith('.css')) : deps,
    },
    target: BROWSERS,
    cssCodeSplit: true,
    rolldownOptions: {
      onwarn: quietUseClient,
      // Seven characters of hash, not eight (the fewest Rolldown allows for this many chunks): every
      // file name is written in index.html's route table and in the first load's import maps, and
      // the first load of '/' is 0.25 KiB lighter (42 bits still tell a build's files apart).
      output: {
        entryFileNames: `assets/[name]-[hash:${HASH}].js`,
        chunkFileNames: `assets/[name]-[hash:${HASH}].js`,
        assetFileNames: `assets/[name]-[hash:${HASH}][extname]`,
      },
    },
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
  },
  // The app's one page: not the HTML of builds (dist-*/) or of the API reference (dist-docs/).
  optimizeDeps: { entries: ['index.html'] },
}));
