import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import type { LoginValues } from '@/validation/forms';

/** Logs in (login): the phone goes as `username`; success data is the session. */
export const useLogin = () =>
  useGuardedMutation({
    mutationFn: (values: LoginValues) =>
      ok(
        api.POST('/api/login', {
          body: { username: values.username, password: values.password },
          headers: FORM,
        }),
      ),
  });
