// PLACEHOLDER until the cart area lands (being written now).
import type { HttpHandler } from 'msw';
import type { MockDb } from '../../mock';
export const cartHandlers = (_db: MockDb): HttpHandler[] => [];
