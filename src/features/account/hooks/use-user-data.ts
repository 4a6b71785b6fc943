import { useEffect, useState } from 'react';
import { readUserData, subscribeSession, type UserData } from '@/lib/session';

/** The logged-in user, kept current across login and logout anywhere in the app. */
export function useUserData(): UserData | undefined {
  const [user, setUser] = useState(readUserData);
  useEffect(() => subscribeSession(() => setUser(readUserData())), []);
  return user;
}
