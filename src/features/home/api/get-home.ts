import { queryOptions, useQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';

/** Home data for one page of recommendations (banners come with every page). */
export const homeQuery = (recommendPage = 1) =>
  queryOptions({
    queryKey: ['get', '/api/home/app_home_v3', { recommend_page: recommendPage }],
    queryFn: ({ signal }) =>
      ok(
        api.GET('/api/home/app_home_v3', {
          params: { query: { recommend_page: recommendPage, activity_page: 1 } },
          signal,
        }),
      ),
  });

export const useHome = (recommendPage = 1) => useQuery(homeQuery(recommendPage));
