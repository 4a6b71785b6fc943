import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/lib/navigate';
import type { components } from '@/api/schema';
import { redirectParam, safeRedirect } from '@/lib/redirect';
import { saveUserData } from '@/lib/session';
import { toast } from '@/lib/toast';

type UserData = components['schemas']['UserData'];

/**
 * After any successful login (password, register, third party, bind): store the session for 7
 * days, refetch what depends on who is logged in, show the toast and go to the same-site
 * `redirect` of this page, or /user.
 */
export function useFinishLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = redirectParam(params);
  return useCallback(
    (user: UserData, message: string) => {
      saveUserData(user);
      void queryClient.invalidateQueries();
      void toast(message, 'success');
      void navigate(safeRedirect(redirect), { replace: true });
    },
    [queryClient, navigate, redirect],
  );
}
