import { useCallback, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { isBizError } from '@/api/errors';
import { loginRedirect } from '@/lib/redirect';
import { clearUserData, isLoggedIn } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useFavoriteToggle } from '../api/favorite';

/** SPEC 8 success toasts. */
export const FAVORITE_ADDED = '收藏成功';
export const FAVORITE_REMOVED = '取消成功';
/** A failed call without a server message (network, HTTP). */
export const NETWORK_FAILED = '网络不太顺畅，请稍后重试';

/**
 * The favourite toggle of a product card (SPEC 2, 4, 6): needs login (else /login with this page
 * as redirect), one call per product at a time, and the spec's toast for each outcome.
 */
export function useFavorite() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { mutate, isPending, variables } = useFavoriteToggle();
  const inFlight = useRef(new Set<number>());

  const toLogin = useCallback(
    () => navigate(loginRedirect(`${pathname}${search}`)),
    [navigate, pathname, search],
  );

  const toggle = useCallback(
    (productId: number, favorite: boolean) => {
      if (!isLoggedIn()) {
        toLogin();
        return;
      }
      if (inFlight.current.has(productId)) return;
      inFlight.current.add(productId);
      mutate(
        { productId, favorite },
        {
          onSuccess: () => void toast(favorite ? FAVORITE_REMOVED : FAVORITE_ADDED),
          onError: (err) => {
            if (isBizError(err) && err.isLoginExpired) {
              clearUserData();
              toLogin();
            } else {
              void toast(isBizError(err) && err.msg ? err.msg : NETWORK_FAILED);
            }
          },
          onSettled: () => inFlight.current.delete(productId),
        },
      );
    },
    [mutate, toLogin],
  );

  const pendingId = isPending ? variables?.productId : undefined;
  return { toggle, pendingId };
}
