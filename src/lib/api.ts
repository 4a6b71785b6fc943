import { createApiClient } from '@/api/client';
import { apiOptions } from '@/lib/api-options';
import { takeEarlyResponse } from '@/lib/early-responses';

/**
 * The app's API client. A read that index.html's early start already sent for this page takes
 * that answer (src/lib/early-responses.ts); every other request goes out as usual.
 */
export const api = createApiClient({
  ...apiOptions,
  fetch: async (request) => (await takeEarlyResponse(request)) ?? globalThis.fetch(request),
});
