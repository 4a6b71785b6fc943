import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { nextPageParam } from '@/components/infinite-list/load-more';
import { api } from '@/lib/api';

/** Phone review videos (phone_video_api); an empty page is the end. */
export const phoneVideosQuery = () =>
  infiniteQueryOptions({
    queryKey: ['get', '/api/home/phone_video_api', {}],
    queryFn: ({ pageParam, signal }) =>
      ok(api.GET('/api/home/phone_video_api', { params: { query: { page: pageParam } }, signal })),
    initialPageParam: 1,
    getNextPageParam: (last, all, lastParam) => nextPageParam(last, all, lastParam, (p) => p.data),
  });

export const usePhoneVideos = () => useInfiniteQuery(phoneVideosQuery());
