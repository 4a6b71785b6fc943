import { useQueryClient } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { CANUSE_BONUS_LIST } from './canuse-bonus-list';
import { GET_GIFT } from './get-gift';

/**
 * Claims the gift (getGiftBonus). The caller reads BizError -2 as "already claimed" and toasts
 * other failures itself (docs/product/errors.md), so the app-wide toast stays quiet for this one.
 */
export function useClaimGift() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (giftId: number) =>
      ok(api.POST('/api/account/coupons/get_gift_bonus', { body: { gift_id: giftId }, headers: FORM })),
    meta: { errorToast: false },
    // The gift's coupons land in the usable list.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: callKey(CANUSE_BONUS_LIST) }),
        client.invalidateQueries({ queryKey: callKey(GET_GIFT) }),
      ]),
  });
}
