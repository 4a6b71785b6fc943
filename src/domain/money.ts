// Money (docs/architecture.md "The contract"): the contract sends decimal yuan strings ("1299.00"); arithmetic is
// done in integer fen, so sums and discounts never pick up floating-point cents.

/** "1299.00" → 129900. Throws on a string that is not money (the contract never sends one). */
export function toFen(yuan: string): number {
  const m = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(yuan.trim());
  if (!m) throw new RangeError(`money: not an amount: ${yuan}`);
  const fen = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -fen : fen;
}

/** 129900 → "1299.00". */
export function toYuan(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`money: not whole fen: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * An order's goods amount from what the detail gives: paid total = goods + express - coupon, so
 * goods = total - express + coupon.
 */
export const goodsFen = (total: string, express: string, bonus: string): number =>
  toFen(total) - toFen(express) + toFen(bonus);
