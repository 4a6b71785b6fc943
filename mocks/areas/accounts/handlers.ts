// Accounts handlers: login and registration, SMS, third-party login, feedback, gift and coupons.
import type { HttpHandler } from 'msw';
import type { Schemas, User } from '../../db';
import type { MockDb } from '../../mock';
import { http } from '../../core/http';
import { CODE, failure, loginExpired, success } from '../../core/envelope';
import { int, readFields, type Fields } from '../../core/form';
import { userOf } from '../../core/session';
import { formatTime } from '../../core/time';

const MOBILE = /^1[3-9]\d{9}$/;
const PASSWORD = /^\w{6,18}$/;
const MSG = {
  mobile: '手机号码格式错误',
  codeMissing: '请输入验证码',
  codeWrong: '验证码错误',
  password: '请输入6-18位的密码',
  wrongPassword: '账号或密码错误',
  authCode: '授权已失效，请重新授权',
  bindExpired: '绑定信息已失效，请重新授权登录',
  exchangeFailed: '兑换码不存在或已使用',
} as const;

const userData = (u: User): Schemas['UserData'] => ({
  userId: u.userId,
  mobile: u.mobile,
  token: u.token,
  avatar: u.avatar,
  nickName: u.nickName,
});

/** The SMS code check shared by register, forget password and binding; undefined when fine. */
function smsCodeError(db: MockDb, code: string | undefined): string | undefined {
  if (!code) return MSG.codeMissing;
  return db.accounts.checkSmsCode(code) ? undefined : MSG.codeWrong;
}

/** Every field as sent (query and form), for the SMS sign, which covers all fields but sign. */
async function allFields(request: Request): Promise<Map<string, string>> {
  const fields = new Map(new URL(request.url).searchParams);
  const type = request.headers.get('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded')) {
    new URLSearchParams(await request.clone().text()).forEach((v, k) => fields.set(k, v));
  } else if (type.startsWith('multipart/form-data')) {
    (await request.clone().formData()).forEach((v, k) => typeof v === 'string' && fields.set(k, v));
  }
  return fields;
}

const platIdOf = (fields: Fields): 1 | 2 | undefined => {
  const id = int(fields.get('plat_id'));
  return id === 1 || id === 2 ? id : undefined;
};

const validUid = (uid: string | undefined): uid is string => !!uid && uid.length <= 64;

