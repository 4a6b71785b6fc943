import { useMutation } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import type { LoginValues } from '@/validation/forms';

/** POST /api/login: the phone goes as `username`; success data is the session. */
export const useLogin = () =>
  useMutation({
    mutationFn: (values: LoginValues) =>
      ok(
        api.POST('/api/login', {
          body: { username: values.username, password: values.password },
          headers: FORM,
        }),
      ),
  });
