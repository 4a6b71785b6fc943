// The `prop_keyword` filter of new_search_list (docs/product/calls.md): 'pnid:pvid' pairs joined with ';', with
// the model as '5:<modelId>' first. The filter panel allows one value per property group (docs/product/screens.md),
// so a selection is kept canonical: at most one pair per pnid, sorted by pnid, ids positive.

/** pnid of the model group: its pvid is the model_id (contract: FilterGroup). */
export const MODEL_PNID = 5;

export interface PropFilter {
  pnid: number;
  pvid: number;
}

/** The selected property filters, canonical: one per group, ascending pnid. */
export type PropFilters = readonly PropFilter[];

/** What prop_keyword carries: the model (pnid 5) apart from the other groups. */
export interface ParsedPropKeyword {
  modelId?: number;
  filters: PropFilters;
}

/** The shape of a filter group (contract: FilterGroup), only what labels need. */
export interface PropGroupLike {
  pnid: number;
  pn_name?: string;
  filter_data: readonly { pvid: number; pv_name: string }[];
}

const isId = (n: number): boolean => Number.isSafeInteger(n) && n >= 1;

/** A positive integer id from URL text ('12'), else undefined. */
export function parseId(text: string | null | undefined): number | undefined {
  if (text == null || !/^\d{1,15}$/.test(text)) return undefined;
  const n = Number(text);
  return isId(n) ? n : undefined;
}

/**
 * One pair per group (the first one wins, as the panel is single choice), invalid ids dropped,
 * ascending pnid; the same input always gives the same output.
 */
export function normalizeProps(filters: readonly PropFilter[]): PropFilter[] {
  const byGroup = new Map<number, number>();
  for (const { pnid, pvid } of filters) {
    if (isId(pnid) && isId(pvid) && !byGroup.has(pnid)) byGroup.set(pnid, pvid);
  }
  return [...byGroup].sort(([a], [b]) => a - b).map(([pnid, pvid]) => ({ pnid, pvid }));
}

/**
 * prop_keyword for new_search_list: '5:<modelId>' first when a model is chosen (a model given here
 * wins over a pnid-5 pair in the filters), then the other groups by ascending pnid. Nothing
 * selected gives undefined, so the parameter is left out rather than sent empty.
 */
export function buildPropKeyword(filters: readonly PropFilter[], modelId?: number): string | undefined {
  const props = normalizeProps(filters);
  const model =
    modelId !== undefined && isId(modelId) ? modelId : props.find((p) => p.pnid === MODEL_PNID)?.pvid;
  const pairs = props.filter((p) => p.pnid !== MODEL_PNID).map((p) => `${p.pnid}:${p.pvid}`);
  if (model !== undefined) pairs.unshift(`${MODEL_PNID}:${model}`);
  return pairs.length > 0 ? pairs.join(';') : undefined;
}

/**
 * Reads prop_keyword back (from the URL, which anyone can edit): malformed pairs are skipped, the
 * model pair becomes modelId, and the rest is normalised as the panel would hold it.
 */
export function parsePropKeyword(value: string | null | undefined): ParsedPropKeyword {
  const pairs: PropFilter[] = [];
  for (const part of (value ?? '').split(';')) {
    const m = /^\s*(\d+):(\d+)\s*$/.exec(part);
    const pnid = parseId(m?.[1]);
    const pvid = parseId(m?.[2]);
    if (pnid !== undefined && pvid !== undefined) pairs.push({ pnid, pvid });
  }
  const props = normalizeProps(pairs);
  const modelId = props.find((p) => p.pnid === MODEL_PNID)?.pvid;
  const filters = props.filter((p) => p.pnid !== MODEL_PNID);
  return modelId === undefined ? { filters } : { modelId, filters };
}

/** The value chosen in a group, if any. */
export function selectedPvid(filters: readonly PropFilter[], pnid: number): number | undefined {
  return filters.find((p) => p.pnid === pnid)?.pvid;
}

/**
 * Single choice per group (docs/product/screens.md): choosing another value replaces the group's value, choosing
 * the selected one again clears the group. Returns a new canonical list.
 */
export function toggleProp(filters: readonly PropFilter[], pnid: number, pvid: number): PropFilter[] {
  const rest = filters.filter((p) => p.pnid !== pnid);
  return normalizeProps(selectedPvid(filters, pnid) === pvid ? rest : [...rest, { pnid, pvid }]);
}

/** Removes a group's value (a removed chip). */
export function removeProp(filters: readonly PropFilter[], pnid: number): PropFilter[] {
  return normalizeProps(filters.filter((p) => p.pnid !== pnid));
}

/** Chip labels for the selected values, in filter order; values the groups no longer offer are skipped. */
export function propLabels(
  filters: readonly PropFilter[],
  groups: readonly PropGroupLike[],
): (PropFilter & { label: string })[] {
  return filters.flatMap(({ pnid, pvid }) => {
    const value = groups.find((g) => g.pnid === pnid)?.filter_data.find((v) => v.pvid === pvid);
    return value ? [{ pnid, pvid, label: value.pv_name }] : [];
  });
}
