// Why: react-router's components the shop does not use, and its development messages, would
// otherwise stay in every first load.
import { parseAst, type Plugin } from 'vite';
import path from 'node:path';
import {
  DATA_ROUTER_EXPORTS,
  declarativeOnly,
  ROUTER_CHUNK,
  shakeableRouter,
  withoutMessages,
} from '../lib/router-tree-shaking.ts';

/**
 * Lets the bundler drop react-router's unused components and its data router's rendering, and
 * shortens its check messages (scripts/lib/router-tree-shaking.ts). A react-router whose chunk no
 * longer has the shape fails the build, so the saving cannot vanish unnoticed; so does a build that
 * uses a data router (its routes would throw).
 */
export function routerTreeShaking(): Plugin {
  return {
    name: 'router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_CHUNK.test(id.split(path.sep).join('/'))) return null;
      const shaken = shakeableRouter(declarativeOnly(code) ?? code);
      if (code.includes('forwardRef(') && shaken.marked === 0)
        throw new Error(`router-tree-shaking: no forwardRef call to mark in ${id}; react-router changed`);
      const short = withoutMessages(
        shaken.code,
        parseAst(shaken.code) as unknown as Parameters<typeof withoutMessages>[1],
      );
      if (code.includes('function invariant(') && short.replaced === 0)
        throw new Error(
          `router-tree-shaking: no invariant message to shorten in ${id}; react-router changed`,
        );
      return { code: short.code, map: null };
    },
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (!ROUTER_CHUNK.test(id.split(path.sep).join('/'))) continue;
          const used = DATA_ROUTER_EXPORTS.filter((name) => module.renderedExports.includes(name));
          if (used.length > 0)
            this.error(
              `router-tree-shaking: the build uses ${used.join(', ')}, a data router; react-router's chunk is written for declarative routes only (scripts/lib/router-tree-shaking.ts)`,
            );
        }
      }
    },
  };
}
