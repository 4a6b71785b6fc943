// PLACEHOLDER until the catalogue area lands (being written now).
import type { HttpHandler } from 'msw';
import type { MockDb } from '../../mock';
export const catalogueHandlers = (_db: MockDb): HttpHandler[] => [];
