import { useQueryClient } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import type { components } from '@/api/schema';
import { config } from '@/config';
import { signSmsRequest } from '@/domain/sms-sign';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { serverTimeQuery } from './get-server-time';

export type SmsType = components['schemas']['SmsType'];

/** SMS purposes (contract SmsType). */
export const SMS_REGISTER: SmsType = 1;
export const SMS_FIND_PASSWORD: SmsType = 2;
export const SMS_BIND: SmsType = 3;

/**
 * Sends an SMS code (newGetSms): get_server_time, then new_get_sms signed over exactly the fields
 * sent. p and v are set here (not left to the client's middleware) because they are signed.
 */
export function useSendSms() {
  const queryClient = useQueryClient();
  return useGuardedMutation({
    mutationFn: async ({ mobile, type }: { mobile: string; type: SmsType }) => {
      const time = await queryClient.fetchQuery(serverTimeQuery());
      const fields = {
        timestr: String(time.data.time),
        type,
        mobile,
        p: 'h5' as const,
        v: config.apiVersion,
      };
      const sign = signSmsRequest(fields, config.smsSecret);
      return ok(api.POST('/api/new_get_sms', { body: { ...fields, sign }, headers: FORM }));
    },
  });
}
