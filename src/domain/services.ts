// The service panel of the phone detail page (docs/product/states.md): services toggle as a set of ids, and the
// default set includes id 3 (整机清洁 0.00) plus whatever the server marks active.
import type { components } from '@/api/schema';
import { toFen } from './money';

/** 整机清洁, free and chosen by default (docs/product/overview.md, docs/product/states.md). */
export const CLEANING_SERVICE_ID = 3;

/** The fields of a service option (the contract's ServiceOption) that the rules read. */
export type ServiceLike = Pick<components['schemas']['ServiceOption'], 'id' | 'server_price' | 'isactive'>;

/** The chosen ids when the panel first opens: id 3 and every service marked isactive, each once. */
export function defaultServiceIds(options: readonly ServiceLike[]): number[] {
  const ids = [CLEANING_SERVICE_ID, ...options.filter((s) => s.isactive === 1).map((s) => s.id)];
  return [...new Set(ids)];
}

/** Taps a service: chosen becomes unchosen and back (the set keeps its order, no duplicates). */
export function toggleService(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];
}

/** The chosen ids that this product offers (a default id it does not offer is not sent). */
export const offeredServiceIds = (ids: readonly number[], options: readonly ServiceLike[]): number[] =>
  ids.filter((id) => options.some((s) => s.id === id));

/** What the chosen services cost together, in fen. */
export function servicesFen(ids: readonly number[], options: readonly ServiceLike[]): number {
  return options.filter((s) => ids.includes(s.id)).reduce((sum, s) => sum + toFen(s.server_price), 0);
}
