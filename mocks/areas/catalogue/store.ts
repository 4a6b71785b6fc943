// PLACEHOLDER until the catalogue area lands (being written now).
import type { CatalogueApi } from '../../db';
export type CatalogueStore = CatalogueApi;
export function createCatalogueStore(): CatalogueStore {
  const todo = (): never => {
    throw new Error('catalogue store not written yet');
  };
  return {
    phone: todo,
    partSku: todo,
    markSold: todo,
    markAvailable: todo,
    takeStock: todo,
    returnStock: todo,
  };
}
