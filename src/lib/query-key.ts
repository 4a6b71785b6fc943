// Query keys derived from the contract: ['get', path, params]. A prefix (['get', path]) matches
// every query of that call, so a mutation invalidates what it changes without knowing the params.
import type { paths } from '@/api/schema';

/** The contract's paths that have a GET operation. */
export type GetPath = { [P in keyof paths]: paths[P] extends { get: object } ? P : never }[keyof paths];

/** Reads the contract sends as POST (keyed like a GET, so invalidation by path works the same). */
export type PostReadPath = '/api/account/address/get_reciver_address_list';

export type QueryPath = GetPath | PostReadPath;

/** The key of one call's query (with its parameters) or of all its queries (without). */
export function callKey<P extends QueryPath>(path: P): readonly ['get', P];
export function callKey<P extends QueryPath, Q extends object>(path: P, params: Q): readonly ['get', P, Q];
export function callKey(path: string, params?: object): readonly unknown[] {
  return params === undefined ? ['get', path] : ['get', path, params];
}
