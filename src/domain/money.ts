// Money arrives as a decimal yuan string ("3299.00", DESIGN "The contract"); sums are done in
// integer fen so 0.1 + 0.2 never shows up in a total.

const YUAN = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Fen of a yuan string; throws on anything that is not a non-negative amount with at most 2 decimals. */
export function yuanToFen(yuan: string): number {
  const m = YUAN.exec(yuan.trim());
  if (!m) throw new RangeError(`money: not a yuan amount: ${yuan}`);
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** The yuan string of an integer fen amount ("3299.00"). */
export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`money: bad fen ${fen}`);
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
