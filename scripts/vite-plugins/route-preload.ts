// Why: index.html asks for the route's page code with the app's, a round trip sooner (decision 0006).
import { build, type Plugin, type Rollup } from 'vite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT as root } from '../lib/paths.ts';
import { ROUTES, type RouteData } from '../../src/app/route-data.ts';
import { chunkClosure, preloadScript, stylesheetsInOrder } from '../lib/route-preload.ts';
import { quietUseClient } from './quiet-use-client.ts';

/**
 * Modules the app takes from the early reads' script instead of carrying a copy of its own: the
 * script needs them to build its requests (the session from its cookie, the operation table, the
 * settings), so index.html holds them anyway, and its inline scripts run before any module script.
 * Each is bundled whole into the script (every export); the app's build reads them from there.
 */
export const SHARED_MODULES = [
  'src/api/operations.gen.ts',
  'src/api/shapes.gen.ts',
  'src/api/read-request.ts',
  'src/config.ts',
  'src/domain/md5.ts',
  'src/lib/api-options.ts',
  'src/lib/contract-shape.ts',
  'src/lib/cookies.ts',
  'src/lib/image-src.ts',
  'src/lib/local-raw.ts',
  'src/lib/session.ts',
] as const;

/**
 * The early reads' global (its exports, `shared` among them: for each of SHARED_MODULES in order,
 * its exports' values in the order of their names).
 */
const GLOBAL = '__shopEarlyReads';

/** The page of the first load (src/app/router.tsx imports it): no entry of its own. */
const HOME_FILE = 'src/features/home/home-page.tsx';

interface EarlyReads {
  /** The inline script. */
  code: string;
  /** The export names of each of SHARED_MODULES, in order. */
  exports: string[][];
}

/**
 * The early reads' entry: src/app/early-reads.ts's exports and `shared`. Without the shared
 * modules' export names, `shared` holds their namespaces (the build that finds the names); with
 * them, each module's exports as an array of values in that order: no namespace objects with a
 * getter per name in the script, no names in it or in the app's reads (0.35 KiB gzip).
 */
export function earlyReadsEntry(earlyReads: string, shared: readonly string[], exports?: string[][]): string {
  const imports = shared.map((f, i) =>
    exports
      ? `import { ${exports[i].map((n, j) => `${n} as s${i}_${j}`).join(', ')} } from ${JSON.stringify(f)};\n`
      : `import * as s${i} from ${JSON.stringify(f)};\n`,
  );
  const values = shared.map((_, i) =>
    exports ? `[${exports[i].map((_n, j) => `s${i}_${j}`).join(',')}]` : `s${i}`,
  );
  return (
    `export * from ${JSON.stringify(earlyReads)};\n` +
    imports.join('') +
    `export const shared = [${values.join(',')}];\n`
  );
}

/**
 * The early reads (src/app/early-reads.ts) as one small script for index.html: the same modules
 * the app runs (the call modules' reads, the client's URL and session fields, the session cookie),
 * bundled on their own. Nothing of theirs runs on import, so all but what the reads use is left out,
 * except SHARED_MODULES, which the app takes from here. Built twice: the first build finds the
 * shared modules' export names, the second lays their values out by them.
 */
async function bundleEarlyReads(mode: string, target: string | string[] | false): Promise<EarlyReads> {
  const shared = SHARED_MODULES.map((f) => path.join(root, f));
  const earlyReads = path.join(root, 'src/app/early-reads.ts');
  const entry = path.join(root, 'src/app/early-reads.entry.ts');
  const once = async (names?: string[][]): Promise<EarlyReads> => {
    let exports: string[][] = [];
    const result = await build({
      configFile: false,
      root,
      mode,
      logLevel: 'warn',
      resolve: { alias: { '@': path.join(root, 'src') } },
      plugins: [
        {
          name: 'early-reads-entry',
          enforce: 'pre',
          resolveId: (id) => (id === entry ? entry : null),
          load: (id) => (id === entry ? earlyReadsEntry(earlyReads, shared, names) : null),
          buildEnd() {
            exports = shared.map((f) => {
              const found = this.getModuleInfo(f)?.exports;
              if (!found) throw new Error(`route-preload: no exports for ${f}`);
              return found;
            });
          },
        },
      ],
      build: {
        write: false,
        target: target || 'es2020',
        lib: { entry, formats: ['iife'], name: GLOBAL },
        rolldownOptions: { treeshake: { moduleSideEffects: false }, onwarn: quietUseClient },
      },
    });
    const output = (Array.isArray(result) ? result[0] : result) as Rollup.RolldownOutput;
    return { code: output.output[0].code.trim(), exports };
  };
  const { exports } = await once();
  const laidOut = await once(exports);
  if (JSON.stringify(laidOut.exports) !== JSON.stringify(exports))
    throw new Error("route-preload: the shared modules' exports differ between the two builds");
  const { code } = laidOut;
  if (code.includes('</script') || code.includes('<!--'))
    throw new Error('route-preload: early reads cannot be inlined');
  return { code: deferredGlobal(code), exports };
}

/**
 * The bundle's global, built when first read instead of while index.html is parsed: the parse (in
 * which the browser asks for the app's code) stays short, and the reads are built and sent in a task
 * of their own right after it (decision 0013). Whichever comes first builds it: that task, or the
 * app's code reading a shared module (when its code comes from the cache, it may run first).
 */
