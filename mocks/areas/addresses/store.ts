// Addresses: each user's delivery addresses, with exactly one default while the user has any.
// Orders read them through AddressesApi (mocks/db.ts); the handlers use the rest.
import { refill, type Persistent } from '../../core/persistent';
import type { AddressesApi, Schemas } from '../../db';
import { areaChain, childAreas } from './areas';
import { FIRST_NEW_ADDRESS_ID, MAX_ADDRESSES, SEED_ADDRESSES, type SeedAddress } from './fixtures';

type Address = Schemas['Address'];

/** A new or edited address: the stored fields but its id and owner. */
export type AddressInput = Omit<SeedAddress, 'addressId' | 'userId'>;

export type AddressResult = { ok: true; address: Address } | { ok: false; msg: string };

export const MSG_NOT_FOUND = '地址不存在或已删除';

export interface AddressesStore extends AddressesApi, Persistent {
  /** The user's addresses, default first, then the newest first. */
  list(userId: number): Address[];
  add(userId: number, input: AddressInput): AddressResult;
  change(userId: number, addressId: number, input: AddressInput): AddressResult;
  setDefault(userId: number, addressId: number): boolean;
  remove(userId: number, addressId: number): boolean;
  /** Picker areas under pid (0: provinces). */
  areas(pid: number): Schemas['Area'][];
}

interface Row {
  userId: number;
  address: Address;
}

export function createAddressesStore(): AddressesStore {
  const rows = new Map<number, Row>();
  let nextId = FIRST_NEW_ADDRESS_ID;

  /** Builds the contract's Address; undefined when the area ids do not chain. */
  function build(addressId: number, input: AddressInput): Address | undefined {
    const names = areaChain(input.stateId, input.cityId, input.countyId);
    if (!names) return undefined;
    return {
      address_book_id: addressId,
      address_name: input.name,
      address_mobile_phone: input.mobile,
      address_state_id: input.stateId,
      address_city_id: input.cityId,
      address_county_id: input.countyId,
      address_state_name: names.state,
      address_city_name: names.city,
      address_county_name: names.county,
      address_street: input.street,
      is_default: input.isDefault ? 1 : 0,
    };
  }

  for (const s of SEED_ADDRESSES) {
    const address = build(s.addressId, { ...s });
    if (!address) throw new Error(`seed address ${s.addressId} has areas that do not chain`);
    rows.set(s.addressId, { userId: s.userId, address });
  }

  const own = (userId: number, addressId: number) => {
    const row = rows.get(addressId);
    return row && row.userId === userId ? row : undefined;
  };
  const rowsOf = (userId: number) => [...rows.values()].filter((r) => r.userId === userId);

  function makeDefault(userId: number, addressId: number) {
    for (const r of rowsOf(userId)) r.address.is_default = r.address.address_book_id === addressId ? 1 : 0;
  }

  const list = (userId: number) =>
    rowsOf(userId)
      .map((r) => ({ ...r.address }))
      .sort((a, b) => b.is_default - a.is_default || b.address_book_id - a.address_book_id);

  return {
    snapshot: () => ({ rows, nextId }),
    restore(state) {
      const s = state as { rows: typeof rows; nextId: number };
      refill(rows, s.rows);
      nextId = s.nextId;
    },
    address: (userId, addressId) => {
      const row = own(userId, addressId);
      return row ? { ...row.address } : undefined;
    },
    list,
    areas: childAreas,

    add(userId, input) {
      const mine = rowsOf(userId);
      if (mine.length >= MAX_ADDRESSES) return { ok: false, msg: `最多只能保存 ${MAX_ADDRESSES} 个收货地址` };
      const address = build(nextId, input);
      if (!address) return { ok: false, msg: '地区无效，请重新选择' };
      nextId += 1;
      rows.set(address.address_book_id, { userId, address });
      // The first address is the default (contract), as is one saved with is_default 1.
      if (input.isDefault || mine.length === 0) makeDefault(userId, address.address_book_id);
      return { ok: true, address: { ...address } };
    },

    change(userId, addressId, input) {
      const row = own(userId, addressId);
      if (!row) return { ok: false, msg: MSG_NOT_FOUND };
      const wasDefault = row.address.is_default === 1;
      const address = build(addressId, input);
      if (!address) return { ok: false, msg: '地区无效，请重新选择' };
      // is_default 0 on the default address keeps it default: a user with addresses always has
      // exactly one, and the way to move it is to make another address the default.
      address.is_default = wasDefault ? 1 : 0;
      row.address = address;
      if (input.isDefault) makeDefault(userId, addressId);
      return { ok: true, address: { ...row.address } };
    },

    setDefault(userId, addressId) {
      if (!own(userId, addressId)) return false;
      makeDefault(userId, addressId);
      return true;
    },

    remove(userId, addressId) {
      const row = own(userId, addressId);
      if (!row) return false;
      rows.delete(addressId);
      // The contract: removing the default makes the most recently added address the default
      // (none when nothing is left).
      if (row.address.is_default === 1) {
        const newest = rowsOf(userId).sort(
          (a, b) => b.address.address_book_id - a.address.address_book_id,
        )[0];
        if (newest) makeDefault(userId, newest.address.address_book_id);
      }
      return true;
    },
  };
}
