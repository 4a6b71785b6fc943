// Every mutation of the shop, tapped twice in the same frame: one request goes out (a double tap
// had once redeemed a coupon, sent an SMS and created an address twice). The list of mutations is
// read from the call modules themselves (every exported hook built on useGuardedMutation), so a
// new mutation without a row here fails.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useIsMutating } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { clearUserData } from '@/lib/session';
import { mockServerForTests } from '@/test/mock-server';
import { loginDevUser, TestApp } from '@/test/render-page';
import type { AddressValues } from '@/validation/forms';
import { useAddAddress } from './add-address';
import { useAddComment } from './add-comments';
import { useAddShopCart } from './add-shop-cart';
import { useLikeReview } from './add-userful';
import { useApplyCancelOrder } from './apply-cancel-order';
import { useCancelOrder } from './cancel-order';
import { useConfirmRepair } from './confirm-repair';
import { useClearSoldLines, useDeleteFromCart } from './delete-from-selected-multi';
import { useDeleteOrder } from './delete-order';
import { useAddFavorite } from './favorite-add';
import { useAlipayInfo } from './get-alipay-info';
import { useWeixinH5Info } from './get-weixin-h5-info';
import { useWeixinPayCode } from './get-weixin-pay-code';
import { useReplyComment } from './reply-comments';
import { useReviewUpload } from './review-upload';
import { useSubmitOrder } from './shop-cart-confirm-order';
import { useThawRefund } from './thaw-enjoy-first-order-post';
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

const ORDER_NO = 'SJ202611201403120001';

/**
 * A mutation's hook, giving the tap that runs it, and the path its (first) request goes to.
 * `hook` is '<call module>#<exported hook>' of the mutation it taps.
 */
interface Tap {
  name: string;
  hook: string;
  path: string;
  useTap: () => () => void;
}

