import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { applyUnionLogin } from '@/lib/session';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';

/**
 * Union login (unionLogin, docs/product/screens.md route guard): trades a link's `token` for a session. On success
 * the 7-day userData cookie is written, saved address data cleared and the login state refreshed
 * (applyUnionLogin notifies every subscriber).
 */
export const useUnionLogin = () =>
  useGuardedMutation({
    mutationKey: ['unionLogin'],
    mutationFn: async (token: string) =>
      applyUnionLogin(
        (await ok(api.GET('/api/wifihome/union_login', { params: { query: { token } } }))).data,
      ),
  });
