import { useMutation } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import type { FeedbackValues } from '@/validation/forms';

/** POST /api/account/feedback/opinion_add (login required; the client adds the token). */
export const useOpinionAdd = () =>
  useMutation({
    mutationFn: (values: FeedbackValues) =>
      ok(
        api.POST('/api/account/feedback/opinion_add', {
          body: { content: values.content, contact_way: values.contact ?? '' },
          headers: FORM,
        }),
      ),
  });
