import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { BizError } from '@/api/errors';
import { errorMessage } from '@/lib/error-message';
import { clearUserData } from '@/lib/session';
import { toast } from '@/lib/toast';
import { currentFullPath, LOGIN_PATH, loginRedirect } from '@/lib/redirect';
import { navigateTo } from './navigation';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /**
       * false: the screen shows this mutation's failures itself (inline, or a code it expects such
       * as the gift's -2), so the app-wide toast stays quiet. Login expired is always handled here.
       */
      errorToast?: boolean;
    };
  }
}

export interface ErrorHandlers {
  /** Where the user goes after a login-expired answer (default: the router). */
  navigate?: (path: string) => void;
  /** How a message is shown (default: the lazy antd-mobile toast). */
  notify?: (message: string) => void;
  /** The current path and query, the login's way back (default: the browser's location). */
  currentPath?: () => string;
}

/**
 * The one error policy (docs/decisions/0002-error-policy.md). Login expired (code -1 from any
 * login-only call): the session is cleared and the user sent to login, returning here afterwards.
 * A failed mutation toasts errorMessage(err): the server's msg for a business answer, else one
 * message per failure kind. A failed query is left to its page, which renders ErrorState with the
 * same message and a retry. Screens add nothing for these; they only handle what they expect.
 */
export function handleApiError(
  err: unknown,
  kind: 'query' | 'mutation',
  handlers: ErrorHandlers = {},
  toastIt = true,
): void {
  const {
    navigate = navigateTo,
    notify = (m: string) => void toast(m, 'fail'),
    currentPath = currentFullPath,
  } = handlers;
  if (err instanceof BizError && err.isLoginExpired) {
    clearUserData();
    const here = currentPath();
    if (here.split('?')[0].toLowerCase() !== LOGIN_PATH) navigate(loginRedirect(here));
    return;
  }
  if (kind === 'mutation' && toastIt) notify(errorMessage(err));
}

export const createQueryClient = (handlers: ErrorHandlers = {}) =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (err) => handleApiError(err, 'query', handlers) }),
    mutationCache: new MutationCache({
      onError: (err, _vars, _ctx, mutation) =>
        handleApiError(err, 'mutation', handlers, mutation.meta?.errorToast !== false),
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A business answer will not change on retry; one retry for a network hiccup.
        retry: (count, err) => !(err instanceof BizError) && count < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
