// Why: the entry's stylesheet inside index.html costs no request before the first frame (decision 0013).
import type { Plugin } from 'vite';
import path from 'node:path';
import { ROOT as root } from '../lib/paths.ts';
import { chunkClosure } from '../lib/route-preload.ts';
import { entryStylesheet, inlineStylesheet } from '../lib/inline-css.ts';

/**
 * The entry's stylesheet goes into index.html as a <style> (scripts/lib/inline-css.ts, decision
 * 0013): no request before the first frame, and Chromium no longer holds that frame back. Runs
 * after the route preload (which places its scripts before the link) and before the security
 * policy (which hashes the <style>).
 */
export function inlineEntryCss(): Plugin {
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
        // index.html's entry (the lazy pages are entries of the build too: route-preload.ts).
        const htmlEntry = path.join(root, 'index.html');
        const entry = Object.values(bundle).find(
          (o) => o.type === 'chunk' && o.isEntry && o.facadeModuleId === htmlEntry,
        );
        if (!entry) throw new Error('inline-entry-css: no entry chunk for index.html');
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