export function deferredGlobal(code: string): string {
  const head = `var ${GLOBAL}=`;
  if (!code.startsWith(head)) throw new Error(`route-preload: the early reads do not start with ${head}`);
  const body = code.slice(head.length).replace(/;$/, '');
  return (
    `(function(w){var v,f=function(){return ${body}};` +
    `Object.defineProperty(w,'${GLOBAL}',{configurable:true,get:function(){return v||(v=f())}})})(window);\n` +
    `setTimeout(function(){${GLOBAL}.boot()})`
  );
}

/** A shared module as the app's build sees it: its exports, read from the early reads' global. */
export function sharedModuleCode(index: number, names: readonly string[]): string {
  const lines = names.map((n, j) =>
    n === 'default' ? `export default m[${j}];` : `export const ${n} = m[${j}];`,
  );
  return `const m = window.${GLOBAL}.shared[${index}];\n${lines.join('\n')}\n`;
}

/**
 * An SVG as the text of a data URL inside a double-quoted attribute: only what a URL or the
 * attribute cannot hold is escaped (a third of the bytes of encodeURIComponent's form).
 */
export const svgDataText = (svg: string): string =>
  svg
    .replace(/\s+/g, ' ')
    .replace(/"/g, "'")
    .replace(/[%#<>&]/g, (c) => encodeURIComponent(c));

/** The build's inputs: index.html and every lazy page file, named after it (login-page...). */
export function pageInputs(): Record<string, string> {
  const inputs: Record<string, string> = { index: path.join(root, 'index.html') };
  for (const { file } of ROUTES) {
    if (file === HOME_FILE) continue;
    const name = path.basename(file, path.extname(file));
    if (name in inputs) throw new Error(`route-preload: two page files named ${name}`);
    inputs[name] = path.join(root, file);
  }
  return inputs;
}

/**
 * index.html starts the current route's page code (its chunks and stylesheets) together with the
 * app's code, from the route table (scripts/lib/route-preload.ts): otherwise the page's code is
 * asked for only once the app's code has run, one more round trip before the first screen. For the
 * pages of src/app/early-reads.ts it sends their first reads too (docs/decisions/0013), unless
 * `earlyReads` is false (the measurement of what the early start costs and saves, perf:startup).
 */
export function routePreload(mode: string, { earlyReads: withEarlyReads = true } = {}): Plugin {
  let target: string | string[] | false = 'es2020';
  let early: EarlyReads | undefined;
  const shared: readonly string[] = SHARED_MODULES.map((f) => path.join(root, f));
  return {
    name: 'route-preload',
    apply: 'build',
    // Every lazy page is an entry of the build: its chunk is made without the app's code naming it
    // (no import() of each page, nor Vite's list of each page's stylesheets, in the first load);
    // index.html's table names it, and src/app/routes.ts loads it by that (window.__loadPage). Its
    // default export is kept for that import.
    config: () => ({
      build: {
        rolldownOptions: {
          input: pageInputs(),
          preserveEntrySignatures: 'allow-extension',
        },
      },
    }),
    configResolved(config) {
      target = config.build.target;
    },
    async buildStart() {
      if (withEarlyReads) early = await bundleEarlyReads(mode, target);
    },
    // The app's copy of a shared module is the early reads' one (one copy of the code, and of its
    // state: the session's listeners, the device id made on a first visit).
    load(id) {
      const index = shared.indexOf(id);
      if (index < 0 || !early) return null;
      return sharedModuleCode(index, early.exports[index]);
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
          `<link rel="icon" href="data:image/svg+xml,${svgDataText(icon)}" type="image/svg+xml" />`,
        );
        const chunks = Object.values(ctx.bundle).filter((o): o is Rollup.OutputChunk => o.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: Rollup.OutputChunk) =>
          chunkClosure(start.fileName, (f) => byFile.get(f)?.imports);
        const htmlEntry = path.join(root, 'index.html');
        const entry = chunks.find((c) => c.isEntry && c.facadeModuleId === htmlEntry);
        if (!entry) throw new Error('route-preload: no entry chunk for index.html');
        const firstLoad = closure(entry);
        const chunkOf = (file: string) => {
          const chunk = chunks.find((c) => c.moduleIds.includes(path.join(root, file)));
          if (!chunk) throw new Error(`route-preload: no chunk holds ${file}`);
          return chunk;
        };
        if (withEarlyReads && !early) throw new Error('route-preload: the early reads were not built');
        // A page outside the bottom tabs comes inside the page frame (src/app/routes.ts loadPage).
        const frameChunk = chunkOf('src/components/page-header/framed.tsx');
        const frame = closure(frameChunk);
        const chunkAt = (f: string) => {
          const chunk = byFile.get(f);
          return chunk && { imports: chunk.imports, css: chunk.viteMetadata?.importedCss ?? [] };
        };
        const routes = ROUTES.map(({ path: pattern, file, tab }: RouteData) => {
          const pageChunk = chunkOf(file);
          const page = closure(pageChunk);
          if (!tab) frame.forEach((f) => page.add(f));
          const js = [...page].filter((f) => !firstLoad.has(f));
          // As Vite's preload helper adds them: the page's, then the frame's (loadPage imports both).
          const css = [
            ...stylesheetsInOrder(pageChunk.fileName, firstLoad, chunkAt),
            ...(tab ? [] : stylesheetsInOrder(frameChunk.fileName, firstLoad, chunkAt)),
          ];
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
          (early ? `<script>${early.code}</script>\n    ` : '') +
          html.slice(at)
        );
      },
    },
  };
}
