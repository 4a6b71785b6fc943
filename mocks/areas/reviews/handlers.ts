// PLACEHOLDER until the reviews area lands (being written now).
import type { HttpHandler } from 'msw';
import type { MockDb } from '../../mock';
export const reviewsHandlers = (_db: MockDb): HttpHandler[] => [];
