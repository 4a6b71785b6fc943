// The raw side of src/lib/local-store.ts: localStorage that may be missing or throw, with a
// memory fallback for the page's life. Apart from the typed values and their checks so the first
// load (the session's clearing of a saved address) needs only this.
import type { LocalKey } from './local-store';

/** Values whose write to localStorage failed (or storage is missing), for this page's life. */
const memory = new Map<LocalKey, string>();

/** localStorage, or undefined where even touching it throws (sandboxed or privacy modes). */
function storage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export function readRaw(key: LocalKey): string | undefined {
  if (memory.has(key)) return memory.get(key);
  try {
    return storage()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeRaw(key: LocalKey, raw: string): void {
  const store = storage();
  try {
    if (!store) throw new Error('no localStorage');
    store.setItem(key, raw);
    memory.delete(key);
  } catch {
    // Quota or privacy mode: keep it for this page rather than lose it.
    memory.set(key, raw);
  }
}

export function removeLocal(key: LocalKey): void {
  memory.delete(key);
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to remove where storage cannot be reached.
  }
}
