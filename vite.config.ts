import { defineConfig, type HttpProxy, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

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
                { name: 'app', test: (id: string) => firstLoad.has(id), priority: 2 },
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

export default defineConfig({
  plugins: [react(), firstLoadChunk()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // localhost only: the dev server serves source files and the mock's control API. `npm start --
  // --phone` (scripts/start.ts) or `--host` opens it to the network.
  server: { host: 'localhost', proxy },
  preview: { host: 'localhost', proxy },
  build: { target: 'es2020', cssCodeSplit: true },
  // The app's one page: not the HTML of builds (dist-*/) or of the API reference (dist-docs/).
  optimizeDeps: { entries: ['index.html'] },
});
