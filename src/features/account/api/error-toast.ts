import { isBizError } from '@/api/errors';
import { toast } from '@/lib/toast';

/** What a failed form call shows when the server gave no message (network or HTTP failure). */
export const NETWORK_MESSAGE = '网络不太顺畅，请稍后重试';

/** SPEC 8: login, register, forgot password, bind and SMS send show the server msg in a toast. */
export function toastError(err: unknown): void {
  void toast(isBizError(err) && err.msg ? err.msg : NETWORK_MESSAGE, 'fail');
}
