import { useMutation } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import { isBizError } from '@/api/errors';
import type { components } from '@/api/schema';
import type { BindTarget } from '@/domain/third-party-login';
import { api } from '@/lib/api';
import type { BindMobileValues } from '@/validation/forms';

type UserData = components['schemas']['UserData'];
type ThirdPartyUserInfo = components['schemas']['ThirdPartyUserInfo'];
export type ThirdPartyNotBound = components['schemas']['ThirdPartyNotBound'];

/** third_plat_login's two good outcomes (SPEC 4: code 1 logs in, code 2 goes to bind account). */
export type ThirdLoginOutcome =
  { kind: 'loggedIn'; user: UserData } | { kind: 'notBound'; data: ThirdPartyNotBound };

/** The callback page's authorisation: the messaging app's `code` or the payment app's `auth_code`. */
export type ThirdPartyAuth = { platform: 'weixin'; code: string } | { platform: 'alipay'; authCode: string };

function isNotBoundData(value: unknown): value is ThirdPartyNotBound {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.userId === 'number' && typeof v.uid === 'string' && (v.platId === 1 || v.platId === 2);
}

async function userInfo(auth: ThirdPartyAuth): Promise<ThirdPartyUserInfo> {
  const res =
    auth.platform === 'weixin'
      ? await ok(api.GET('/api/account/weixin/get_user_info', { params: { query: { code: auth.code } } }))
      : await ok(
          api.GET('/api/account/alipay/get_user_info', {
            params: { query: { auth_code: auth.authCode, type: 1 } },
          }),
        );
  return res.data;
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

/** The callback pages' chain: get_user_info with the one-time code, then third_plat_login. */
export const useThirdPartyLogin = () =>
  useMutation({ mutationFn: async (auth: ThirdPartyAuth) => thirdPlatLogin(await userInfo(auth)) });

/** POST /api/third_login_binding_mobile: binds a mobile (SMS type 3) and logs in. */
export const useBindMobile = () =>
  useMutation({
    mutationFn: ({ target, values }: { target: BindTarget; values: BindMobileValues }) =>
      ok(
        api.POST('/api/third_login_binding_mobile', {
          body: {
            uid: target.uid,
            plat_id: target.platId,
            user_id: target.userId,
            code: values.code,
            mobile: values.mobile,
          },
          headers: FORM,
        }),
      ),
  });
