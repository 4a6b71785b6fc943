// PLACEHOLDER until the accounts area lands (being written now).
import type { HttpHandler } from 'msw';
import type { MockDb } from '../../mock';
export const accountsHandlers = (_db: MockDb): HttpHandler[] => [];
