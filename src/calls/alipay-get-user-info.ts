import { ok } from '@/api/client';
import { api } from '@/lib/api';
import type { ThirdPartyUserInfo } from './weixin-get-user-info';

/** The payment app's user for its one-time `auth_code` (alipayGetUserInfo). */
export async function alipayUserInfo(authCode: string): Promise<ThirdPartyUserInfo> {
  return (
    await ok(
      api.GET('/api/account/alipay/get_user_info', { params: { query: { auth_code: authCode, type: 1 } } }),
    )
  ).data;
}
