import { FORM, ok } from '@/api/client';
import { isBizError } from '@/api/errors';
import type { components } from '@/api/schema';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { alipayUserInfo } from './alipay-get-user-info';
import { weixinUserInfo, type ThirdPartyUserInfo } from './weixin-get-user-info';

type UserData = components['schemas']['UserData'];
export type ThirdPartyNotBound = components['schemas']['ThirdPartyNotBound'];

/** third_plat_login's two good outcomes (docs/product/states.md: code 1 logs in, code 2 goes to bind account). */
export type ThirdLoginOutcome =
  { kind: 'loggedIn'; user: UserData } | { kind: 'notBound'; data: ThirdPartyNotBound };

/** The callback page's authorisation: the messaging app's `code` or the payment app's `auth_code`. */
export type ThirdPartyAuth = { platform: 'weixin'; code: string } | { platform: 'alipay'; authCode: string };

function isNotBoundData(value: unknown): value is ThirdPartyNotBound {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.userId === 'number' && typeof v.uid === 'string' && (v.platId === 1 || v.platId === 2);
}

async function thirdPlatLogin(info: ThirdPartyUserInfo): Promise<ThirdLoginOutcome> {
  try {
    const res = await ok(
      api.POST('/api/third_plat_login', {
        body: { uid: info.uid, plat_id: info.plat_id, uname: info.uname, avatar: info.avatar, from_shop: 1 },
        headers: FORM,
      }),
    );
    return { kind: 'loggedIn', user: res.data };
  } catch (err) {
    // Code 2: not bound yet; its data names the reserved user the bind page needs.
    if (isBizError(err, 'thirdPlatLogin') && err.code === 2 && isNotBoundData(err.data)) {
      return { kind: 'notBound', data: err.data };
    }
    throw err;
  }
}

/** The callback pages' chain (thirdPlatLogin): get_user_info with the one-time code, then third_plat_login. */
export const useThirdPartyLogin = () =>
  useGuardedMutation({
    // The callback page is nothing but this call: it shows the failure itself, not as a toast too.
    meta: { errorToast: false },
    mutationFn: async (auth: ThirdPartyAuth) =>
      thirdPlatLogin(
        auth.platform === 'weixin' ? await weixinUserInfo(auth.code) : await alipayUserInfo(auth.authCode),
      ),
  });
