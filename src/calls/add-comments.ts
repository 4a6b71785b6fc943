import { useQueryClient } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { NEW_REVIEW_LIST } from './new-review-list';
import { SHAIDAN_DETAIL } from './shaidan-detail';

/**
 * Comments on a review (addComments). The new comment lands on top of the detail and in the
 * feed's comment count, so both are refetched. A double tap sends one comment.
 */
export function useAddComment() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ reviewId, contents }: { reviewId: number; contents: string }) =>
      ok(
        api.POST('/api/account/shaidan/add_comments', {
          body: { review_id: reviewId, contents },
          headers: FORM,
        }),
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: callKey(SHAIDAN_DETAIL) }),
        client.invalidateQueries({ queryKey: callKey(NEW_REVIEW_LIST) }),
      ]),
  });
}
