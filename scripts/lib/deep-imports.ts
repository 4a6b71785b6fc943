// antd-mobile imports ahooks and antd-mobile-icons through their index modules
// (`import { useSize } from 'ahooks'`). The bundle drops what is unused, but the module graph still
// links every page that uses one hook to all of them, and the chunk layout (chunk-layout.ts) reads
// that graph: code only the lazy image viewer uses (ResizeObserver's polyfill, icons) was placed
// in the forms chunk. Rewriting those imports to the modules that define each name, as
// babel-plugin-import does, gives the layout the real graph. Pure: the plugin reads the indexes.

/** Name → module (relative to the index) and whether it is that module's default export. */
export type IndexMap = Map<string, { from: string; isDefault: boolean }>;

/** Reads an index module's `import x from './x'` + `export { x }` and `export { default as x } from './x'` lines. */
export function readIndex(source: string): IndexMap {
  const map: IndexMap = new Map();
  for (const m of source.matchAll(/^import (\w+) from '(\.[^']+)';$/gm))
    map.set(m[1], { from: m[2], isDefault: true });
  for (const m of source.matchAll(/^import \{ (\w+) \} from '(\.[^']+)';$/gm))
    map.set(m[1], { from: m[2], isDefault: false });
  for (const m of source.matchAll(/^export \{ default as (\w+) \} from '(\.[^']+)';$/gm))
    map.set(m[1], { from: m[2], isDefault: true });
  return map;
}

/**
 * The source with `import { a, b as c } from '<pkg>'` replaced by one import per name from the
 * module defining it (`<dir>/<module>`); unchanged when a name is not in the index.
 */
export function deepImports(source: string, pkg: string, dir: string, index: IndexMap): string {
  const pattern = new RegExp(`import \\{([^}]*)\\} from '${pkg.replace(/[-/]/g, '\\$&')}';?`, 'g');
  return source.replace(pattern, (whole, names: string) => {
    const specs = names
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        const [name, local = name] = s.split(/\s+as\s+/);
        return { name, local, at: index.get(name) };
      });
    if (specs.some((s) => !s.at)) return whole;
    return specs
      .map(({ name, local, at }) => {
        const from = `${dir}/${at!.from.replace(/^\.\//, '')}`;
        return at!.isDefault
          ? `import ${local} from '${from}';`
          : `import { ${name} as ${local} } from '${from}';`;
      })
      .join('\n');
  });
}
