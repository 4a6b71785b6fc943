import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';

/** The payment app's form for an order (getAlipayInfo): its fields are posted to its action. */
export function useAlipayInfo() {
  return useGuardedMutation({
    mutationFn: async (orderNo: string) =>
      (await ok(api.GET('/api/account/order/get_alipay_info', { params: { query: { order_no: orderNo } } })))
        .data,
  });
}
