import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/app/routes';
import { readRouteFacts, routeFactsOf } from './route-table';

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
