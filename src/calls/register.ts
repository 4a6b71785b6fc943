import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import type { RegisterValues } from '@/validation/forms';

/** Registers (register): success logs in (data is the session). The invite code is optional. */
export const useRegister = () =>
  useGuardedMutation({
    mutationFn: (values: RegisterValues) =>
      ok(
        api.POST('/api/register', {
          body: {
            mobile: values.mobile,
            code: values.code,
            password: values.password,
            recommend_code: values.recommendCode ?? '',
          },
          headers: FORM,
        }),
      ),
  });
