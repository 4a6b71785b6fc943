// Why: index.html asks for the route's page code with the app's, a round trip sooner (decision 0006).
import { build, type Plugin, type Rollup } from 'vite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT as root } from '../lib/paths.ts';
import { ROUTES, type RouteData } from '../../src/app/route-data.ts';
import { chunkClosure, preloadScript } from '../lib/route-preload.ts';
import { quietUseClient } from './quiet-use-client.ts';

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
      rolldownOptions: { treeshake: { moduleSideEffects: false }, onwarn: quietUseClient },
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
export function routePreload(mode: string): Plugin {
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
        const earlyReads = await bundleEarlyReads(mode, target);
        // A page outside the bottom tabs comes inside the page frame (src/app/routes.ts loadPage).
        const frame = closure(chunkOf('src/components/page-header/framed.tsx'));
        const routes = ROUTES.map(({ path: pattern, file, tab }: RouteData) => {
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
