import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, BizError } from '@/api/errors';
import { clearUserData } from '@/lib/session';
import { toast } from '@/lib/toast';
import { LOGIN_PATH, loginRedirect } from './guard';
import { navigateTo } from './navigation';

/** What a failed mutation shows when no business answer came (network or HTTP failure). */
export const NETWORK_MESSAGE = '网络异常，请稍后重试';

export interface ErrorHandlers {
  /** Where the user goes after a login-expired answer (default: the router). */
  navigate?: (path: string) => void;
  /** How a message is shown (default: the lazy antd-mobile toast). */
  notify?: (message: string) => void;
}

const currentPath = () => `${window.location.pathname}${window.location.search}`;

/**
 * Global error handling. Login expired (code -1 from any x-auth call): the session is cleared
 * and the user sent to login, returning here afterwards. A mutation that got no business answer
 * toasts a generic network message (screens handle their BizError msg themselves). Query errors
 * are left to the page, which renders its error state with retry.
 */
export function handleApiError(err: unknown, kind: 'query' | 'mutation', handlers: ErrorHandlers = {}): void {
  const { navigate = navigateTo, notify = (m: string) => void toast(m, 'fail') } = handlers;
  if (err instanceof BizError && err.isLoginExpired) {
    clearUserData();
    if (window.location.pathname.toLowerCase() !== LOGIN_PATH) navigate(loginRedirect(currentPath()));
    return;
  }
  if (kind === 'mutation' && err instanceof ApiError) notify(NETWORK_MESSAGE);
}

export const createQueryClient = (handlers: ErrorHandlers = {}) =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (err) => handleApiError(err, 'query', handlers) }),
    mutationCache: new MutationCache({ onError: (err) => handleApiError(err, 'mutation', handlers) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A business answer will not change on retry; one retry for a network hiccup.
        retry: (count, err) => !(err instanceof BizError) && count < 1,
        refetchOnWindowFocus: false,
      },
    },
  });