const TAPS: Tap[] = [
  {
    name: 'login',
    hook: 'login#useLogin',
    path: '/api/login',
    useTap: () => {
      const { mutate } = useLogin();
      return () => mutate({ username: '13800138000', password: 'abc123' });
    },
  },
  {
    name: 'register',
    hook: 'register#useRegister',
    path: '/api/register',
    useTap: () => {
      const { mutate } = useRegister();
      return () => mutate({ mobile: '13900139000', code: '123456', password: 'abc123' });
    },
  },
  {
    name: 'find password',
    hook: 'forget-password#useForgetPassword',
    path: '/api/forget_password',
    useTap: () => {
      const { mutate } = useForgetPassword();
      return () => mutate({ mobile: '13800138000', code: '123456', password: 'abc123' });
    },
  },
  {
    name: 'SMS send (获取验证码)',
    hook: 'new-get-sms#useSendSms',
    path: '/api/new_get_sms',
    useTap: () => {
      const { mutate } = useSendSms();
      return () => mutate({ mobile: '13900139000', type: SMS_REGISTER });
    },
  },
  {
    name: 'bind mobile',
    hook: 'third-login-binding-mobile#useBindMobile',
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
    hook: 'third-plat-login#useThirdPartyLogin',
    path: '/api/account/weixin/get_user_info',
    useTap: () => {
      const { mutate } = useThirdPartyLogin();
      return () => mutate({ platform: 'weixin', code: 'one-time-code' });
    },
  },
  {
    name: 'union login',
    hook: 'union-login#useUnionLogin',
    path: '/api/wifihome/union_login',
    useTap: () => {
      const { mutate } = useUnionLogin();
      return () => mutate('union-token');
    },
  },
  {
    name: 'feedback',
    hook: 'opinion-add#useOpinionAdd',
    path: '/api/account/feedback/opinion_add',
    useTap: () => {
      const { mutate } = useOpinionAdd();
      return () => mutate({ content: '希望多上新机', contact: '' });
    },
  },
  {
    name: 'coupon redeem',
    hook: 'exchange-bonus#useExchangeCoupon',
    path: '/api/account/coupons/exchange_bonus',
    useTap: () => {
      const { mutate } = useExchangeCoupon();
      return () => mutate('NEWUSER2024');
    },
  },
  {
    name: 'gift claim',
    hook: 'get-gift-bonus#useClaimGift',
    path: '/api/account/coupons/get_gift_bonus',
    useTap: () => {
      const { mutate } = useClaimGift();
      return () => mutate(1);
    },
  },
  {
    name: 'address add',
    hook: 'add-address#useAddAddress',
    path: '/api/account/address/add_address',
    useTap: () => {
      const { mutate } = useAddAddress();
      return () => mutate(ADDRESS);
    },
  },
  {
    name: 'address change',
    hook: 'change-address#useChangeAddress',
    path: '/api/account/address/change_address',
    useTap: () => {
      const { mutate } = useChangeAddress();
      return () => mutate({ id: 1, values: ADDRESS });
    },
  },
  {
    name: 'address default',
    hook: 'set-address-default#useSetDefaultAddress',
    path: '/api/account/address/set_address_default',
    useTap: () => {
      const { mutate } = useSetDefaultAddress();
      return () => mutate(1);
    },
  },
  {
    name: 'address delete',
    hook: 'disable-address#useDeleteAddress',
    path: '/api/account/address/disable_address',
    useTap: () => {
      const { mutate } = useDeleteAddress();
      return () => mutate(1);
    },
  },
  {
    name: 'favourite on (product heart)',
    hook: 'favorite-add#useAddFavorite',
    path: '/api/account/favorite/add',
    useTap: () => {
      const { toggle } = useFavoriteToggle();
      return () => toggle(1, false);
    },
  },
  {
    name: 'favourite off (product heart)',
    hook: 'favorite-del#useRemoveFavorite',
    path: '/api/account/favorite/del',
    useTap: () => {
      const { toggle } = useFavoriteToggle();
      return () => toggle(1, true);
    },
  },
  {
    name: 'favourite removal (favourites page)',
    hook: 'favorite-del#useRemoveFavorite',
    path: '/api/account/favorite/del',
    useTap: () => {
      const { mutate } = useRemoveFavorite();
      return () => mutate(1);
    },
  },
  {
    name: 'add to cart',
    hook: 'add-shop-cart#useAddShopCart',
    path: '/api/shopcart/add_shop_cart',
    useTap: () => {
      const { mutate } = useAddShopCart();
      return () => mutate({ proType: 1, proValue: 10001, num: 1, price: '3299.00' });
    },
  },
  {
    name: 'cart line delete',
    hook: 'delete-from-selected-multi#useDeleteFromCart',
    path: '/api/shopcart/delete_from_selected_multi',
    useTap: () => {
      const { mutate } = useDeleteFromCart();
      return () => mutate([1]);
    },
  },
  {
    name: 'clear sold cart lines (reads the cart first)',
    hook: 'delete-from-selected-multi#useClearSoldLines',
    path: '/api/shopcart/get_shop_cart_list',
    useTap: () => {
      const { mutate } = useClearSoldLines();
      return () => mutate();
    },
  },
  {
    name: 'order submit',
    hook: 'shop-cart-confirm-order#useSubmitOrder',
    path: '/api/account/order/shop_cart_confirm_order',
    useTap: () => {
      const { mutate } = useSubmitOrder();
      return () =>
        mutate({
          paymentId: 6,
          addressId: 40001,
          fromWhere: 1,
          items: [{ product_id: 10001, product_type: 1 }],
          submitToken: 'double-tap-token',
        });
    },
  },
  {
    name: 'order cancel',
    hook: 'cancel-order#useCancelOrder',
    path: '/api/account/order/cancel_order',
    useTap: () => {
      const { mutate } = useCancelOrder();
      return () => mutate(ORDER_NO);
    },
  },
  {
    name: 'order delete',
    hook: 'delete-order#useDeleteOrder',
    path: '/api/account/order/delete_order',
    useTap: () => {
      const { mutate } = useDeleteOrder();
      return () => mutate(ORDER_NO);
    },
  },
  {
    name: 'order confirm receipt',
    hook: 'confirm-repair#useConfirmRepair',
    path: '/api/account/order/confirm_repair',
    useTap: () => {
      const { mutate } = useConfirmRepair();
      return () => mutate(ORDER_NO);
    },
  },
  {
    name: 'order refund',
    hook: 'apply-cancel-order#useApplyCancelOrder',
    path: '/api/account/order/apply_cancel_order',
    useTap: () => {
      const { mutate } = useApplyCancelOrder();
      return () => mutate({ orderNo: ORDER_NO, reason: 1 });
    },
  },
  {
    name: 'pay-later refund (thaw)',
    hook: 'thaw-enjoy-first-order-post#useThawRefund',
    path: '/api/account/order/thaw_enjoy_first_order_post',
    useTap: () => {
      const { mutate } = useThawRefund();
      return () => mutate({ orderNo: ORDER_NO, reason: 1 });
    },
  },
  {
    name: 'WeChat pay code',
    hook: 'get-weixin-pay-code#useWeixinPayCode',
    path: '/api/account/order/get_weixin_pay_code',
    useTap: () => {
      const { mutate } = useWeixinPayCode();
      return () => mutate({ orderNo: ORDER_NO, redirectUri: 'http://localhost/payment' });
    },
  },
  {
    name: 'WeChat JSAPI parameters',
    hook: 'get-weixin-h5-info#useWeixinH5Info',
    path: '/api/account/order/get_weixin_h5_info',
    useTap: () => {
      const { mutate } = useWeixinH5Info();
      return () => mutate({ orderNo: ORDER_NO, code: 'wx-code' });
    },
  },
  {
    name: 'Alipay form',
    hook: 'get-alipay-info#useAlipayInfo',
    path: '/api/account/order/get_alipay_info',
    useTap: () => {
      const { mutate } = useAlipayInfo();
      return () => mutate(ORDER_NO);
    },
  },
  {
    name: 'review publish',
    hook: 'review-upload#useReviewUpload',
    path: '/api/account/review/upload',
    useTap: () => {
      const { mutate } = useReviewUpload();
      return () =>
        mutate({ orderNo: ORDER_NO, content: '很好用', scores: [5, 5, 5], anonymous: false, photos: [] });
    },
  },
  {
    name: 'review like',
    hook: 'add-userful#useLikeReview',
    path: '/api/account/shaidan/add_userful',
    useTap: () => {
      const { mutate } = useLikeReview();
      return () => mutate({ reviewId: 30001, liked: false });
    },
  },
  {
    name: 'review comment',
    hook: 'add-comments#useAddComment',
    path: '/api/account/shaidan/add_comments',
    useTap: () => {
      const { mutate } = useAddComment();
      return () => mutate({ reviewId: 30001, contents: '同款，好用' });
    },
  },
  {
    name: 'comment reply',
    hook: 'reply-comments#useReplyComment',
    path: '/api/account/shaidan/reply_comments',
    useTap: () => {
      const { mutate } = useReplyComment();
      return () => mutate({ reviewId: 30001, commentId: 1, contents: '谢谢' });
    },
  },
  {
    name: 'favourite on (favourite call)',
    hook: 'favorite-add#useAddFavorite',
    path: '/api/account/favorite/add',
    useTap: () => {
      const { mutate } = useAddFavorite();
      return () => mutate(2);
    },
  },
];

