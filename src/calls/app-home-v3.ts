import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { getRead } from '@/api/read-request';
import { api } from '@/lib/api';
import { nextPageParam } from '@/lib/list-pages';
import { callKey } from '@/lib/query-key';

const PATH = '/api/home/app_home_v3';

/** One page of the home data, as the page asks for it (and index.html's early reads). */
export const homeRead = (page: number) => getRead(PATH, { recommend_page: page, activity_page: 1 });

/**
 * Home data page by page (appHomeV3): banners and activity banners come with every page (the
 * first page's are shown), recommend_list is the page's recommendations, sk the page's tracking id.
 */
export const homeQuery = () =>
  infiniteQueryOptions({
    queryKey: callKey(PATH, { activity_page: 1 }),
    queryFn: ({ pageParam, signal }) =>
      ok(api.GET(PATH, { params: { query: homeRead(pageParam).params }, signal })),
    initialPageParam: 1,
    getNextPageParam: (last, all, param) =>
      nextPageParam(last, all, param, (page) => page.data.recommend_list),
  });

export const useHome = () => useInfiniteQuery(homeQuery());
