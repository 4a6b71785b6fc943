// PLACEHOLDER until the orders area lands (being written now).
import type { HttpHandler } from 'msw';
import type { MockDb } from '../../mock';
export const ordersHandlers = (_db: MockDb): HttpHandler[] => [];
