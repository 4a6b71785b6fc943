import { useQueryClient } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { CANUSE_BONUS_LIST } from './canuse-bonus-list';

/** Redeems an exchange code (exchangeBonus); the new coupon lands in the usable list. */
export function useExchangeCoupon() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: (code: string) =>
      ok(api.POST('/api/account/coupons/exchange_bonus', { body: { exchange_code: code }, headers: FORM })),
    onSuccess: () => client.invalidateQueries({ queryKey: callKey(CANUSE_BONUS_LIST) }),
  });
}
