// Cart operations: login optional. The client sends driver_id (the device id) always, and for a
// logged-in user user_id with its token; the cart belongs to the user when user_id is sent, else
// to the device. Listing with both merges the guest cart into the user's (login syncs the cart).
// A user_id is only taken with its own live token: without one, or with someone else's, the call
// answers code -1, so nobody reads, fills or empties another user's cart by naming its user_id.
import type { HttpHandler } from 'msw';
import { CODE, MSG_LOGIN_EXPIRED, failure, success } from '../../core/envelope';
import { int, intList, readFields, type Fields } from '../../core/form';
import { http } from '../../core/http';
import type { MockDb } from '../../mock';
import type { CartOwner } from './store';

export const CART_PAGE_SIZE = 10;
const MAX_LIMIT = 50;
const DEVICE_ID = /^[0-9a-f]{32}$/;
const MONEY = /^\d+\.\d{2}$/;

const deviceOf = (fields: Fields): string | undefined => {
  const id = fields.get('driver_id');
  return id && DEVICE_ID.test(id) ? id : undefined;
};

const userIdOf = (db: MockDb, fields: Fields): number | undefined => {
  const id = int(fields.get('user_id'));
  return id !== undefined && id > 0 && db.accounts.user(id) ? id : undefined;
};

export const MSG_CART_NO_TOKEN = '请先登录，再查看或修改该用户的购物车';
export const MSG_CART_OTHER_USER = '登录信息与用户不符，请重新登录';

/**
 * Why the call may not act as the user it names (code -1), or undefined when it may: a user_id
 * needs its own live token; a token alone must be live.
 */
function refusal(db: MockDb, fields: Fields): string | undefined {
  const token = fields.get('token');
  if (fields.has('user_id') && !token) return MSG_CART_NO_TOKEN;
  if (!fields.has('token')) return undefined;
  const user = db.accounts.userByToken(token);
  if (!user) return MSG_LOGIN_EXPIRED;
  if (fields.has('user_id') && int(fields.get('user_id')) !== user.userId) return MSG_CART_OTHER_USER;
  return undefined;
}

function ownerOf(db: MockDb, fields: Fields): CartOwner | undefined {
  const userId = userIdOf(db, fields);
  if (userId !== undefined) return { userId };
  const deviceId = deviceOf(fields);
  return deviceId ? { deviceId } : undefined;
}

export const cartHandlers = (db: MockDb): HttpHandler[] => [
  http.post('/api/shopcart/add_shop_cart', async ({ request, response }) => {
    const fields = await readFields(request);
    const refused = refusal(db, fields);
    if (refused) return response(200).json(failure(CODE.LOGIN_EXPIRED, refused));
    const owner = ownerOf(db, fields);
    if (!owner) return response(200).json(failure(0, '缺少用户或设备信息，请刷新页面'));
    const type = int(fields.get('pro_type'));
    const value = int(fields.get('pro_value'));
    const num = int(fields.get('pro_num'));
    const price = fields.get('price') ?? '';
    const services = fields.get('services_id');
    if (type !== 1 && type !== 2) return response(200).json(failure(0, '商品类型错误'));
    if (value === undefined || value < 1) return response(200).json(failure(0, '商品不存在'));
    if (num === undefined || num < 1 || num > 99) return response(200).json(failure(0, '购买数量有误'));
    if (!MONEY.test(price)) return response(200).json(failure(0, '商品价格有误'));
    if (services && !/^\d+(,\d+)*$/.test(services)) return response(200).json(failure(0, '所选服务不存在'));
    // Phones are single devices: the quantity is 1 whatever was sent.
    const result = db.cart.add(owner, {
      type,
      value,
      num: type === 1 ? 1 : num,
      price,
      serviceIds: type === 1 ? intList(services) : [],
    });
    return response(200).json(result.ok ? success(null, '加入成功') : failure(0, result.msg));
  }),

  http.get('/api/shopcart/get_shop_cart_list', async ({ request, response }) => {
    const fields = await readFields(request);
    const refused = refusal(db, fields);
    if (refused) return response(200).json(failure(CODE.LOGIN_EXPIRED, refused));
    const userId = userIdOf(db, fields);
    const deviceId = deviceOf(fields);
    // Guest cart then login: the first listing as the user takes over the device's lines.
    if (userId !== undefined && deviceId) db.cart.merge(deviceId, userId);
    const owner = ownerOf(db, fields);
    const pageNo = Math.max(1, int(fields.get('page')) ?? 1);
    const limit = Math.min(MAX_LIMIT, Math.max(1, int(fields.get('limit')) ?? CART_PAGE_SIZE));
    // No owner at all (no user, no device id): an empty cart, the only answer the contract has.
    const data = owner ? db.cart.list(owner, pageNo, limit) : { active: [], disactive: [] };
    return response(200).json(success(data));
  }),

  http.post('/api/shopcart/delete_from_selected_multi', async ({ request, response }) => {
    const fields = await readFields(request);
    const refused = refusal(db, fields);
    if (refused) return response(200).json(failure(CODE.LOGIN_EXPIRED, refused));
    const owner = ownerOf(db, fields);
    const values = intList(fields.get('shopcart_value_str'));
    if (values.length === 0) return response(200).json(failure(0, '请选择要删除的商品'));
    const removed = owner ? db.cart.remove(owner, values) : 0;
    return response(200).json(removed > 0 ? success(null, '删除成功') : failure(0, '购物车中没有该商品'));
  }),
];
