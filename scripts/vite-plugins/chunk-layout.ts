// Why: left alone, the bundler splits a first visit into many small requests (decision 0011).
import type { Plugin } from 'vite';
import path from 'node:path';
import { ROOT as root } from '../lib/paths.ts';
import { chunkLayout, LAZY } from '../lib/chunk-layout.ts';
import { summarize, usedGraph, type ModuleSummary } from '../lib/used-graph.ts';
import { ROUTES } from '../../src/app/route-data.ts';

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
/** Characters of content hash in the build's file names (vite.config.ts). */
export const HASH = 7;
const CHUNK_NAME = new RegExp(`([^/]+)-[\\w-]{${HASH}}\\.js$`);
/** A page's chunk or one of the layout's (what an API call module of the route table lands in). */
export const pageOrLayoutChunk = (file: string) => {
  const name = CHUNK_NAME.exec(file)?.[1] ?? '';
  return name.endsWith('-page') || layoutChunks.has(name);
};
export function chunkLayoutPlugin(): Plugin {
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
      const pages = ROUTES.map(({ file }) => ({
        id: path.join(root, file),
        feature: /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? '*',
      }));
      const frame = ids.find((id) => id.endsWith('/src/components/page-header/framed.tsx'));
      // The route table's code, whose first calls import the API call modules with import().
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
