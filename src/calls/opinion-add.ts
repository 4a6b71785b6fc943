import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import type { FeedbackValues } from '@/validation/forms';

/** Sends feedback (opinionAdd; login required, the client adds the token). */
export const useOpinionAdd = () =>
  useGuardedMutation({
    mutationFn: (values: FeedbackValues) =>
      ok(
        api.POST('/api/account/feedback/opinion_add', {
          body: { content: values.content, contact_way: values.contact ?? '' },
          headers: FORM,
        }),
      ),
  });
