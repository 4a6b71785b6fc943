/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_VERSION?: string;
  readonly VITE_SMS_SECRET?: string;
  readonly VITE_WEIXIN_APPID?: string;
  readonly VITE_ALIPAY_APPID?: string;
  readonly VITE_SERVICE_CHAT_URL?: string;
  readonly VITE_SERVICE_PHONE?: string;
  readonly VITE_APP_DOWNLOAD_IOS?: string;
  readonly VITE_APP_DOWNLOAD_ANDROID?: string;
  readonly VITE_MIXED_VIDEO_URL?: string;
  readonly VITE_MIXED_VIDEO_POSTER?: string;
  readonly VITE_IMAGE_RESIZE?: string;
  readonly VITE_LINK_HOSTS?: string;
  readonly VITE_PAY_HOSTS?: string;
  readonly VITE_IMAGE_HOSTS?: string;
}

/** The demo build's in-page mock (vite.config.ts, demoMode); other builds get a stand-in. */
declare module 'virtual:demo-mock' {
  export function startDemo(): Promise<void>;
}