export const accountsHandlers = (db: MockDb): HttpHandler[] => [
  http.get('/api/get_server_time', ({ response }) => {
    const now = new Date(db.accounts.now());
    return response(200).json(success({ time: Math.floor(now.getTime() / 1000), datetime: formatTime(now) }));
  }),

  http.post('/api/new_get_sms', async ({ request, response }) => {
    const result = db.accounts.sendSms(await allFields(request));
    return response(200).json(result.ok ? success(null, '验证码已发送') : failure(CODE.FAILED, result.msg));
  }),

  http.post('/api/login', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = db.accounts.login(fields.get('username') ?? '', fields.get('password') ?? '');
    if (!user) return response(200).json(failure(CODE.FAILED, MSG.wrongPassword));
    return response(200).json(success(userData(user), '登录成功'));
  }),

  http.post('/api/register', async ({ request, response }) => {
    const fields = await readFields(request);
    const mobile = fields.get('mobile') ?? '';
    const password = fields.get('password') ?? '';
    const recommend = fields.get('recommend_code') ?? '';
    const error = !MOBILE.test(mobile)
      ? MSG.mobile
      : (smsCodeError(db, fields.get('code')) ??
        (!PASSWORD.test(password) ? MSG.password : recommend.length > 32 ? '邀请码格式错误' : undefined));
    if (error) return response(200).json(failure(CODE.FAILED, error));
    // The invite code is checked, not recorded: nothing in the shop reads referrals back.
    const result = db.accounts.register(mobile, password);
    if (!result.ok) return response(200).json(failure(CODE.FAILED, result.msg));
    return response(200).json(success(userData(result.value), '注册成功'));
  }),

  http.post('/api/forget_password', async ({ request, response }) => {
    const fields = await readFields(request);
    const mobile = fields.get('mobile') ?? '';
    const password = fields.get('password') ?? '';
    const error = !MOBILE.test(mobile)
      ? MSG.mobile
      : (smsCodeError(db, fields.get('code')) ?? (!PASSWORD.test(password) ? MSG.password : undefined));
    if (error) return response(200).json(failure(CODE.FAILED, error));
    const result = db.accounts.resetPassword(mobile, password);
    if (!result.ok) return response(200).json(failure(CODE.FAILED, result.msg));
    return response(200).json(success(null, '修改成功'));
  }),

  http.get('/api/wifihome/union_login', async ({ request, response }) => {
    const fields = await readFields(request);
    const token = fields.get('token');
    const user = db.accounts.userByToken(token);
    if (!user || !token) return response(200).json(failure(CODE.FAILED, '登录信息已失效'));
    // The link's token is the session: answer it, not the user's latest one.
    return response(200).json(
      success({ user_id: user.userId, mobile_phone: user.mobile, token }, '登录成功'),
    );
  }),

  http.get('/api/account/weixin/get_user_info', async ({ request, response }) => {
    const code = (await readFields(request)).get('code') ?? '';
    const info = code.length <= 128 && code ? db.accounts.thirdPartyUser('weixin', code) : undefined;
    if (!info) return response(200).json(failure(CODE.FAILED, MSG.authCode));
    return response(200).json(success(info));
  }),

  http.get('/api/account/alipay/get_user_info', async ({ request, response }) => {
    const fields = await readFields(request);
    const code = fields.get('auth_code') ?? '';
    const ok = code && code.length <= 128 && fields.get('type') === '1';
    const info = ok ? db.accounts.thirdPartyUser('alipay', code) : undefined;
    if (!info) return response(200).json(failure(CODE.FAILED, MSG.authCode));
    return response(200).json(success(info));
  }),

  http.post('/api/third_plat_login', async ({ request, response }) => {
    const fields = await readFields(request);
    const uid = fields.get('uid');
    const platId = platIdOf(fields);
    if (!validUid(uid) || !platId) return response(200).json(failure(CODE.FAILED, MSG.authCode));
    const result = db.accounts.thirdLogin(platId, uid);
    if (result.bound) return response(200).json(success(userData(result.user), '登录成功'));
    return response(200).json({
      code: CODE.NOT_BOUND,
      msg: '请先绑定手机号',
      data: { userId: result.userId, uid: result.uid, platId: result.platId },
    });
  }),

  http.post('/api/third_login_binding_mobile', async ({ request, response }) => {
    const fields = await readFields(request);
    const mobile = fields.get('mobile') ?? '';
    const uid = fields.get('uid');
    const platId = platIdOf(fields);
    const userId = int(fields.get('user_id'));
    const error = !MOBILE.test(mobile) ? MSG.mobile : smsCodeError(db, fields.get('code'));
    if (error) return response(200).json(failure(CODE.FAILED, error));
    if (!validUid(uid) || !platId || userId === undefined)
      return response(200).json(failure(CODE.FAILED, MSG.bindExpired));
    const result = db.accounts.bindMobile({ platId, uid, userId, mobile });
    if (!result.ok) return response(200).json(failure(CODE.FAILED, result.msg));
    return response(200).json(success(userData(result.value), '绑定成功'));
  }),

  http.post('/api/account/feedback/opinion_add', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const content = (fields.get('content') ?? '').trim();
    const contact = (fields.get('contact_way') ?? '').trim();
    const error = !content
      ? '请输入内容'
      : content.length > 500
        ? '内容不能超过500个字'
        : contact.length > 50
          ? '联系方式不能超过50个字'
          : undefined;
    if (error) return response(200).json(failure(CODE.FAILED, error));
    db.accounts.addFeedback(user.userId, content, contact);
    return response(200).json(success(null, '提交成功'));
  }),

  http.get('/api/gift/get_gift', async ({ request, response }) => {
    // The contract passes user_id (not a token) here: a guest or an unknown id sees it unclaimed.
    const userId = int((await readFields(request)).get('user_id'));
    return response(200).json(success(db.accounts.giftFor(userId)));
  }),

  http.post('/api/account/coupons/get_gift_bonus', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const giftId = int(fields.get('gift_id'));
    const result = giftId === undefined ? 'unknownGift' : db.accounts.claimGift(user.userId, giftId);
    if (result === 'alreadyClaimed') return response(200).json(failure(CODE.ALREADY_CLAIMED, '礼包已领取'));
    if (result === 'unknownGift') return response(200).json(failure(CODE.FAILED, '礼包不存在或活动已结束'));
    return response(200).json(success(null, '领取成功'));
  }),

  http.get('/api/account/coupons/canuse_bonus_list', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const raw = fields.get('product_id');
    const productId = int(raw);
    // An empty product_id means "all": the coupon page sends none, the confirm page sends one.
    if (raw?.trim() && (productId === undefined || productId < 1))
      return response(200).json(failure(CODE.FAILED, '商品不存在'));
    return response(200).json(success(db.accounts.usableCoupons(user.userId, productId)));
  }),

  http.post('/api/account/coupons/exchange_bonus', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const code = (fields.get('exchange_code') ?? '').trim();
    if (!code) return response(200).json(failure(CODE.FAILED, '请输入兑换码'));
    const coupon = code.length <= 64 ? db.accounts.exchange(user.userId, code) : undefined;
    if (!coupon) return response(200).json(failure(CODE.FAILED, MSG.exchangeFailed));
    return response(200).json(success(null, '兑换成功'));
  }),
];
