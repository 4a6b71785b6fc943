/**
 * A phone number for display: first 4, four stars, last 4 ('13800138000' -> '1380****8000').
 * Anything of 8 characters or fewer is returned as is, since masking it would hide nothing.
 */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 8) return mobile;
  return `${mobile.slice(0, 4)}****${mobile.slice(-4)}`;
}
