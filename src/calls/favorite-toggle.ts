// The favourite heart of a product (docs/product/screens.md, docs/product/states.md, docs/product/permissions.md), shared by every product list and the product
// detail: not one operation but the choice between favorite/add and favorite/del, with the login
// check and the success toasts. Failures follow the app-wide policy (toast, or login on -1).
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useNavigate } from '@/lib/navigate';
import { loginRedirect } from '@/lib/redirect';
import { isLoggedIn } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useAddFavorite } from './favorite-add';
import { useRemoveFavorite } from './favorite-del';

/** docs/product/errors.md success toasts. */
export const FAVORITE_ADDED = '收藏成功';
export const FAVORITE_REMOVED = '取消成功';

/**
 * `toggle(productId, favorite)`: a visitor goes to /login with this page as redirect; a product
 * whose heart is in flight ignores further taps. `pendingId` is the product in flight, if any.
 */
export function useFavoriteToggle() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const { isBusy: addBusy, mutate: addMutate } = add;
  const { isBusy: removeBusy, mutate: removeMutate } = remove;

  const toggle = useCallback(
    (productId: number, favorite: boolean) => {
      if (!isLoggedIn()) {
        void navigate(loginRedirect(`${pathname}${search}`));
        return;
      }
      // One call per product, whichever way it goes.
      if (addBusy(productId) || removeBusy(productId)) return;
      if (favorite) removeMutate(productId, { onSuccess: () => void toast(FAVORITE_REMOVED) });
      else addMutate(productId, { onSuccess: () => void toast(FAVORITE_ADDED) });
    },
    [navigate, pathname, search, addBusy, removeBusy, addMutate, removeMutate],
  );

  const pendingId = add.isPending ? add.variables : remove.isPending ? remove.variables : undefined;
  return { toggle, pendingId };
}
