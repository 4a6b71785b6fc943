import { describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../core/harness';
import { createAddressesStore } from './store';

const DEV_TOKEN = '5f2b8c1e9a7d4e3f8b6c0a1d2e3f4a5b';

const NANSHAN = {
  address_name: '王五',
  address_mobile_phone: '13512345678',
  address_state_id: 440000,
  address_city_id: 440300,
  address_county_id: 440305,
  address_street: '粤海街道深南大道 10000 号',
};
const CHAOYANG = {
  address_name: '赵六',
  address_mobile_phone: '18612345678',
  address_state_id: 110000,
  address_city_id: 110100,
  address_county_id: 110105,
  address_street: '建国路 88 号',
};

async function list(h: Harness, token = DEV_TOKEN) {
  return (await h.ok('post', '/api/account/address/get_reciver_address_list', { form: { token } })).data;
}
const defaults = (items: { is_default: number }[]) => items.filter((a) => a.is_default === 1).length;

describe('addresses: area picker', () => {
  it('should list provinces, cities and counties by parent id', async () => {
    const h = createHarness();
    const provinces = (
      await h.ok('get', '/api/account/address/get_address_list', { query: { token: DEV_TOKEN, pid: 0 } })
    ).data;
    expect(provinces).toHaveLength(31);
    expect(provinces[0]).toEqual({ area_id: 110000, area_name: '北京市' });
    expect(provinces).toContainEqual({ area_id: 440000, area_name: '广东省' });
    // pid defaults to 0.
    expect(
      (await h.ok('get', '/api/account/address/get_address_list', { query: { token: DEV_TOKEN } })).data,
    ).toEqual(provinces);

    const cities = (
      await h.ok('get', '/api/account/address/get_address_list', { query: { token: DEV_TOKEN, pid: 440000 } })
    ).data;
    expect(cities.slice(0, 3)).toEqual([
      { area_id: 440100, area_name: '广州市' },
      { area_id: 440200, area_name: '韶关市' },
      { area_id: 440300, area_name: '深圳市' },
    ]);
    const ids = cities.map((c) => c.area_id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const counties = (
      await h.ok('get', '/api/account/address/get_address_list', { query: { token: DEV_TOKEN, pid: 440300 } })
    ).data;
    expect(counties).toContainEqual({ area_id: 440305, area_name: '南山区' });

    // A county has nothing under it, nor has an unknown id.
    for (const pid of [440305, 999999])
      expect(
        (await h.ok('get', '/api/account/address/get_address_list', { query: { token: DEV_TOKEN, pid } }))
          .data,
      ).toEqual([]);
  });

  it('should give the towns of a city without counties as its third level', async () => {
    const h = createHarness();
    const towns = (
      await h.ok('get', '/api/account/address/get_address_list', { query: { token: DEV_TOKEN, pid: 441900 } })
    ).data;
    expect(towns.length).toBeGreaterThan(10);
    expect(towns.every((t) => String(t.area_id).startsWith('441900'))).toBe(true);
    const town = towns[0];
    const res = await h.ok('post', '/api/account/address/add_address', {
      form: {
        ...NANSHAN,
        token: DEV_TOKEN,
        address_city_id: 441900,
        address_county_id: town.area_id,
      },
    });
    expect(res.data).toMatchObject({ address_city_name: '东莞市', address_county_name: town.area_name });
  });
});

describe('addresses: the user addresses', () => {
  it('should list the seeded addresses, default first, and read one', async () => {
    const h = createHarness();
    const items = await list(h);
    expect(items.map((a) => [a.address_book_id, a.is_default])).toEqual([
      [40001, 1],
      [40002, 0],
    ]);
    const detail = await h.ok('get', '/api/account/address/get_address_detail', {
      query: { token: DEV_TOKEN, address_id: 40001 },
    });
    expect(detail.data).toEqual({
      address_book_id: 40001,
      address_name: '张三',
      address_mobile_phone: '13800138000',
      address_state_id: 440000,
      address_city_id: 440300,
      address_county_id: 440305,
      address_state_name: '广东省',
      address_city_name: '深圳市',
      address_county_name: '南山区',
      address_street: '科技园科苑路 15 号',
      is_default: 1,
    });
    expect(h.db.addresses.address(10001, 40001)).toEqual(detail.data);
    const missing = await h.call('get', '/api/account/address/get_address_detail', {
      query: { token: DEV_TOKEN, address_id: 49999 },
    });
    expect(missing).toEqual({ code: 0, msg: '地址不存在或已删除', data: null });
  });

  it('should add, edit, make default and delete, always with exactly one default', async () => {
    const h = createHarness();
    const added = await h.ok('post', '/api/account/address/add_address', {
      form: { token: DEV_TOKEN, ...NANSHAN },
    });
    expect(added.msg).toBe('新增成功');
    expect(added.data).toEqual({
      address_book_id: 40003,
      ...NANSHAN,
      address_state_name: '广东省',
      address_city_name: '深圳市',
      address_county_name: '南山区',
      is_default: 0,
    });
    const second = await h.ok('post', '/api/account/address/add_address', {
      form: { token: DEV_TOKEN, ...CHAOYANG, is_default: 1 },
    });
    expect(second.data).toMatchObject({
      address_book_id: 40004,
      address_state_name: '北京市',
      address_city_name: '市辖区',
      is_default: 1,
    });
    let items = await list(h);
    expect(items.map((a) => a.address_book_id)).toEqual([40004, 40003, 40002, 40001]);
    expect(defaults(items)).toBe(1);

    const edited = await h.ok('post', '/api/account/address/change_address', {
      form: {
        token: DEV_TOKEN,
        address_book_id: 40003,
        ...NANSHAN,
        address_street: '科苑路 16 号',
        is_default: 1,
      },
    });
    expect(edited).toMatchObject({
      msg: '修改成功',
      data: { address_book_id: 40003, address_street: '科苑路 16 号', is_default: 1 },
    });
    items = await list(h);
    expect(items[0].address_book_id).toBe(40003);
    expect(defaults(items)).toBe(1);

    // is_default 0 on the default address keeps it the default.
    const kept = await h.ok('post', '/api/account/address/change_address', {
      form: { token: DEV_TOKEN, address_book_id: 40003, ...NANSHAN, is_default: 0 },
    });
    expect(kept.data.is_default).toBe(1);

    const setDefault = await h.call('post', '/api/account/address/set_address_default', {
      form: { token: DEV_TOKEN, address_book_id: 40002 },
    });
    expect(setDefault).toEqual({ code: 1, msg: '操作成功', data: null });
    items = await list(h);
    expect(items[0]).toMatchObject({ address_book_id: 40002, is_default: 1 });
    expect(defaults(items)).toBe(1);

    // Deleting the default makes the most recently added address the default.
    const removed = await h.call('post', '/api/account/address/disable_address', {
      form: { token: DEV_TOKEN, address_book_id: 40002 },
    });
    expect(removed).toEqual({ code: 1, msg: '删除成功', data: null });
    items = await list(h);
    expect(items.map((a) => [a.address_book_id, a.is_default])).toEqual([
      [40004, 1],
      [40003, 0],
      [40001, 0],
    ]);
    expect(h.db.addresses.address(10001, 40002)).toBeUndefined();
    const gone = await h.call('post', '/api/account/address/disable_address', {
      form: { token: DEV_TOKEN, address_book_id: 40002 },
    });
    expect(gone).toEqual({ code: 0, msg: '地址不存在或已删除', data: null });

    // Deleting a non-default address leaves the default alone; deleting all leaves none.
    for (const id of [40003, 40004, 40001])
      await h.ok('post', '/api/account/address/disable_address', {
        form: { token: DEV_TOKEN, address_book_id: id },
      });
    expect(await list(h)).toEqual([]);
    // The first address becomes the default by itself.
    const first = await h.ok('post', '/api/account/address/add_address', {
      form: { token: DEV_TOKEN, ...NANSHAN, is_default: 0 },
    });
    expect(first.data.is_default).toBe(1);
  });

  it('should check the form in order, first error only', async () => {
    const h = createHarness();
    const add = (form: Record<string, string | number>) =>
      h.call('post', '/api/account/address/add_address', { form: { token: DEV_TOKEN, ...NANSHAN, ...form } });
    expect(await add({ address_name: ' ', address_mobile_phone: '123' })).toEqual({
      code: 0,
      msg: '请输入收件人',
      data: null,
    });
    expect((await add({ address_mobile_phone: '12345678901' })).msg).toBe('手机号码格式错误');
    expect((await add({ address_county_id: 0 })).msg).toBe('请选择地区');
    expect((await add({ address_street: ' ' })).msg).toBe('请输入详情地址');
    // An empty value breaks the contract (minLength 1): refused before the handler.
    const empty = await h.send('POST', '/api/account/address/add_address', {
      form: { token: DEV_TOKEN, ...NANSHAN, address_street: '' },
    });
    expect(empty.status).toBe(422);
    // Areas that do not chain province → city → county.
    expect((await add({ address_city_id: 110100, address_county_id: 110105 })).msg).toBe(
      '地区无效，请重新选择',
    );
    expect((await add({ address_county_id: 440106 })).msg).toBe('地区无效，请重新选择');
    expect((await list(h)).map((a) => a.address_book_id)).toEqual([40001, 40002]);
  });

  it('should keep at most 20 addresses per user', async () => {
    const h = createHarness();
    for (let i = 0; i < 18; i++)
      await h.ok('post', '/api/account/address/add_address', { form: { token: DEV_TOKEN, ...NANSHAN } });
    const res = await h.call('post', '/api/account/address/add_address', {
      form: { token: DEV_TOKEN, ...NANSHAN },
    });
    expect(res).toEqual({ code: 0, msg: '最多只能保存 20 个收货地址', data: null });
  });

  it('should keep users apart: another user cannot read or change them', async () => {
    const h = createHarness();
    const other = await h.login('13900139000');
    expect(await list(h, other)).toEqual([]);
    const notFound = { code: 0, msg: '地址不存在或已删除', data: null };
    expect(
      await h.call('get', '/api/account/address/get_address_detail', {
        query: { token: other, address_id: 40001 },
      }),
    ).toEqual(notFound);
    expect(
      await h.call('post', '/api/account/address/change_address', {
        form: { token: other, address_book_id: 40001, ...NANSHAN },
      }),
    ).toEqual(notFound);
    expect(
      await h.call('post', '/api/account/address/set_address_default', {
        form: { token: other, address_book_id: 40002 },
      }),
    ).toEqual(notFound);
    expect(
      await h.call('post', '/api/account/address/disable_address', {
        form: { token: other, address_book_id: 40001 },
      }),
    ).toEqual(notFound);
    expect(h.db.addresses.address(10002, 40001)).toBeUndefined();

    // The other user's own first address is their default; the dev user's stay as they were.
    const own = await h.ok('post', '/api/account/address/add_address', {
      form: { token: other, ...CHAOYANG },
    });
    expect(own.data.is_default).toBe(1);
    const mine = await list(h);
    expect(mine.map((a) => [a.address_book_id, a.is_default, a.address_street])).toEqual([
      [40001, 1, '科技园科苑路 15 号'],
      [40002, 0, '天河路 385 号太古汇一座 2805'],
    ]);
    expect(
      await h.call('get', '/api/account/address/get_address_detail', {
        query: { token: DEV_TOKEN, address_id: own.data.address_book_id },
      }),
    ).toEqual(notFound);
  });

  it('should answer -1 on every call without a valid token', async () => {
    const h = createHarness();
    const expired = { code: -1, msg: '登录已过期，请重新登录', data: null };
    for (const token of [undefined, 'expired-token']) {
      expect(
        await h.call('get', '/api/account/address/get_address_list', { query: { token, pid: 0 } }),
      ).toEqual(expired);
      expect(
        await h.call('get', '/api/account/address/get_address_detail', {
          query: { token, address_id: 40001 },
        }),
      ).toEqual(expired);
      expect(
        await h.call('post', '/api/account/address/add_address', { form: { token, ...NANSHAN } }),
      ).toEqual(expired);
      expect(
        await h.call('post', '/api/account/address/change_address', {
          form: { token, address_book_id: 40001, ...NANSHAN },
        }),
      ).toEqual(expired);
      expect(
        await h.call('post', '/api/account/address/get_reciver_address_list', { form: { token } }),
      ).toEqual(expired);
      expect(
        await h.call('post', '/api/account/address/set_address_default', {
          form: { token, address_book_id: 40002 },
        }),
      ).toEqual(expired);
      expect(
        await h.call('post', '/api/account/address/disable_address', {
          form: { token, address_book_id: 40002 },
        }),
      ).toEqual(expired);
    }
    expect((await list(h)).map((a) => a.address_book_id)).toEqual([40001, 40002]);
  });
});

describe('addresses store', () => {
  it('should give orders a copy of the user own address only', () => {
    const store = createAddressesStore();
    const address = store.address(10001, 40001);
    expect(address?.address_county_name).toBe('南山区');
    if (address) address.address_street = 'changed';
    expect(store.address(10001, 40001)?.address_street).toBe('科技园科苑路 15 号');
    expect(store.address(10002, 40001)).toBeUndefined();
    expect(store.address(10001, 12345)).toBeUndefined();
  });
});
