import { useSyncExternalStore } from 'react';
import { isLoggedIn, subscribeSession } from '@/lib/session';

/** Whether a user is logged in, re-rendering on every login and logout. */
export const useLoggedIn = (): boolean => useSyncExternalStore(subscribeSession, isLoggedIn, () => false);
