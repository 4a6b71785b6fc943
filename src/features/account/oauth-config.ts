import { config } from '@/config';

// OAuth app ids of the shop's WeChat official account and Alipay app (build-time settings in
// src/config.ts; the development placeholders only make the button's link well-formed).
export const oauthConfig = {
  weixinAppId: config.weixinAppId,
  alipayAppId: config.alipayAppId,
} as const;
