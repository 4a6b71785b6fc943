/** Detail pages of listed products; sk is the listing's tracking id, passed on (SPEC 2). */
export const phoneDetailPath = (productId: number, sk: string) =>
  `/commodityDetail/${productId}?sk=${encodeURIComponent(sk)}`;
export const partDetailPath = (productId: number, sk: string) =>
  `/part-detail?productId=${productId}&sk=${encodeURIComponent(sk)}`;
