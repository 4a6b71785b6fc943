import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHarness, type Harness } from '../../core/harness';
import { signSmsRequest } from '../../../src/domain/sms-sign';
import type { CatalogueApi, PhoneInfo, Schemas } from '../../db';
import { createAccountsStore, smsSign, thirdPartyUid } from './store';

const DEV_TOKEN = '5f2b8c1e9a7d4e3f8b6c0a1d2e3f4a5b';

/** Signs the SMS fields with the client's own signing (src/domain/sms-sign.ts). */
const signed = (fields: Record<string, string>) => ({
  ...fields,
  sign: signSmsRequest(fields, 'dev-sms-secret'),
});

async function sendSms(h: Harness, mobile: string, type: 1 | 2 | 3) {
  const time = (await h.ok('get', '/api/get_server_time')).data.time;
  return h.call('post', '/api/new_get_sms', {
    form: signed({ mobile, type: String(type), timestr: String(time), p: 'h5', v: '4.9.0' }),
  });
}

/** The data of a third_plat_login code 2 (the failure envelope's code is any number, so no narrowing). */
function notBound(res: { code: number; data?: unknown }): Schemas['ThirdPartyNotBound'] {
  if (res.code !== 2) throw new Error(`expected code 2, got ${res.code}`);
  return res.data as Schemas['ThirdPartyNotBound'];
}

afterEach(() => {
  vi.useRealTimers();
});

