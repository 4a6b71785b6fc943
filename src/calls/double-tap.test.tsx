// Every mutation of the shop, tapped twice in the same frame: one request goes out (issue 9,
// point 4: a double tap had redeemed a coupon, sent an SMS and created an address twice).
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useIsMutating } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { clearUserData } from '@/lib/session';
import { mockServerForTests } from '@/test/mock-server';
import { loginDevUser, TestApp } from '@/test/render-page';
import type { AddressValues } from '@/validation/forms';
import { useAddAddress } from './add-address';
import { useChangeAddress } from './change-address';
import { useDeleteAddress } from './disable-address';
import { useExchangeCoupon } from './exchange-bonus';
import { useRemoveFavorite } from './favorite-del';
import { useFavoriteToggle } from './favorite-toggle';
import { useForgetPassword } from './forget-password';
import { useClaimGift } from './get-gift-bonus';
import { useLogin } from './login';
import { SMS_REGISTER, useSendSms } from './new-get-sms';
import { useOpinionAdd } from './opinion-add';
import { useRegister } from './register';
import { useSetDefaultAddress } from './set-address-default';
import { useBindMobile } from './third-login-binding-mobile';
import { useThirdPartyLogin } from './third-plat-login';
import { useUnionLogin } from './union-login';

const { server } = mockServerForTests();
const requests: string[] = [];
beforeAll(() => {
  server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
});
beforeEach(() => {
  requests.length = 0;
  loginDevUser();
});
afterEach(() => {
  clearUserData();
});

const ADDRESS: AddressValues = {
  name: '张三',
  mobile: '13800138000',
  area: { stateId: 1, cityId: 2, countyId: 3 },
  street: '人民路 1 号',
  isDefault: false,
};

/** A mutation's hook, giving the tap that runs it, and the path its request goes to. */
const TAPS: { name: string; path: string; useTap: () => () => void }[] = [
  {
    name: 'login',
    path: '/api/login',
    useTap: () => {
      const { mutate } = useLogin();
      return () => mutate({ username: '13800138000', password: 'abc123' });
    },
  },
  {
    name: 'register',
    path: '/api/register',
    useTap: () => {
      const { mutate } = useRegister();
      return () => mutate({ mobile: '13900139000', code: '123456', password: 'abc123' });
    },
  },
  {
    name: 'find password',
    path: '/api/forget_password',
    useTap: () => {
      const { mutate } = useForgetPassword();
      return () => mutate({ mobile: '13800138000', code: '123456', password: 'abc123' });
    },
  },
  {
    name: 'SMS send (获取验证码)',
    path: '/api/new_get_sms',
    useTap: () => {
      const { mutate } = useSendSms();
      return () => mutate({ mobile: '13900139000', type: SMS_REGISTER });
    },
  },
  {
    name: 'bind mobile',
    path: '/api/third_login_binding_mobile',
    useTap: () => {
      const { mutate } = useBindMobile();
      return () =>
        mutate({
          target: { userId: 20001, uid: 'wx-uid', platId: 1 },
          values: { mobile: '13900139000', code: '123456' },
        });
    },
  },
  {
    name: 'third-party login',
    path: '/api/account/weixin/get_user_info',
    useTap: () => {
      const { mutate } = useThirdPartyLogin();
      return () => mutate({ platform: 'weixin', code: 'one-time-code' });
    },
  },
  {
    name: 'union login',
    path: '/api/wifihome/union_login',
    useTap: () => {
      const { mutate } = useUnionLogin();
      return () => mutate('union-token');
    },
  },
  {
    name: 'feedback',
    path: '/api/account/feedback/opinion_add',
    useTap: () => {
      const { mutate } = useOpinionAdd();
      return () => mutate({ content: '希望多上新机', contact: '' });
    },
  },
  {
    name: 'coupon redeem',
    path: '/api/account/coupons/exchange_bonus',
    useTap: () => {
      const { mutate } = useExchangeCoupon();
      return () => mutate('NEWUSER2024');
    },
  },
  {
    name: 'gift claim',
    path: '/api/account/coupons/get_gift_bonus',
    useTap: () => {
      const { mutate } = useClaimGift();
      return () => mutate(1);
    },
  },
  {
    name: 'address add',
    path: '/api/account/address/add_address',
    useTap: () => {
      const { mutate } = useAddAddress();
      return () => mutate(ADDRESS);
    },
  },
  {
    name: 'address change',
    path: '/api/account/address/change_address',
    useTap: () => {
      const { mutate } = useChangeAddress();
      return () => mutate({ id: 1, values: ADDRESS });
    },
  },
  {
    name: 'address default',
    path: '/api/account/address/set_address_default',
    useTap: () => {
      const { mutate } = useSetDefaultAddress();
      return () => mutate(1);
    },
  },
  {
    name: 'address delete',
    path: '/api/account/address/disable_address',
    useTap: () => {
      const { mutate } = useDeleteAddress();
      return () => mutate(1);
    },
  },
  {
    name: 'favourite on (product heart)',
    path: '/api/account/favorite/add',
    useTap: () => {
      const { toggle } = useFavoriteToggle();
      return () => toggle(1, false);
    },
  },
  {
    name: 'favourite off (product heart)',
    path: '/api/account/favorite/del',
    useTap: () => {
      const { toggle } = useFavoriteToggle();
      return () => toggle(1, true);
    },
  },
  {
    name: 'favourite removal (favourites page)',
    path: '/api/account/favorite/del',
    useTap: () => {
      const { mutate } = useRemoveFavorite();
      return () => mutate(1);
    },
  },
];

const wrapper = ({ children }: { children: ReactNode }) => <TestApp url="/">{children}</TestApp>;

describe('a double tap sends one request', () => {
  it.each(TAPS)('$name', async ({ path, useTap }) => {
    const { result } = renderHook(() => ({ tap: useTap(), busy: useIsMutating() }), { wrapper });
    act(() => {
      result.current.tap();
      result.current.tap();
    });
    await waitFor(() => expect(requests.filter((p) => p === path)).toHaveLength(1));
    await waitFor(() => expect(result.current.busy).toBe(0));
    expect(requests.filter((p) => p === path)).toHaveLength(1);
  });
});
