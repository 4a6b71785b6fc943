import { BizError } from '@/api/errors';
import { toast } from '@/lib/toast';

/**
 * A failed action's outcome (SPEC 8): the server's msg as a toast. Login expired and network
 * failures are left to the app's global handler (src/app/query-client.ts), which sends to login
 * or toasts its network message, so nothing shows twice.
 */
export function toastFailure(err: unknown): void {
  if (err instanceof BizError && !err.isLoginExpired && err.msg) void toast(err.msg);
}
