// Money travels as a yuan string with two decimals ("3299.00"); the mock computes in integer fen.

export const toFen = (yuan: string): number => Math.round(Number(yuan) * 100);
export const toYuan = (fen: number): string => (fen / 100).toFixed(2);
