// Address handlers: the area picker and the user's delivery addresses (all need login).
import type { HttpHandler } from 'msw';
import type { MockDb } from '../../mock';
import { http } from '../../core/http';
import { CODE, failure, loginExpired, success } from '../../core/envelope';
import { int, readFields, type Fields } from '../../core/form';
import { userOf } from '../../core/session';
import { MSG_NOT_FOUND, type AddressInput } from './store';

const MOBILE = /^1[3-9]\d{9}$/;

/** Reads the add/change form, checking in the order the form does (first error only). */
function readInput(fields: Fields): AddressInput | string {
  const name = (fields.get('address_name') ?? '').trim();
  const mobile = (fields.get('address_mobile_phone') ?? '').trim();
  const stateId = int(fields.get('address_state_id'));
  const cityId = int(fields.get('address_city_id'));
  const countyId = int(fields.get('address_county_id'));
  const street = (fields.get('address_street') ?? '').trim();
  const isDefault = fields.get('is_default');
  if (!name) return '请输入收件人';
  if (name.length > 20) return '收件人不能超过20个字';
  if (!MOBILE.test(mobile)) return '手机号码格式错误';
  if (!stateId || !cityId || !countyId || stateId < 1 || cityId < 1 || countyId < 1) return '请选择地区';
  if (!street) return '请输入详情地址';
  if (street.length > 100) return '详情地址不能超过100个字';
  if (isDefault !== undefined && isDefault !== '' && isDefault !== '0' && isDefault !== '1')
    return '参数错误';
  return { name, mobile, stateId, cityId, countyId, street, isDefault: isDefault === '1' };
}

export const addressesHandlers = (db: MockDb): HttpHandler[] => [
  http.get('/api/account/address/get_address_list', async ({ request, response }) => {
    const fields = await readFields(request);
    if (!userOf(db, fields)) return response(200).json(loginExpired());
    const pid = int(fields.get('pid')) ?? 0; // the contract's default
    if (pid < 0) return response(200).json(failure(CODE.FAILED, '参数错误'));
    return response(200).json(success(db.addresses.areas(pid)));
  }),

  http.get('/api/account/address/get_address_detail', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const id = int(fields.get('address_id'));
    // Another user's address answers the same as a missing one: no hint that it exists.
    const address = id === undefined ? undefined : db.addresses.address(user.userId, id);
    if (!address) return response(200).json(failure(CODE.FAILED, MSG_NOT_FOUND));
    return response(200).json(success(address));
  }),

  http.post('/api/account/address/add_address', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const input = readInput(fields);
    if (typeof input === 'string') return response(200).json(failure(CODE.FAILED, input));
    const result = db.addresses.add(user.userId, input);
    if (!result.ok) return response(200).json(failure(CODE.FAILED, result.msg));
    return response(200).json(success(result.address, '新增成功'));
  }),

  http.post('/api/account/address/change_address', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const id = int(fields.get('address_book_id'));
    if (id === undefined || !db.addresses.address(user.userId, id))
      return response(200).json(failure(CODE.FAILED, MSG_NOT_FOUND));
    const input = readInput(fields);
    if (typeof input === 'string') return response(200).json(failure(CODE.FAILED, input));
    const result = db.addresses.change(user.userId, id, input);
    if (!result.ok) return response(200).json(failure(CODE.FAILED, result.msg));
    return response(200).json(success(result.address, '修改成功'));
  }),

  http.post('/api/account/address/get_reciver_address_list', async ({ request, response }) => {
    const user = userOf(db, await readFields(request));
    if (!user) return response(200).json(loginExpired());
    return response(200).json(success(db.addresses.list(user.userId)));
  }),

  http.post('/api/account/address/set_address_default', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const id = int(fields.get('address_book_id'));
    if (id === undefined || !db.addresses.setDefault(user.userId, id))
      return response(200).json(failure(CODE.FAILED, MSG_NOT_FOUND));
    return response(200).json(success(null, '操作成功'));
  }),

  http.post('/api/account/address/disable_address', async ({ request, response }) => {
    const fields = await readFields(request);
    const user = userOf(db, fields);
    if (!user) return response(200).json(loginExpired());
    const id = int(fields.get('address_book_id'));
    if (id === undefined || !db.addresses.remove(user.userId, id))
      return response(200).json(failure(CODE.FAILED, MSG_NOT_FOUND));
    return response(200).json(success(null, '删除成功'));
  }),
];
