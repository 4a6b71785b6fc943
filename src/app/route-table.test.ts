// The browser suites read the route table from its source (scripts/lib/route-table.ts): this
// checks that reading against the table itself.
import { describe, expect, it } from 'vitest';
import { readRouteFacts, routeFactsOf } from '../../scripts/lib/route-table';
import { ROUTES } from './routes';

describe('routeFactsOf', () => {
  it('should read every route of the table with its login rules, as the table holds them', () => {
    expect(readRouteFacts()).toEqual(
      ROUTES.map((r) => ({
        path: r.path,
        auth: 'auth' in r && r.auth === true,
        guestOnly: 'guestOnly' in r && r.guestOnly === true,
      })),
    );
  });

  it('should refuse a source without the table', () => {
    expect(() => routeFactsOf('export const OTHER = [];')).toThrow(/no ROUTES table/);
  });
});
