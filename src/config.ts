/** Build-time configuration (Vite env). See docs/configuration.md and "Security". */

/** A comma list of hosts from the environment, or the default. */
export const hostList = (value: string | undefined, fallback: string): readonly string[] =>
  (value ?? fallback)
    .split(',')
    .map((h) => h.trim())
    .filter((h) => h !== '');

export const config = {
  /** API host; empty means same origin, where the dev and preview servers proxy /api to the mock. */
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  /** Common parameter v (docs/product: 4.9.0, 1.0.0 in shared defaults). */
  apiVersion: import.meta.env.VITE_API_VERSION ?? '4.9.0',
  /** Secret appended to the SMS request signature (contract: new_get_sms). Not secret in a browser. */
  smsSecret: import.meta.env.VITE_SMS_SECRET ?? 'dev-sms-secret',
  /** OAuth app ids of the WeChat official account and the Alipay app; docs/product gives neither. */
  weixinAppId: import.meta.env.VITE_WEIXIN_APPID ?? 'wx-dev-appid',
  alipayAppId: import.meta.env.VITE_ALIPAY_APPID ?? 'alipay-dev-appid',
  /** Customer service chat address and phone line (docs/product/overview.md); docs/product gives neither. */
  serviceChatUrl: import.meta.env.VITE_SERVICE_CHAT_URL ?? 'https://kefu.example.com/chat',
  servicePhone: import.meta.env.VITE_SERVICE_PHONE ?? '400-000-0000',
  /** App download addresses (the /download page, the home banner and the H5-payment notice); docs/product gives none. */
  appDownloadIos: import.meta.env.VITE_APP_DOWNLOAD_IOS ?? 'https://apps.apple.com/cn/app/id0000000000',
  appDownloadAndroid: import.meta.env.VITE_APP_DOWNLOAD_ANDROID ?? 'https://m.example.com/app/shop.apk',
  /** The mixed-payment tutorial's video and its poster (/mixedDetail); docs/product gives neither. */
  mixedVideoUrl: import.meta.env.VITE_MIXED_VIDEO_URL ?? '/mock-assets/videos/mixed-payment.mp4',
  mixedVideoPoster: import.meta.env.VITE_MIXED_VIDEO_POSTER ?? '/mock-assets/videos/mixed-payment-poster.jpg',
  /**
   * How the app asks the image host for a picture `{w}` px wide: a query added to the contract's
   * image URL (docs/decisions/0012). `w={w}` is the mock's; an empty value asks for the original.
   */
  imageResize: import.meta.env.VITE_IMAGE_RESIZE ?? 'w={w}',
  /**
   * Hosts outside the shop that a link from the API (a banner's or an activity's jump_url) may
   * open, over https; '*.example.com' allows its subdomains. Every other outside link is ignored.
   */
  linkHosts: hostList(import.meta.env.VITE_LINK_HOSTS, 'apps.apple.com,m.example.com'),
} as const;
