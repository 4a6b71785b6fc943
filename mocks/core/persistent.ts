// What a store hands over to be kept between runs, and where it is kept: node-free, so the same
// stores run in the browser demo (mocks/browser.ts keeps them in IndexedDB) and under Node
// (persist.ts keeps them in a file).

/** A store that can hand over its state and take it back (into a freshly seeded store). */
export interface Persistent {
  snapshot(): unknown;
  restore(state: unknown): void;
}

/** Replaces a Map's or Set's entries in place (stores hold them in `const`s). */
export function refill<K, V>(target: Map<K, V>, from: Map<K, V>): void;
export function refill<T>(target: Set<T>, from: Set<T>): void;
export function refill(
  target: Map<unknown, unknown> | Set<unknown>,
  from: Map<unknown, unknown> | Set<unknown>,
) {
  target.clear();
  if (target instanceof Map) for (const [k, v] of from as Map<unknown, unknown>) target.set(k, v);
  else for (const v of from as Set<unknown>) target.add(v);
}

export type Loaded = { found: true; state: unknown; savedAt: string } | { found: false; note?: string };

/** Where the mock keeps its data: a file under Node, IndexedDB in the browser demo. */
export interface StateStore {
  /** Where it is, for the log. */
  readonly file: string;
  load(): Loaded;
  save(state: unknown): void;
}
