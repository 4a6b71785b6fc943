import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { nextActivityPage } from '@/domain/catalogue';
import { api } from '@/lib/api';
import { callKey } from '@/lib/query-key';

const PATH = '/api/get_cate_activity_list';

/** A category's activities (cateActivityList), 8 a page (docs/product/limits.md). */
export const activityListQuery = (cate: number) =>
  infiniteQueryOptions({
    queryKey: callKey(PATH, { cate }),
    queryFn: ({ pageParam, signal }) =>
      ok(api.GET(PATH, { params: { query: { cate, page: pageParam } }, signal })),
    initialPageParam: 1,
    getNextPageParam: (_last, all, lastParam) =>
      nextActivityPage(
        all.map((p) => p.data),
        lastParam,
      ),
  });

export const useActivityList = (cate: number | undefined) =>
  useInfiniteQuery({ ...activityListQuery(cate ?? 0), enabled: cate !== undefined });
