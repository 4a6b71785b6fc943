import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import type { FindPasswordValues } from '@/validation/forms';

/** Sets a new password (forgetPassword); the user then logs in with it. */
export const useForgetPassword = () =>
  useGuardedMutation({
    mutationFn: (values: FindPasswordValues) =>
      ok(
        api.POST('/api/forget_password', {
          body: { mobile: values.mobile, code: values.code, password: values.password },
          headers: FORM,
        }),
      ),
  });
