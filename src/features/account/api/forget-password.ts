import { useMutation } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import type { FindPasswordValues } from '@/validation/forms';

/** POST /api/forget_password: sets a new password; the user then logs in with it. */
export const useForgetPassword = () =>
  useMutation({
    mutationFn: (values: FindPasswordValues) =>
      ok(
        api.POST('/api/forget_password', {
          body: { mobile: values.mobile, code: values.code, password: values.password },
          headers: FORM,
        }),
      ),
  });
