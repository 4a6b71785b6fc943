import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { nextPageParam } from '@/components/infinite-list/load-more';
import { api } from '@/lib/api';

/**
 * Home data page by page: banners and activity banners come with every page (the first page's are
 * shown), recommend_list is the page's recommendations, sk the page's tracking id.
 */
export const homeQuery = () =>
  infiniteQueryOptions({
    queryKey: ['get', '/api/home/app_home_v3', { activity_page: 1 }, 'recommend_page'],
    queryFn: ({ pageParam, signal }) =>
      ok(
        api.GET('/api/home/app_home_v3', {
          params: { query: { recommend_page: pageParam, activity_page: 1 } },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, all, param) =>
      nextPageParam(last, all, param, (page) => page.data.recommend_list),
  });

export const useHome = () => useInfiniteQuery(homeQuery());
