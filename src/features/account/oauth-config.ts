// OAuth app ids of the shop's WeChat official account and Alipay app (build-time env). SPEC does
// not give them; the placeholders only make the button's link well-formed in development.
export const oauthConfig = {
  weixinAppId: String(import.meta.env.VITE_WEIXIN_APPID ?? 'wx-dev-appid'),
  alipayAppId: String(import.meta.env.VITE_ALIPAY_APPID ?? 'alipay-dev-appid'),
} as const;
