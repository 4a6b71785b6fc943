import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import type { components } from '@/api/schema';
import { api } from '@/lib/api';
import { emptyOnListEnd, nextPageParam } from '@/lib/list-pages';
import { callKey } from '@/lib/query-key';
import { viewerId } from '@/lib/session';

export const NEW_REVIEW_LIST = '/api/account/shaidan/new_review_list';

export type Review = components['schemas']['Review'];
export type ReviewList = components['schemas']['ReviewList'];
export type ReviewBrandType = components['schemas']['ReviewBrandType'];

export interface ReviewFeedFilter {
  /** /list/pro: only this product's reviews (the category menu is hidden then). */
  productId?: number;
  /** The category menu's brand_type; 0 is 全部. */
  brandType?: number;
}

const EMPTY: ReviewList = { list: [], brand_type_list: [] };

/**
 * The review feed (newReviewList), page by page. Code -404 (no reviews, or past the end) reads as
 * an empty page. Keyed by the viewer too: the token the client adds decides is_add_usefull.
 */
export const reviewFeedQuery = ({ productId, brandType = 0 }: ReviewFeedFilter) => {
  const query = { product_id: productId, brand_type: productId === undefined ? brandType : undefined };
  return infiniteQueryOptions({
    queryKey: callKey(NEW_REVIEW_LIST, { ...query, viewer: viewerId() }),
    queryFn: async ({ pageParam, signal }): Promise<ReviewList> => {
      const call = ok(api.GET(NEW_REVIEW_LIST, { params: { query: { ...query, page: pageParam } }, signal }));
      return (await emptyOnListEnd(call, null))?.data ?? EMPTY;
    },
    initialPageParam: 1,
    // The contract names no page size: an empty page, or one shorter than the first, ends the list.
    getNextPageParam: (last, all, param) => nextPageParam(last, all, param, (page) => page.list),
  });
};

export const useReviewFeed = (filter: ReviewFeedFilter) => useInfiniteQuery(reviewFeedQuery(filter));
