// The floor of npm run perf (docs/performance.md): scripts/floor/, a page of the shop's own
// libraries drawing one screen, built in the same run from the versions installed (so from the
// same package.json), with the same build settings as the app's: React Router's production build,
// the same transforms of react-router and antd-mobile, the libraries' development messages
// shortened alike, the same target, brotli copies beside the scripts. It is served by the app's
// own static server (vite preview with the project's config) and measured beside the shop's
// pages: what a page costs over the floor is the shop's own work.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { antdDeepImports } from '../vite-plugins/antd-deep-imports.ts';
import { libraryMessages } from '../vite-plugins/library-messages.ts';
import { routerTreeShaking } from '../vite-plugins/router-tree-shaking.ts';
import { ROOT } from './paths.ts';
import { writeBrotliCopies } from './precompress.ts';

export interface Floor {
  dir: string;
  /** index.html and every script and stylesheet of the build, gzip -9 (all of it is its first load). */
  bytes: number;
  remove(): void;
}

/** Builds the floor page into a new temporary folder. */
export async function buildFloor(): Promise<Floor> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'perf-floor-'));
  await build({
    configFile: false,
    root: path.join(ROOT, 'scripts/floor'),
    mode: 'production',
    // The libraries' "use client" notes are the app build's too; only errors matter here.
    logLevel: 'error',
    plugins: [react(), antdDeepImports(), routerTreeShaking(), libraryMessages()],
    resolve: {
      alias: [
        {
          find: /^react-router$/,
          replacement: path.join(ROOT, 'node_modules/react-router/dist/production/index.mjs'),
        },
        {
          find: /^react-router\/dom$/,
          replacement: path.join(ROOT, 'node_modules/react-router/dist/production/dom-export.mjs'),
        },
      ],
    },
    build: { outDir: dir, emptyOutDir: true, target: ['es2020'] },
  });
  const assets = readdirSync(path.join(dir, 'assets')).map((f) => `assets/${f}`);
  writeBrotliCopies(dir, assets);
  const bytes = ['index.html', ...assets.filter((f) => /\.(js|css)$/.test(f))].reduce(
    (sum, f) => sum + gzipSync(readFileSync(path.join(dir, f)), { level: 9 }).length,
    0,
  );
  return { dir, bytes, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
