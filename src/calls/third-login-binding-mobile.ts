import { FORM, ok } from '@/api/client';
import type { BindTarget } from '@/domain/third-party-login';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import type { BindMobileValues } from '@/validation/forms';

/** Binds a mobile (thirdLoginBindingMobile, SMS type 3) and logs in. */
export const useBindMobile = () =>
  useGuardedMutation({
    mutationFn: ({ target, values }: { target: BindTarget; values: BindMobileValues }) =>
      ok(
        api.POST('/api/third_login_binding_mobile', {
          body: {
            uid: target.uid,
            plat_id: target.platId,
            user_id: target.userId,
            code: values.code,
            mobile: values.mobile,
          },
          headers: FORM,
        }),
      ),
  });
