import { useQueryClient } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { SHAIDAN_DETAIL } from './shaidan-detail';

export interface ReplyVariables {
  reviewId: number;
  commentId: number;
  contents: string;
}

/**
 * Replies to a comment (replyComments); the server refuses anyone but the review's author (code 0,
 * its msg toasted by the app). The reply lands in the comment's reply_list, so the detail is
 * refetched. A double tap sends one reply.
 */
export function useReplyComment() {
  const client = useQueryClient();
  return useGuardedMutation({
    mutationFn: ({ reviewId, commentId, contents }: ReplyVariables) =>
      ok(
        api.POST('/api/account/shaidan/reply_comments', {
          body: { review_id: reviewId, comment_id: commentId, contents },
          headers: FORM,
        }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: callKey(SHAIDAN_DETAIL) }),
  });
}
