// Why: react-router's components the shop does not use would otherwise stay in every first load.
import type { Plugin } from 'vite';
import path from 'node:path';
import { ROUTER_CHUNK, shakeableRouter } from '../lib/router-tree-shaking.ts';

/**
 * Lets the bundler drop react-router's unused components (scripts/lib/router-tree-shaking.ts). A
 * react-router whose chunk no longer has the shape fails the build, so the saving cannot vanish
 * unnoticed.
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
      return { code: shaken.code, map: null };
    },
  };
}
