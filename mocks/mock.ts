// The stateful mock: stores seeded from deterministic fixtures, the handlers of every area, the
// scenario switch, the images and the control API. Served over HTTP by server/main.ts and to
// component tests by MSW (node.ts): one mock for every test level.
import type { RequestHandler } from 'msw';
import { createAccountsStore, type AccountsStore } from './areas/accounts/store';
import { accountsHandlers } from './areas/accounts/handlers';
import { createAddressesStore, type AddressesStore } from './areas/addresses/store';
import { addressesHandlers } from './areas/addresses/handlers';
import { createCatalogueStore, type CatalogueStore } from './areas/catalogue/store';
import { catalogueHandlers } from './areas/catalogue/handlers';
import { createCartStore, type CartStore } from './areas/cart/store';
import { cartHandlers } from './areas/cart/handlers';
import { createOrdersStore, type OrdersStore } from './areas/orders/store';
import { ordersHandlers } from './areas/orders/handlers';
import { createReviewsStore, type ReviewsStore } from './areas/reviews/store';
import { reviewsHandlers } from './areas/reviews/handlers';
import { assetHandler } from './core/assets';
import { Scenarios, scenarioHandler } from './core/scenarios';
import { strictHandler } from './core/strict';
import { controlHandlers } from './control';
import { gatewayHandlers } from './areas/orders/gateways';

export interface MockDb {
  accounts: AccountsStore;
  addresses: AddressesStore;
  catalogue: CatalogueStore;
  cart: CartStore;
  orders: OrdersStore;
  reviews: ReviewsStore;
}

export function createDb(): MockDb {
  const catalogue = createCatalogueStore();
  const accounts = createAccountsStore({ catalogue });
  const addresses = createAddressesStore();
  const cart = createCartStore({ catalogue });
  const orders = createOrdersStore({ catalogue, accounts, addresses, cart });
  const reviews = createReviewsStore({ catalogue, accounts, orders });
  return { accounts, addresses, catalogue, cart, orders, reviews };
}

export interface Mock {
  /** The live stores; `reset()` replaces them with freshly seeded ones. */
  db: MockDb;
  scenarios: Scenarios;
  handlers: RequestHandler[];
  reset(): void;
}

export function createMock(): Mock {
  const db = createDb();
  const scenarios = new Scenarios();
  const mock: Mock = {
    db,
    scenarios,
    handlers: [],
    reset() {
      Object.assign(db, createDb());
      scenarios.clear();
    },
  };
  mock.handlers = [
    // First: a request the contract refuses never reaches a scenario or an area.
    strictHandler(),
    scenarioHandler(scenarios),
    ...controlHandlers(mock),
    ...gatewayHandlers(mock),
    ...accountsHandlers(db),
    ...addressesHandlers(db),
    ...catalogueHandlers(db),
    ...cartHandlers(db),
    ...ordersHandlers(db),
    ...reviewsHandlers(db),
    // Last, so an area can serve its own files under /mock-assets/ (uploaded review photos).
    assetHandler,
  ];
  return mock;
}
