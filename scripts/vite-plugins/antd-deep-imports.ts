// Why: antd-mobile imports ahooks and its icons from their index, which would bundle all of them.
import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT as root } from '../lib/paths.ts';
import { deepImports, readIndex } from '../lib/deep-imports.ts';

/** antd-mobile's imports of ahooks and its icons, from the module of each name (scripts/lib/deep-imports.ts). */
export function antdDeepImports(): Plugin {
  const packages = [
    { pkg: 'ahooks', dir: 'ahooks/es', index: 'node_modules/ahooks/es/index.js' },
    {
      pkg: 'antd-mobile-icons',
      dir: 'antd-mobile-icons/es',
      index: 'node_modules/antd-mobile-icons/es/index.js',
    },
  ].map((p) => ({ ...p, map: readIndex(readFileSync(path.join(root, p.index), 'utf8')) }));
  return {
    name: 'antd-deep-imports',
    apply: 'build',
    transform: {
      filter: { id: /\/node_modules\/antd-mobile\/es\// },
      handler(code) {
        let out = code;
        for (const { pkg, dir, map } of packages) out = deepImports(out, pkg, dir, map);
        return out === code ? null : { code: out, map: null };
      },
    },
  };
}
