// Seeded addresses: user 10001 has a default one in Shenzhen and one in Guangzhou (the contract
// examples' 40001 and 40002); user 10002 has none, for the empty state and the first-address rule.
export interface SeedAddress {
  addressId: number;
  userId: number;
  name: string;
  mobile: string;
  stateId: number;
  cityId: number;
  countyId: number;
  street: string;
  isDefault: boolean;
}

export const SEED_ADDRESSES: readonly SeedAddress[] = [
  {
    addressId: 40001,
    userId: 10001,
    name: '张三',
    mobile: '13800138000',
    stateId: 440000,
    cityId: 440300,
    countyId: 440305,
    street: '科技园科苑路 15 号',
    isDefault: true,
  },
  {
    addressId: 40002,
    userId: 10001,
    name: '李娜',
    mobile: '13912345678',
    stateId: 440000,
    cityId: 440100,
    countyId: 440106,
    street: '天河路 385 号太古汇一座 2805',
    isDefault: false,
  },
];

export const FIRST_NEW_ADDRESS_ID = 40003;
/** Per user; the contract's add_address example "最多只能保存 20 个收货地址". */
export const MAX_ADDRESSES = 20;
