import type { ApiClientOptions } from '@/api/client';
import { config } from '@/config';
import { currentSession } from '@/lib/session';

/**
 * The app's client settings: configured host and version, session read at request time. Shared by
 * the client (src/lib/api.ts) and index.html's early reads, which must build the same requests.
 */
export const apiOptions = {
  baseUrl: config.apiBaseUrl,
  version: config.apiVersion,
  session: currentSession,
} satisfies ApiClientOptions;