/** The call modules' sources (not their tests). */
const SOURCES = import.meta.glob<string>(['./*.ts', '!./*.test.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Every mutation hook of the app: '<module>#<hook>' for each exported hook whose own body calls
 * useGuardedMutation (a hook that only composes others, like the favourite toggle, is covered
 * through them).
 */
function mutationHooks(): string[] {
  const hooks: string[] = [];
  for (const [file, source] of Object.entries(SOURCES)) {
    const module = file.replace(/^\.\//, '').replace(/\.ts$/, '');
    const exports = [...source.matchAll(/^export (?:function|const) (use\w+)/gm)];
    exports.forEach((m, i) => {
      const body = source.slice(m.index, exports[i + 1]?.index ?? source.length);
      if (/\buseGuardedMutation\s*[<(]/.test(body)) hooks.push(`${module}#${m[1]}`);
    });
  }
  return hooks.sort();
}

const wrapper = ({ children }: { children: ReactNode }) => <TestApp url="/">{children}</TestApp>;

describe('the table of mutations', () => {
  it('should have a row for every mutation hook of src/calls, and no row for a hook that is not one', () => {
    const hooks = mutationHooks();
    expect(hooks.length).toBeGreaterThanOrEqual(32);
    const tapped = new Set(TAPS.map((t) => t.hook));
    expect(
      hooks.filter((h) => !tapped.has(h)),
      'mutations without a double-tap row',
    ).toEqual([]);
    expect(
      [...tapped].filter((h) => !hooks.includes(h)),
      'rows naming no mutation',
    ).toEqual([]);
  });
});

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
