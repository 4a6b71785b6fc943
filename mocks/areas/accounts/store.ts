// PLACEHOLDER until the accounts area lands (being written now).
import type { AccountsApi, CatalogueApi } from '../../db';
export type AccountsStore = AccountsApi;
export function createAccountsStore(_deps: { catalogue: CatalogueApi }): AccountsStore {
  const todo = (): never => {
    throw new Error('accounts store not written yet');
  };
  return { userByToken: todo, user: todo, usableCoupons: todo, useCoupon: todo, restoreCoupon: todo };
}
