/**
 * A phone number for display: first 4, four stars, last 4 ('13800138000' -> '1380****8000').
 * Anything of 8 characters or fewer is returned as is, since masking it would hide nothing.
 */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 8) return mobile;
  return `${mobile.slice(0, 4)}****${mobile.slice(-4)}`;
}

/**
 * The name the personal centre shows above the masked mobile, or undefined when there is none to
 * show: no nickname, or one that is the mobile itself (a union login may set the masked or the
 * full number as nickname), which would show the number twice.
 */
export function displayName(nickName: string | undefined, mobile: string): string | undefined {
  const name = nickName?.trim();
  if (!name) return undefined;
  const digits = (s: string) => s.replace(/[^\d*]/g, '');
  if (digits(name) === digits(mobile) || digits(name) === maskMobile(mobile)) return undefined;
  return name;
}
