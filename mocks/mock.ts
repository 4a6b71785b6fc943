// The stateful mock: stores seeded from deterministic fixtures, the handlers of every area, the
// faults, the scenario switch, the images and the control API. Served over HTTP by server/main.ts and to
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
import { CallLog } from './core/calls';
import { Faults, faultHandler, type Delay } from './core/faults';
import type { StateStore } from './core/persistent';
import { Scenarios, scenarioHandler } from './core/scenarios';
import { strictHandler, undecodablePathHandler } from './core/strict';
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
  faults: Faults;
  /** The calls the stack's front door answered, with their contract violations (server/edge.ts). */
  calls: CallLog;
  handlers: RequestHandler[];
  /** MockOptions.frontDoor, or null when clients reach the mock directly. */
  frontDoor: string | null;
  reset(): void;
  /** Writes the data to the state file, if the mock has one (after every call that may change it). */
  persist(): void;
}

export interface MockOptions {
  /** Every call waits this long (ms or a random range) unless a fault sets its own delay. */
  latency?: Delay;
  /** Keep the data between runs in this file: loaded now, written by persist(). */
  stateFile?: StateStore;
  /** Where to say what was loaded. */
  log?: (line: string) => void;
  /**
   * What validates requests in front of the mock (server/main.ts: `prism proxy --errors`), for
   * /__mock/health: the contract runner holds such a stack to refusing every invalid request.
   */
  frontDoor?: string;
}

const AREAS = ['accounts', 'addresses', 'catalogue', 'cart', 'orders', 'reviews'] as const;

function snapshotDb(db: MockDb): Record<string, unknown> {
  return Object.fromEntries(AREAS.map((a) => [a, db[a].snapshot()]));
}

/** A freshly seeded database with the saved data put back into it. */
function restoredDb(saved: Record<string, unknown>): MockDb {
  const db = createDb();
  for (const a of AREAS) db[a].restore(saved[a]);
  return db;
}

export function createMock(opts: MockOptions = {}): Mock {
  const db = createDb();
  const { stateFile, log = console.log } = opts;
  if (stateFile) {
    const loaded = stateFile.load();
    if (loaded.found) {
      Object.assign(db, restoredDb(loaded.state as Record<string, unknown>));
      log(`mock: data loaded from ${stateFile.file} (saved ${loaded.savedAt})`);
    } else {
      if (loaded.note) log(`mock: ${loaded.note}`);
      log(`mock: seeded data; it will be kept in ${stateFile.file}`);
    }
  }
  const scenarios = new Scenarios();
  const faults = new Faults({ latency: opts.latency });
  const mock: Mock = {
    db,
    scenarios,
    faults,
    calls: new CallLog(),
    handlers: [],
    frontDoor: opts.frontDoor ?? null,
    reset() {
      Object.assign(db, createDb());
      scenarios.clear();
      faults.clear();
      mock.persist();
    },
    persist() {
      stateFile?.save(snapshotDb(db));
    },
  };
  mock.handlers = [
    // First: a request the contract refuses never reaches a fault, a scenario or an area.
    undecodablePathHandler(),
    strictHandler(),
    faultHandler(faults),
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
