/** A contract money string ("1299.00") as the shop writes it. */
export const yuan = (money: string | undefined): string => `¥${money ?? '0.00'}`;
