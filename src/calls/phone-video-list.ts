import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ok } from '@/api/client';
import { api } from '@/lib/api';
import { nextPageParam } from '@/lib/list-pages';
import { callKey } from '@/lib/query-key';

const PATH = '/api/home/phone_video_api';

/** Phone review videos (phoneVideoList); an empty page is the end. */
export const phoneVideosQuery = () =>
  infiniteQueryOptions({
    queryKey: callKey(PATH, {}),
    queryFn: ({ pageParam, signal }) => ok(api.GET(PATH, { params: { query: { page: pageParam } }, signal })),
    initialPageParam: 1,
    getNextPageParam: (last, all, lastParam) => nextPageParam(last, all, lastParam, (p) => p.data),
  });

export const usePhoneVideos = () => useInfiniteQuery(phoneVideosQuery());
