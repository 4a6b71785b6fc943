// PLACEHOLDER until the reviews area lands (being written now).
import type { AccountsApi, CatalogueApi, OrdersApi } from '../../db';
export type ReviewsStore = Record<string, never>;
export function createReviewsStore(_deps: {
  catalogue: CatalogueApi;
  accounts: AccountsApi;
  orders: OrdersApi;
}): ReviewsStore {
  return {};
}
