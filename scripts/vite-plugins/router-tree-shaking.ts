// Why: react-router's components the shop does not use, and its development messages, would
// otherwise stay in every first load.
import { parseAst, type Plugin } from 'vite';
import path from 'node:path';
import { ROUTER_CHUNK, shakeableRouter, withoutMessages } from '../lib/router-tree-shaking.ts';

/**
 * Lets the bundler drop react-router's unused components and shortens its check messages
 * (scripts/lib/router-tree-shaking.ts). A react-router whose chunk no longer has the shape fails
 * the build, so the saving cannot vanish unnoticed.
 */
export function routerTreeShaking(): Plugin {
  return {
    name: 'router-tree-shaking',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_CHUNK.test(id.split(path.sep).join('/'))) return null;
      const shaken = shakeableRouter(code);
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
  };
}
