import { createApiClient } from '@/api/client';
import { config } from '@/config';
import { currentSession } from '@/lib/session';

/** The app's API client: configured host and version, session read at request time. */
export const api = createApiClient({
  baseUrl: config.apiBaseUrl,
  version: config.apiVersion,
  session: currentSession,
});
