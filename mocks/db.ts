// The mock's state: one store per area, created from deterministic fixtures and reset as a whole.
// Stores talk to each other only through the small interfaces below, so each area can change
// its own data model freely.
import type { components } from '../src/api/schema';

export type Schemas = components['schemas'];

export interface User {
  userId: number;
  mobile: string;
  password: string;
  token: string;
  nickName: string;
  avatar: string;
}

/** What other areas need from accounts (auth, coupons, gift). */
export interface AccountsApi {
  userByToken(token: string | null | undefined): User | undefined;
  user(userId: number): User | undefined;
  /** Coupons the user holds that are unused, unexpired and apply to the product (all when productId is absent). */
  usableCoupons(userId: number, productId?: number): Schemas['Coupon'][];
  /** Marks a coupon used by an order; undefined when the user cannot use it. */
  useCoupon(userId: number, bonusId: number): Schemas['Coupon'] | undefined;
  /** Gives a coupon back (order cancelled before payment). */
  restoreCoupon(userId: number, bonusId: number): void;
}

/** What other areas need from the catalogue. */
export interface PhoneInfo {
  productId: number;
  name: string;
  price: string;
  pic: string;
  banben: string;
  network: string;
  /** Sold phones cannot be added to a cart or ordered. */
  sold: boolean;
  /** status 0: taken off sale. */
  onSale: boolean;
  services: Schemas['ServiceOption'][];
}

export interface PartSkuInfo {
  skuId: number;
  productId: number;
  name: string;
  price: string;
  pic: string;
  /** The chosen options as text, e.g. "白色 20W". */
  specText: string;
  storage: number;
}

export interface CatalogueApi {
  phone(productId: number): PhoneInfo | undefined;
  partSku(skuId: number): PartSkuInfo | undefined;
  /** A part's base price (pat/detail's price), or undefined when there is no such part. */
  partPrice(productId: number): string | undefined;
  /** An order took the phone: it shows as sold everywhere. */
  markSold(productId: number): void;
  /** The order was cancelled: the phone is on sale again. */
  markAvailable(productId: number): void;
  /** Takes part stock for an order; false when not enough. */
  takeStock(skuId: number, num: number): boolean;
  returnStock(skuId: number, num: number): void;
}

export interface AddressesApi {
  address(userId: number, addressId: number): Schemas['Address'] | undefined;
}

export interface OrderInfo {
  orderNo: string;
  userId: number;
  status: number;
  products: { productId: number; name: string; pic: string }[];
}

export interface OrdersApi {
  order(orderNo: string): OrderInfo | undefined;
  /** A review was published for a completed order: it becomes "reviewed" (state 5). */
  markReviewed(orderNo: string): void;
  /** Control API: move an order on (pay, ship with a logistics track, complete). */
  advance(orderNo: string, to: 'paid' | 'shipped' | 'completed'): OrderInfo;
}

export interface Stores {
  accounts: AccountsApi;
  catalogue: CatalogueApi;
  addresses: AddressesApi;
  orders: OrdersApi;
}
