import {
  infiniteQueryOptions,
  useInfiniteQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { ok } from '@/api/client';
import type { components } from '@/api/schema';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';
import { viewerId } from '@/lib/session';

export const SHAIDAN_DETAIL = '/api/account/shaidan/shaidan_detail';

export type ReviewDetail = components['schemas']['ReviewDetail'];
export type Comment = components['schemas']['Comment'];
type Review = components['schemas']['Review'];

/**
 * One review with its comments (shaidanDetail), the comments page by page (has_more_page).
 * Keyed by the viewer: the token decides is_add_usefull and who may reply.
 */
export const reviewDetailQuery = (reviewId: number) =>
  infiniteQueryOptions({
    queryKey: callKey(SHAIDAN_DETAIL, { review_id: reviewId, viewer: viewerId() }),
    queryFn: async ({ pageParam, signal }) =>
      (
        await ok(
          api.GET(SHAIDAN_DETAIL, { params: { query: { review_id: reviewId, page: pageParam } }, signal }),
        )
      ).data,
    initialPageParam: 1,
    getNextPageParam: (last, _all, param) => (last.has_more_page === 1 ? param + 1 : undefined),
  });

export const useReviewDetail = (reviewId: number) => useInfiniteQuery(reviewDetailQuery(reviewId));

/** Rewrites the review of every cached page of one detail (the like shows at once). */
export function patchDetailReview(
  client: QueryClient,
  reviewId: number,
  patch: (review: Review) => Review,
): void {
  client.setQueryData<InfiniteData<ReviewDetail, number>>(
    reviewDetailQuery(reviewId).queryKey,
    (old) =>
      old && { ...old, pages: old.pages.map((page) => ({ ...page, review_info: patch(page.review_info) })) },
  );
}
