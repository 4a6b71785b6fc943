// PLACEHOLDER until the addresses area lands (being written now).
import type { AddressesApi } from '../../db';
export type AddressesStore = AddressesApi;
export function createAddressesStore(): AddressesStore {
  return {
    address: () => {
      throw new Error('addresses store not written yet');
    },
  };
}
