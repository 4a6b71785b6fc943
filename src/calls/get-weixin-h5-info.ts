import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';

/**
 * The JSAPI pay parameters of an order (getWeixinH5Info), for the OAuth code the messaging app
 * returned. A mutation, not a query: the code is good once, so it must never be refetched.
 */
export function useWeixinH5Info() {
  return useGuardedMutation({
    mutationFn: async ({ orderNo, code }: { orderNo: string; code: string }) =>
      (
        await ok(
          api.GET('/api/account/order/get_weixin_h5_info', {
            params: { query: { order_no: orderNo, code } },
          }),
        )
      ).data,
  });
}
