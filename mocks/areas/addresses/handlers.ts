// PLACEHOLDER until the addresses area lands (being written now).
import type { HttpHandler } from 'msw';
import type { MockDb } from '../../mock';
export const addressesHandlers = (_db: MockDb): HttpHandler[] => [];
