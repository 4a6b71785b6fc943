// Handlers are written against the generated `paths`: openapi-msw checks every path, query
// parameter and response body against the contract's types at compile time.
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../src/api/schema';

/** Matches the contract's paths on any origin (the HTTP adapter, MSW in tests, a phone on the LAN). */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });

export type Paths = paths;
