import { describe, expect, it, vi } from 'vitest';
import { createApiClient, FORM, ok, type Session } from './client';
import { ApiError, BizError, isBizError } from './errors';

const TOKEN = '5f2b8c1e9a7d4e3f8b6c0a1d2e3f4a5b';
const DEVICE = '0c8e4f1a2b3d4c5e6f708192a3b4c5d6';

function setup(body: unknown = { code: 1, msg: 'ok', data: {} }, session: Session = {}, status = 200) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: Request) => {
    requests.push(input);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  const api = createApiClient({
    baseUrl: 'http://shop.test',
    fetch: fetch as unknown as typeof globalThis.fetch,
    session: () => session,
  });
  return { api, requests };
}

describe('api client', () => {
  it('should add p, v and the session fields a GET operation takes', async () => {
    const { api, requests } = setup(
      { code: 1, msg: '', sk: 's', data: {} },
      { token: TOKEN, userId: 10001, deviceId: DEVICE },
    );
    await api.GET('/api/home/app_home_v3', { params: { query: { recommend_page: 2 } } });
    const q = new URL(requests[0].url).searchParams;
    expect(q.get('recommend_page')).toBe('2');
    expect(q.get('p')).toBe('h5');
    expect(q.get('v')).toBe('4.9.0');
    expect(q.get('user_id')).toBe('10001');
    expect(q.get('driver_id')).toBe(DEVICE);
    // app_home_v3 does not take a token: it is not sent where the contract has no such parameter.
    expect(q.has('token')).toBe(false);
  });

  it('should add the token to a GET operation that needs login', async () => {
    const { api, requests } = setup({ code: 1, msg: '收藏成功', data: null }, { token: TOKEN });
    await api.GET('/api/account/favorite/add', { params: { query: { product_id: 10001 } } });
    const q = new URL(requests[0].url).searchParams;
    expect(q.get('token')).toBe(TOKEN);
    expect(q.get('product_id')).toBe('10001');
  });

  it('should leave out session fields the session does not have', async () => {
    const { api, requests } = setup({ code: 1, msg: '', sk: 's', data: {} }, {});
    await api.GET('/api/home/app_home_v3', {});
    const q = new URL(requests[0].url).searchParams;
    expect(q.has('user_id')).toBe(false);
    expect(q.has('driver_id')).toBe(false);
  });

  it('should keep a common parameter the caller set', async () => {
    const { api, requests } = setup({ code: 1, msg: '', sk: 's', data: {} });
    await api.GET('/api/home/app_home_v3', { params: { query: { v: '1.0.0' } } });
    expect(new URL(requests[0].url).searchParams.get('v')).toBe('1.0.0');
  });

  it('should send a POST as a form body with the common fields on the wire', async () => {
    const { api, requests } = setup({ code: 1, msg: '登录成功', data: {} });
    await api.POST('/api/login', { body: { username: '13800138000', password: 'abc123' }, headers: FORM });
    const req = requests[0];
    expect(req.method).toBe('POST');
    expect(req.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(await req.text());
    expect(Object.fromEntries(form)).toEqual({
      username: '13800138000',
      password: 'abc123',
      p: 'h5',
      v: '4.9.0',
    });
  });

  it('should send the review upload as multipart with files and the token', async () => {
    const { api, requests } = setup(
      { code: 1, msg: '发布成功', data: { review_id: 30001 } },
      { token: TOKEN },
    );
    const photo = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });
    await api.POST('/api/account/review/upload', {
      body: {
        order_no: 'SJ202611201403120001',
        content: '手机成色很好，和描述一致',
        is_anonymous: 0,
        score: '5,5,5',
        qqfile1: photo,
      },
      bodySerializer(body) {
        const fd = new FormData();
        for (const [k, v] of Object.entries(body)) fd.append(k, v instanceof Blob ? v : String(v));
        return fd;
      },
    });
    const req = requests[0];
    expect(req.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await req.formData();
    expect(form.get('token')).toBe(TOKEN);
    expect(form.get('p')).toBe('h5');
    expect(form.get('score')).toBe('5,5,5');
    const file = form.get('qqfile1') as File;
    expect(file.type).toBe('image/jpeg');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]));
  });

  it('should return the success envelope', async () => {
    const { api } = setup({
      code: 1,
      msg: '获取成功',
      sk: 'rec-1',
      data: { bannerList: [], activity_banber_list: [], recommend_list: [] },
    });
    const res = await ok(api.GET('/api/home/app_home_v3', {}));
    expect(res.sk).toBe('rec-1');
    expect(res.data.recommend_list).toEqual([]);
  });

  it('should turn a code other than 1 into a BizError with code, msg and operation', async () => {
    const { api } = setup({ code: 0, msg: '账号或密码错误', data: null });
    const err = await api
      .POST('/api/login', { body: { username: '13800138000', password: 'wrong1' }, headers: FORM })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BizError);
    expect(isBizError(err, 'login')).toBe(true);
    expect(err).toMatchObject({ code: 0, msg: '账号或密码错误', operation: 'login', data: null });
  });

  it('should keep the data of a non-success code that carries some', async () => {
    const data = { userId: 10101, uid: 'oX3pQ5d8Vw2bYk9LmN4rT7uZ1aE6', platId: 1 };
    const { api } = setup({ code: 2, msg: '该账号未绑定手机号', data });
    const err = await api
      .POST('/api/third_plat_login', { body: { uid: data.uid, plat_id: 1 }, headers: FORM })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: 2, operation: 'thirdPlatLogin', data });
  });

  it('should mark the login-expired code', async () => {
    const { api } = setup({ code: -1, msg: '登录已过期，请重新登录', data: null });
    const err = await api
      .GET('/api/account/favorite/add', { params: { query: { product_id: 10001 } } })
      .catch((e: unknown) => e);
    expect((err as BizError).isLoginExpired).toBe(true);
  });

  it('should turn an HTTP error into an ApiError with the status', async () => {
    const { api } = setup({ title: 'Invalid request', status: 422 }, {}, 422);
    const err = await api.GET('/api/home/app_home_v3', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 422, operation: 'appHomeV3' });
  });

  it('should turn a network failure into an ApiError with status 0', async () => {
    const api = createApiClient({
      baseUrl: 'http://shop.test',
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    const err = await api.GET('/api/home/app_home_v3', {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, operation: 'appHomeV3' });
    expect((err as ApiError).cause).toBeInstanceOf(TypeError);
  });

  it('should reject a body that is not the envelope', async () => {
    const { api } = setup({ hello: 'world' });
    await expect(api.GET('/api/home/app_home_v3', {})).rejects.toBeInstanceOf(ApiError);
  });
});
