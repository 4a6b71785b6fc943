import { ok } from '@/api/client';
import type { components } from '@/api/schema';
import { api } from '@/lib/api';

export type ThirdPartyUserInfo = components['schemas']['ThirdPartyUserInfo'];

/** The messaging app's user for its one-time `code` (weixinGetUserInfo). */
export async function weixinUserInfo(code: string): Promise<ThirdPartyUserInfo> {
  return (await ok(api.GET('/api/account/weixin/get_user_info', { params: { query: { code } } }))).data;
}
