import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';

/** The messaging app's OAuth address for paying an order (getWeixinPayCode); it returns to redirectUri. */
export function useWeixinPayCode() {
  return useGuardedMutation({
    mutationFn: async ({ orderNo, redirectUri }: { orderNo: string; redirectUri: string }) =>
      (
        await ok(
          api.POST('/api/account/order/get_weixin_pay_code', {
            body: { order_no: orderNo, redirect_uri: redirectUri },
            headers: FORM,
          }),
        )
      ).data,
  });
}
