import { useSyncExternalStore } from 'react';
import { isLoggedIn, readUserData, subscribeSession, type UserData } from './session';

/** Whether a user is logged in, re-rendering on every login and logout. */
export const useLoggedIn = (): boolean => useSyncExternalStore(subscribeSession, isLoggedIn, () => false);

// readUserData parses the cookie anew each time; useSyncExternalStore needs a stable snapshot.
let cachedRaw: string | undefined;
let cachedUser: UserData | undefined;
function snapshot(): UserData | undefined {
  const user = readUserData();
  const raw = user && JSON.stringify(user);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = user;
  }
  return cachedUser;
}

/** The logged-in user, kept current across login and logout anywhere in the app. */
export const useUserData = (): UserData | undefined =>
  useSyncExternalStore(subscribeSession, snapshot, () => undefined);
