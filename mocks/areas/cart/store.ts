// PLACEHOLDER until the cart area lands (being written now).
import type { CatalogueApi } from '../../db';
export type CartStore = Record<string, never>;
export function createCartStore(_deps: { catalogue: CatalogueApi }): CartStore {
  return {};
}
