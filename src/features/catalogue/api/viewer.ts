import { readUserData } from '@/lib/session';

/**
 * The logged-in user's id, for the query keys of lists that carry is_favorite: the client adds
 * user_id to the request anyway, and keying by it makes a login or logout refetch those lists
 * instead of showing another viewer's favourites from the cache.
 */
export const viewerId = (): number | undefined => readUserData()?.userId;