describe('accounts: time and SMS', () => {
  it('should give the real server time in seconds and as Beijing time', async () => {
    const h = createHarness();
    const before = Math.floor(Date.now() / 1000);
    const res = await h.ok('get', '/api/get_server_time');
    expect(res.data.time).toBeGreaterThanOrEqual(before);
    expect(res.data.time).toBeLessThanOrEqual(before + 2);
    expect(res.data.datetime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('should sign exactly as the contract example states', () => {
    const example = signed({ timestr: '1795154592', type: '1', mobile: '13800138000', p: 'h5', v: '4.9.0' });
    expect(example.sign).toBe('F30762EC9FE240D0CC37BC8BF000E1AC');
    expect(smsSign(Object.entries(example))).toBe(example.sign);
  });

  it('should send a code with a good sign and refuse a wrong or stale one', async () => {
    const h = createHarness();
    expect(await sendSms(h, '13600136000', 1)).toEqual({ code: 1, msg: '验证码已发送', data: null });

    const now = String(Math.floor(Date.now() / 1000));
    const good = signed({ mobile: '13600136001', type: '1', timestr: now, p: 'h5', v: '4.9.0' });
    const wrong = await h.call('post', '/api/new_get_sms', {
      form: { ...good, sign: 'F30762EC9FE240D0CC37BC8BF000E1AC' },
    });
    expect(wrong).toEqual({ code: 0, msg: '签名错误', data: null });
    // A field changed after signing breaks the sign too.
    const tampered = await h.call('post', '/api/new_get_sms', { form: { ...good, mobile: '13600136002' } });
    expect(tampered.msg).toBe('签名错误');

    const stale = signed({
      mobile: '13600136001',
      type: '1',
      timestr: String(Number(now) - 301),
      p: 'h5',
      v: '4.9.0',
    });
    expect(await h.call('post', '/api/new_get_sms', { form: stale })).toMatchObject({
      code: 0,
      msg: '签名已过期，请重试',
    });
  });

  it('should refuse a resend within 60 s for the same mobile and purpose', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T14:03:12+08:00'));
    const h = createHarness();
    expect((await sendSms(h, '13600136000', 1)).code).toBe(1);
    vi.setSystemTime(new Date('2026-11-20T14:04:11+08:00'));
    expect(await sendSms(h, '13600136000', 1)).toEqual({
      code: 0,
      msg: '发送过于频繁，请稍后再试',
      data: null,
    });
    // Another purpose or mobile is counted apart.
    expect((await sendSms(h, '13600136000', 3)).code).toBe(1);
    expect((await sendSms(h, '13600136009', 1)).code).toBe(1);
    vi.setSystemTime(new Date('2026-11-20T14:04:12+08:00'));
    expect((await sendSms(h, '13600136000', 1)).code).toBe(1);
  });

  it('should refuse a register code for a registered mobile and a reset code for an unknown one', async () => {
    const h = createHarness();
    expect(await sendSms(h, '13800138000', 1)).toMatchObject({ code: 0, msg: '该手机号已注册' });
    expect(await sendSms(h, '13600136000', 2)).toMatchObject({ code: 0, msg: '该手机号未注册' });
    expect((await sendSms(h, '13800138000', 2)).code).toBe(1);
  });
});

describe('accounts: login, register, password', () => {
  it('should log the development user in with a fresh token each time, the seeded one staying valid', async () => {
    const h = createHarness();
    const res = await h.ok('post', '/api/login', { form: { username: '13800138000', password: 'abc123' } });
    expect(res.msg).toBe('登录成功');
    expect(res.data).toMatchObject({ userId: 10001, mobile: '13800138000', nickName: '机友_8000' });
    const second = await h.login();
    expect(second).not.toBe(res.data.token);
    for (const token of [DEV_TOKEN, res.data.token, second])
      expect(h.db.accounts.userByToken(token)?.userId).toBe(10001);
    expect(h.db.accounts.userByToken('nope')).toBeUndefined();
    expect(h.db.accounts.userByToken(undefined)).toBeUndefined();
  });

  it('should refuse a wrong password or an unknown mobile with the same message', async () => {
    const h = createHarness();
    const wrong = { code: 0, msg: '账号或密码错误', data: null };
    expect(
      await h.call('post', '/api/login', { form: { username: '13800138000', password: 'abc124' } }),
    ).toEqual(wrong);
    expect(
      await h.call('post', '/api/login', { form: { username: '13600136000', password: 'abc123' } }),
    ).toEqual(wrong);
  });

  it('should register with an SMS code, then log in with the new password', async () => {
    const h = createHarness();
    expect((await sendSms(h, '13600136000', 1)).code).toBe(1);
    const reg = await h.ok('post', '/api/register', {
      form: {
        mobile: '13600136000',
        code: '123456',
        password: 'new_pass9',
        recommend_code: 'A8K3D2',
        p: 'h5',
        v: '4.9.0',
      },
    });
    expect(reg.msg).toBe('注册成功');
    expect(reg.data).toMatchObject({ mobile: '13600136000', nickName: '机友_6000' });
    expect(reg.data.userId).toBeGreaterThan(10003);
    expect(h.db.accounts.userByToken(reg.data.token)?.userId).toBe(reg.data.userId);

    const login = await h.ok('post', '/api/login', {
      form: { username: '13600136000', password: 'new_pass9' },
    });
    expect(login.data.userId).toBe(reg.data.userId);
    // Registered now: a second registration and a register code are refused.
    const again = await h.call('post', '/api/register', {
      form: { mobile: '13600136000', code: '123456', password: 'abc123' },
    });
    expect(again).toEqual({ code: 0, msg: '该手机号已注册', data: null });
  });

  it('should refuse a registration with a wrong code or a bad password', async () => {
    const h = createHarness();
    const form = { mobile: '13600136000', code: '654321', password: 'abc123' };
    expect(await h.call('post', '/api/register', { form })).toEqual({
      code: 0,
      msg: '验证码错误',
      data: null,
    });
    // An empty code breaks the contract (minLength): refused before the handler (mocks/core/strict.ts).
    expect((await h.send('POST', '/api/register', { form: { ...form, code: '' } })).status).toBe(422);
    expect((await h.call('post', '/api/register', { form: { ...form, code: undefined } })).msg).toBe(
      '请输入验证码',
    );
    expect(
      (await h.call('post', '/api/register', { form: { ...form, code: '123456', password: 'abc' } })).msg,
    ).toBe('请输入6-18位的密码');
    expect((await h.call('post', '/api/register', { form: { ...form, mobile: '12345' } })).msg).toBe(
      '手机号码格式错误',
    );
  });

  it('should reset a password, then log in only with the new one', async () => {
    const h = createHarness();
    expect((await sendSms(h, '13900139000', 2)).code).toBe(1);
    const reset = await h.call('post', '/api/forget_password', {
      form: { mobile: '13900139000', code: '123456', password: 'fresh_123' },
    });
    expect(reset).toEqual({ code: 1, msg: '修改成功', data: null });
    expect(
      (await h.call('post', '/api/login', { form: { username: '13900139000', password: 'abc123' } })).code,
    ).toBe(0);
    const login = await h.ok('post', '/api/login', {
      form: { username: '13900139000', password: 'fresh_123' },
    });
    expect(login.data.userId).toBe(10002);

    const unknown = await h.call('post', '/api/forget_password', {
      form: { mobile: '13600136000', code: '123456', password: 'fresh_123' },
    });
    expect(unknown).toEqual({ code: 0, msg: '该手机号未注册', data: null });
    const badCode = await h.call('post', '/api/forget_password', {
      form: { mobile: '13900139000', code: '000000', password: 'fresh_123' },
    });
    expect(badCode.msg).toBe('验证码错误');
  });

  it('should exchange a link token for the session in union login', async () => {
    const h = createHarness();
    const res = await h.ok('get', '/api/wifihome/union_login', { query: { token: DEV_TOKEN } });
    expect(res).toEqual({
      code: 1,
      msg: '登录成功',
      data: { user_id: 10001, mobile_phone: '13800138000', token: DEV_TOKEN },
    });
    const bad = await h.call('get', '/api/wifihome/union_login', { query: { token: 'not-a-token' } });
    expect(bad).toEqual({ code: 0, msg: '登录信息已失效', data: null });
    expect((await h.call('get', '/api/wifihome/union_login')).code).toBe(0);
  });
});

describe('accounts: third-party login', () => {
  it('should derive the same third-party user from the same code', async () => {
    const h = createHarness();
    const wx = await h.ok('get', '/api/account/weixin/get_user_info', { query: { code: 'abc' } });
    expect(wx.data).toMatchObject({ uid: thirdPartyUid('weixin', 'abc'), plat_id: 1 });
    expect((await h.ok('get', '/api/account/weixin/get_user_info', { query: { code: 'abc' } })).data).toEqual(
      wx.data,
    );
    const ali = await h.ok('get', '/api/account/alipay/get_user_info', {
      query: { auth_code: 'abc', type: 1 },
    });
    expect(ali.data.plat_id).toBe(2);
    expect(ali.data.uid).toMatch(/^2088\d{12}$/);
    expect(ali.data.uid).not.toBe(wx.data.uid);

    const invalid = { code: 0, msg: '授权已失效，请重新授权', data: null };
    expect(await h.call('get', '/api/account/weixin/get_user_info', { query: { code: 'invalid' } })).toEqual(
      invalid,
    );
    expect(
      await h.call('get', '/api/account/alipay/get_user_info', { query: { auth_code: 'x', type: 2 } }),
    ).toEqual(invalid);
  });

  it('should log a bound account in with code 1', async () => {
    const h = createHarness();
    const infos = [
      (await h.ok('get', '/api/account/weixin/get_user_info', { query: { code: 'wx-bound' } })).data,
      (await h.ok('get', '/api/account/alipay/get_user_info', { query: { auth_code: 'ali-bound', type: 1 } }))
        .data,
    ];
    for (const info of infos) {
      const res = await h.ok('post', '/api/third_plat_login', { form: { ...info, from_shop: 1 } });
      expect(res.msg).toBe('登录成功');
      expect(res.data).toMatchObject({ userId: 10001, mobile: '13800138000' });
      expect(h.db.accounts.userByToken(res.data.token)?.userId).toBe(10001);
    }
  });

  it('should answer code 2 for an unbound account, bind a new mobile and then log in with code 1', async () => {
    const h = createHarness();
    const info = (await h.ok('get', '/api/account/weixin/get_user_info', { query: { code: 'new-friend' } }))
      .data;
    const first = await h.call('post', '/api/third_plat_login', { form: { ...info, from_shop: 1 } });
    expect(first.msg).toBe('请先绑定手机号');
    const reserved = notBound(first);
    expect(reserved).toMatchObject({ uid: info.uid, platId: 1 });
    expect(reserved.userId).toBeGreaterThan(10003);
    // The reserved user id is the same on every try.
    const retry = await h.call('post', '/api/third_plat_login', { form: { uid: info.uid, plat_id: 1 } });
    expect(notBound(retry)).toEqual(reserved);

    const bind = { uid: info.uid, plat_id: 1, user_id: reserved.userId, mobile: '13600136000' };
    expect(
      await h.call('post', '/api/third_login_binding_mobile', { form: { ...bind, code: '111111' } }),
    ).toEqual({
      code: 0,
      msg: '验证码错误',
      data: null,
    });
    expect((await sendSms(h, '13600136000', 3)).code).toBe(1);
    const bound = await h.ok('post', '/api/third_login_binding_mobile', {
      form: { ...bind, code: '123456' },
    });
    expect(bound.msg).toBe('绑定成功');
    expect(bound.data).toMatchObject({ userId: reserved.userId, mobile: '13600136000' });

    const login = await h.ok('post', '/api/third_plat_login', { form: { uid: info.uid, plat_id: 1 } });
    expect(login.data).toMatchObject({ userId: reserved.userId, mobile: '13600136000' });
    // Binding again is refused: the account is bound now.
    const twice = await h.call('post', '/api/third_login_binding_mobile', {
      form: { ...bind, code: '123456' },
    });
    expect(twice).toMatchObject({ code: 0, msg: '该第三方账号已绑定手机号，请直接登录' });
  });

  it('should bind an unbound account to an existing mobile, one account per platform', async () => {
    const h = createHarness();
    const ali = (
      await h.ok('get', '/api/account/alipay/get_user_info', { query: { auth_code: 'ali-2', type: 1 } })
    ).data;
    const res = notBound(
      await h.call('post', '/api/third_plat_login', { form: { uid: ali.uid, plat_id: 2 } }),
    );
    const form = { uid: ali.uid, plat_id: 2, user_id: res.userId, code: '123456' };
    const bound = await h.ok('post', '/api/third_login_binding_mobile', {
      form: { ...form, mobile: '13900139000' },
    });
    expect(bound.data.userId).toBe(10002);

    // 13800138000 already has the seeded Alipay binding (ali-bound).
    const other = (
      await h.ok('get', '/api/account/alipay/get_user_info', { query: { auth_code: 'ali-3', type: 1 } })
    ).data;
    const res3 = notBound(
      await h.call('post', '/api/third_plat_login', { form: { uid: other.uid, plat_id: 2 } }),
    );
    const taken = await h.call('post', '/api/third_login_binding_mobile', {
      form: { uid: other.uid, plat_id: 2, user_id: res3.userId, code: '123456', mobile: '13800138000' },
    });
    expect(taken).toEqual({ code: 0, msg: '该手机号已绑定其他支付宝账号', data: null });
    // A user id that was not reserved for the account is refused.
    const forged = await h.call('post', '/api/third_login_binding_mobile', {
      form: { uid: other.uid, plat_id: 2, user_id: 10001, code: '123456', mobile: '13600136000' },
    });
    expect(forged.msg).toBe('绑定信息已失效，请重新授权登录');
  });
});

describe('accounts: feedback', () => {
  it('should store feedback from a logged-in user and require content', async () => {
    const h = createHarness();
    const res = await h.call('post', '/api/account/feedback/opinion_add', {
      form: { token: DEV_TOKEN, content: ' 希望商品详情页能显示电池循环次数。 ', contact_way: '13800138000' },
    });
    expect(res).toEqual({ code: 1, msg: '提交成功', data: null });
    expect(h.db.accounts.feedback()).toMatchObject([
      { userId: 10001, content: '希望商品详情页能显示电池循环次数。', contactWay: '13800138000' },
    ]);
    const empty = await h.call('post', '/api/account/feedback/opinion_add', {
      form: { token: DEV_TOKEN, content: '  ' },
    });
    expect(empty).toEqual({ code: 0, msg: '请输入内容', data: null });
  });
});

describe('accounts: gift and coupons', () => {
  it('should give the gift coupons once, then answer -2', async () => {
    const h = createHarness();
    const gift = await h.ok('get', '/api/gift/get_gift', { query: { user_id: 10001 } });
    expect(gift.data).toMatchObject({ gift_id: 60001, geted: 0, rate_time: 3 });
    expect(gift.data.gift_url).toMatch(/^\/mock-assets\//);
    const before = (
      await h.ok('get', '/api/account/coupons/canuse_bonus_list', { query: { token: DEV_TOKEN } })
    ).data;

    const claim = await h.call('post', '/api/account/coupons/get_gift_bonus', {
      form: { token: DEV_TOKEN, gift_id: 60001 },
    });
    expect(claim).toEqual({ code: 1, msg: '领取成功', data: null });
    const after = (
      await h.ok('get', '/api/account/coupons/canuse_bonus_list', { query: { token: DEV_TOKEN } })
    ).data;
    expect(after).toHaveLength(before.length + 3);
    expect(after.map((c) => c.bonus_info)).toEqual(
      expect.arrayContaining(['满500减30', '满2000减100', '满100减10']),
    );
    expect((await h.ok('get', '/api/gift/get_gift', { query: { user_id: 10001 } })).data.geted).toBe(1);
    // Another user and a guest still see it unclaimed.
    expect((await h.ok('get', '/api/gift/get_gift', { query: { user_id: 10002 } })).data.geted).toBe(0);
    expect((await h.ok('get', '/api/gift/get_gift')).data.geted).toBe(0);

    const again = await h.call('post', '/api/account/coupons/get_gift_bonus', {
      form: { token: DEV_TOKEN, gift_id: 60001 },
    });
    expect(again).toEqual({ code: -2, msg: '礼包已领取', data: null });
    const unknown = await h.call('post', '/api/account/coupons/get_gift_bonus', {
      form: { token: DEV_TOKEN, gift_id: 60002 },
    });
    expect(unknown).toMatchObject({ code: 0, msg: '礼包不存在或活动已结束' });
  });

  it('should list the unexpired unused coupons, newest first', async () => {
    const h = createHarness();
    const list = (
      await h.ok('get', '/api/account/coupons/canuse_bonus_list', { query: { token: DEV_TOKEN } })
    ).data;
    // 50006 expired and 50007 used are left out; 50008 belongs to 10002.
    expect(list.map((c) => c.bonus_id)).toEqual([50001, 50002, 50003, 50004, 50005]);
    expect(list[0]).toEqual({
      bonus_id: 50001,
      bonus_num: '100.00',
      create_at: '2026-11-20 14:03:12',
      over_at: '2027-11-20 23:59:59',
      bonus_info: '满1000减100',
      explain_word: '仅限购买手机使用，不与其他优惠同享',
      exchange_code: '',
    });
    expect(list[1]).toMatchObject({
      bonus_id: 50002,
      exchange_code: 'SJ8K2M9Q',
      create_at: '2026-11-18 10:20:00',
    });
    const other = (
      await h.ok('get', '/api/account/coupons/canuse_bonus_list', {
        query: { token: await h.login('13900139000') },
      })
    ).data;
    expect(other.map((c) => c.bonus_id)).toEqual([50008]);
  });

  it('should exchange a code once per account, the coupon then listed', async () => {
    const h = createHarness();
    const res = await h.call('post', '/api/account/coupons/exchange_bonus', {
      form: { token: DEV_TOKEN, exchange_code: 'NEWUSER50' },
    });
    expect(res).toEqual({ code: 1, msg: '兑换成功', data: null });
    const list = (
      await h.ok('get', '/api/account/coupons/canuse_bonus_list', { query: { token: DEV_TOKEN } })
    ).data;
    expect(list[0]).toMatchObject({ bonus_id: 50101, bonus_num: '50.00', exchange_code: 'NEWUSER50' });

    const refused = { code: 0, msg: '兑换码不存在或已使用', data: null };
    const again = await h.call('post', '/api/account/coupons/exchange_bonus', {
      form: { token: DEV_TOKEN, exchange_code: 'newuser50' },
    });
    expect(again).toEqual(refused);
    // The seeded 50002 came from SJ8K2M9Q; an unknown code is refused the same way.
    for (const code of ['SJ8K2M9Q', 'NOSUCHCODE'])
      expect(
        await h.call('post', '/api/account/coupons/exchange_bonus', {
          form: { token: DEV_TOKEN, exchange_code: code },
        }),
      ).toEqual(refused);
    expect(
      (
        await h.call('post', '/api/account/coupons/exchange_bonus', {
          form: { token: DEV_TOKEN, exchange_code: ' ' },
        })
      ).msg,
    ).toBe('请输入兑换码');
    // Codes are per account: another user redeems NEWUSER50 and SHOP100 (lowercase works).
    const token2 = await h.login('13900139000');
    for (const code of ['NEWUSER50', 'shop100'])
      expect(
        (
          await h.call('post', '/api/account/coupons/exchange_bonus', {
            form: { token: token2, exchange_code: code },
          })
        ).code,
      ).toBe(1);
  });

  it('should filter by product in canuse_bonus_list when product_id is given', async () => {
    const h = createHarness();
    // Not an integer: refused before the handler, as the contract says.
    const malformed = await h.send('GET', '/api/account/coupons/canuse_bonus_list', {
      query: { token: DEV_TOKEN, product_id: 'x' },
    });
    expect(malformed.status).toBe(422);
    const phone = h.db.catalogue.phone(10001);
    expect(phone, 'the seeded phone 10001').toBeDefined();
    const list = (
      await h.ok('get', '/api/account/coupons/canuse_bonus_list', {
        query: { token: DEV_TOKEN, product_id: 10001 },
      })
    ).data;
    const ids = list.map((c) => c.bonus_id);
    expect(ids).toContain(50003); // no threshold, all products
    expect(ids).toContain(50004); // listed product ids
    expect(ids).not.toContain(50002); // parts only
    expect(ids.includes(50001)).toBe(Number(phone?.price) >= 1000);
  });
});

describe('accounts store: coupon rules for other areas', () => {
  const phone = (productId: number, price: string): PhoneInfo => ({
    productId,
    name: `phone ${productId}`,
    price,
    pic: '/mock-assets/phones/x.jpg',
    banben: '',
    network: '',
    sold: false,
    onSale: true,
    services: [],
  });
  const phones = new Map([
    [10001, phone(10001, '3299.00')],
    [10010, phone(10010, '899.00')],
  ]);
  const catalogue: CatalogueApi = {
    phone: (id) => phones.get(id),
    partSku: () => undefined,
    partPrice: (id) => ({ 20001: '149.00', 20099: '3500.00' })[id],
    markSold: () => undefined,
    markAvailable: () => undefined,
    takeStock: () => true,
    returnStock: () => undefined,
  };
  const ids = (coupons: { bonus_id: number }[]) => coupons.map((c) => c.bonus_id);

  it('should apply scope and threshold to a product', () => {
    const store = createAccountsStore({ catalogue });
    expect(ids(store.usableCoupons(10001, 10001))).toEqual([50001, 50003, 50004, 50005]);
    // 899.00: below 满1000 and 满3000, not a listed model.
    expect(ids(store.usableCoupons(10001, 10010))).toEqual([50003]);
    // A part: parts-only and all-product coupons, with the same thresholds as phones.
    expect(ids(store.usableCoupons(10001, 20001))).toEqual([50002, 50003]);
    expect(ids(store.usableCoupons(10001, 20099))).toEqual([50002, 50003, 50005]);
    expect(ids(store.usableCoupons(10001, 99))).toEqual([]);
    expect(ids(store.usableCoupons(10001, 29999))).toEqual([]);
  });

  it('should use a coupon once and give it back', () => {
    const store = createAccountsStore({ catalogue });
    expect(store.useCoupon(10002, 50001)).toBeUndefined(); // not theirs
    expect(store.useCoupon(10001, 50006)).toBeUndefined(); // expired
    expect(store.useCoupon(10001, 50001)).toMatchObject({ bonus_id: 50001, bonus_num: '100.00' });
    expect(store.useCoupon(10001, 50001)).toBeUndefined();
    expect(ids(store.usableCoupons(10001))).not.toContain(50001);
    store.restoreCoupon(10002, 50001); // not theirs: no effect
    expect(ids(store.usableCoupons(10001))).not.toContain(50001);
    store.restoreCoupon(10001, 50001);
    expect(ids(store.usableCoupons(10001))).toContain(50001);
  });

  it('should expire coupons by the clock', () => {
    let now = Date.parse('2027-11-20T23:59:58+08:00');
    const store = createAccountsStore({ catalogue, now: () => now });
    expect(ids(store.usableCoupons(10001))).toContain(50001);
    now += 2000;
    expect(ids(store.usableCoupons(10001))).toEqual([]);
  });
});

describe('accounts: login required', () => {
  it('should answer -1 on every login-only call without a valid token', async () => {
    const h = createHarness();
    const expired = { code: -1, msg: '登录已过期，请重新登录', data: null };
    for (const token of [undefined, 'expired-token']) {
      expect(
        await h.call('post', '/api/account/feedback/opinion_add', { form: { token, content: '好' } }),
      ).toEqual(expired);
      expect(
        await h.call('post', '/api/account/coupons/get_gift_bonus', { form: { token, gift_id: 60001 } }),
      ).toEqual(expired);
      expect(await h.call('get', '/api/account/coupons/canuse_bonus_list', { query: { token } })).toEqual(
        expired,
      );
      expect(
        await h.call('post', '/api/account/coupons/exchange_bonus', {
          form: { token, exchange_code: 'NEWUSER50' },
        }),
      ).toEqual(expired);
    }
  });
});
