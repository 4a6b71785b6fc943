import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import type { components } from '@/api/schema';
import { config } from '@/config';
import { signSmsRequest } from '@/domain/sms-sign';
import { api } from '@/lib/api';

export type SmsType = components['schemas']['SmsType'];

/** SMS purposes (contract SmsType). */
export const SMS_REGISTER: SmsType = 1;
export const SMS_FIND_PASSWORD: SmsType = 2;
export const SMS_BIND: SmsType = 3;

/** The server's clock, never cached: the sign's timestr must be fresh. */
export const serverTimeQuery = () =>
  queryOptions({
    queryKey: ['get', '/api/get_server_time'],
    queryFn: ({ signal }) => ok(api.GET('/api/get_server_time', { signal })),
    staleTime: 0,
    gcTime: 0,
  });

/**
 * get_server_time, then new_get_sms signed over exactly the fields sent. p and v are set here
 * (not left to the client's middleware) because they are part of the signature.
 */
export function useSendSms() {
  const queryClient = useQueryClient();
  return useMutation({
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
