// The module graph as the code uses it, for the chunk layout (vite.config.ts). A library's index
// module (`export { useQuery } from './useQuery.js'`) imports every part of the library, so in the
// bundler's graph a page that uses one hook imports them all: the first-load chunk took in TanStack
// Query's useQueries, which only the order pages use, and antd-mobile's inputs took ahooks'
// ResizeObserver polyfill, which only the image viewer uses. Here an import of names from such an
// index leads to the modules that define those names. Pure, apart from `parseSync` (oxc's parser,
// as Vite ships it).
import { parseSync } from 'vite';

/** What one import or re-export statement takes from a source: names, or everything (`*`). */
interface Use {
  source: string;
  /** Imported names ('default' for a default import), or '*' for a namespace or `export *`. */
  names: string[] | '*';
}

export interface ModuleSummary {
  /** Every statement that loads another module, in order. */
  uses: Use[];
  /**
   * For a module made only of imports and re-exports (an index), each exported name → where it
   * comes from; undefined when the module has code of its own.
   */
  reexports?: Map<string, { source: string; name: string }>;
  /** An index's `export * from` sources, searched for names not listed. */
  stars?: string[];
  /** An index's imports for their side effects (a stylesheet): whoever uses the index loads them. */
  sideEffects?: string[];
}

type Node = { type: string; [key: string]: unknown };
const nameOf = (n: unknown): string => {
  const node = n as { type: string; name?: string; value?: string };
  return node.type === 'Identifier' ? node.name! : String(node.value);
};

/** Reads a module's imports and re-exports (ESM after the bundler's transforms). */
export function summarize(id: string, code: string): ModuleSummary {
  const { program } = parseSync(id, code, { lang: /\.tsx?$/.test(id) ? 'tsx' : 'js', sourceType: 'module' });
  const uses: Use[] = [];
  const imported = new Map<string, { source: string; name: string }>();
  const stars: string[] = [];
  const sideEffects: string[] = [];
  let onlyReexports = true;
  const localExports = new Map<string, string | { source: string; name: string }>();
  for (const stmt of program.body as unknown as Node[]) {
    const source = (stmt.source as { value?: string } | null | undefined)?.value;
    if (stmt.type === 'ImportDeclaration' && source !== undefined) {
      const specs = stmt.specifiers as Node[];
      if (specs.length === 0) {
        uses.push({ source, names: [] });
        sideEffects.push(source);
        continue;
      }
      const names: string[] = [];
      let all = false;
      for (const s of specs) {
        const local = nameOf(s.local);
        if (s.type === 'ImportNamespaceSpecifier') {
          all = true;
          onlyReexports = false;
        } else {
          const name = s.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(s.imported);
          names.push(name);
          imported.set(local, { source, name });
        }
      }
      uses.push({ source, names: all ? '*' : names });
    } else if (stmt.type === 'ExportAllDeclaration' && source !== undefined) {
      uses.push({ source, names: '*' });
      if (stmt.exported)
        onlyReexports = false; // export * as ns
      else stars.push(source);
    } else if (stmt.type === 'ExportNamedDeclaration' && source !== undefined) {
      const specs = stmt.specifiers as Node[];
      uses.push({ source, names: specs.map((s) => nameOf(s.local)) });
      for (const s of specs) localExports.set(nameOf(s.exported), { source, name: nameOf(s.local) });
    } else if (stmt.type === 'ExportNamedDeclaration' && !stmt.declaration) {
      for (const s of stmt.specifiers as Node[]) localExports.set(nameOf(s.exported), nameOf(s.local));
    } else if (
      stmt.type === 'ExportDefaultDeclaration' &&
      (stmt.declaration as Node | undefined)?.type === 'Identifier'
    ) {
      localExports.set('default', nameOf(stmt.declaration));
    } else {
      onlyReexports = false;
    }
  }
  if (!onlyReexports) return { uses };
  const reexports = new Map<string, { source: string; name: string }>();
  for (const [exported, local] of localExports) {
    const from = typeof local === 'string' ? imported.get(local) : local;
    if (!from) return { uses }; // exports a binding of its own
    reexports.set(exported, from);
  }
  return { uses, reexports, stars, sideEffects };
}

export interface UsedGraphInput {
  ids: readonly string[];
  summary(id: string): ModuleSummary | undefined;
  /** The id an import source resolves to from a module, if any. */
  resolve(source: string, importer: string): string | undefined;
  /** The names a module exports (its own and re-exported), for `export *` lookups. */
  exports(id: string): readonly string[];
  /** The bundler's own static imports, for modules that cannot be read. */
  importedIds(id: string): readonly string[];
}

/** Each module's static imports, with imports of names from an index led to their modules. */
export function usedGraph(input: UsedGraphInput): Map<string, string[]> {
  const out = new Map<string, string[]>();
  // The modules an import of `name` from `id` needs: the one defining it, following indexes of
  // indexes, and the stylesheets those indexes import.
  const definers = (id: string, name: string, into: Set<string>, depth = 0): void => {
    const summary = input.summary(id);
    if (!summary?.reexports || depth > 20) {
      into.add(id);
      return;
    }
    into.add(id); // the index itself stays in the bundle for its stylesheet imports
    const direct = summary.reexports.get(name);
    const next = direct
      ? { id: input.resolve(direct.source, id), name: direct.name }
      : (summary.stars ?? [])
          .map((source) => ({ id: input.resolve(source, id), name }))
          .find((s) => s.id !== undefined && input.exports(s.id).includes(name));
    if (next?.id) definers(next.id, next.name, into, depth + 1);
    else into.add(id);
  };
  for (const id of input.ids) {
    const summary = input.summary(id);
    if (!summary) {
      out.set(id, [...input.importedIds(id)]);
      continue;
    }
    if (summary.reexports) {
      // An index leads only to what it imports for side effects; its names lead on from importers.
      out.set(
        id,
        (summary.sideEffects ?? []).flatMap((source) => input.resolve(source, id) ?? []),
      );
      continue;
    }
    const deps = new Set<string>();
    for (const use of summary.uses) {
      const target = input.resolve(use.source, id);
      if (!target) continue;
      const index = input.summary(target)?.reexports;
      if (!index || use.names === '*' || use.names.length === 0) deps.add(target);
      else for (const name of use.names) definers(target, name, deps);
    }
    out.set(id, [...deps]);
  }
  return out;
}
