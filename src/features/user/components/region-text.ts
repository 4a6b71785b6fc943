import type { Address } from '@/calls/get-reciver-address-list';

/** "广东省 深圳市 南山区": the names the server sends with an address. */
export const regionText = (a: Address): string =>
  [a.address_state_name, a.address_city_name, a.address_county_name].filter(Boolean).join(' ');
