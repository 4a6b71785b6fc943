import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { FORM, ok } from '@/api/client';
import { likeType, toggleLike } from '@/domain/review';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';
import { useGuardedMutation } from '@/lib/use-guarded-mutation';
import { NEW_REVIEW_LIST } from './new-review-list';
import { patchDetailReview, reviewDetailQuery, type ReviewDetail } from './shaidan-detail';

export interface LikeVariables {
  reviewId: number;
  /** Whether the viewer likes the review now: true removes the like (type 2), false adds it (1). */
  liked: boolean;
}

/**
 * Likes or unlikes a review (addUserful). The count and the state change at once in the cached
 * detail and roll back if the call fails (the failure is toasted by the app); the server's answer
 * then sets both, and the feed's counts are refetched. One call per review at a time.
 */
export function useLikeReview() {
  const client = useQueryClient();
  return useGuardedMutation(
    {
      mutationFn: ({ reviewId, liked }: LikeVariables) =>
        ok(
          api.POST('/api/account/shaidan/add_userful', {
            body: { review_id: reviewId, type: likeType(liked) },
            headers: FORM,
          }),
        ),
      onMutate: async ({ reviewId, liked }) => {
        const { queryKey } = reviewDetailQuery(reviewId);
        await client.cancelQueries({ queryKey });
        const before = client.getQueryData<InfiniteData<ReviewDetail, number>>(queryKey);
        patchDetailReview(client, reviewId, (review) => {
          const next = toggleLike({ liked, count: review.useful_num });
          return { ...review, useful_num: next.count, is_add_usefull: next.liked ? 1 : 0 };
        });
        return { before };
      },
      onError: (_err, { reviewId }, context) => {
        if (context?.before) client.setQueryData(reviewDetailQuery(reviewId).queryKey, context.before);
      },
      onSuccess: ({ data }) =>
        patchDetailReview(client, data.review_id, (review) => ({
          ...review,
          useful_num: data.useful_num,
          is_add_usefull: data.is_add_usefull,
        })),
      onSettled: () => client.invalidateQueries({ queryKey: callKey(NEW_REVIEW_LIST) }),
    },
    { keyOf: ({ reviewId }) => reviewId },
  );
}
