import { confirmDialog } from '@/lib/dialog';

export const APP_NOTICE_TITLE = 'H5 支付升级中';
export const APP_NOTICE_TEXT = 'H5 支付正在升级，请下载 APP 完成支付。订单已为您保留，可在“待付款”中查看。';

/**
 * docs/product/overview.md: checkout outside the two in-app browsers says H5 payment is being upgraded and asks
 * the shopper to download the app. Resolves true when they chose to download it.
 */
export const showAppNotice = (): Promise<boolean> =>
  confirmDialog({
    title: APP_NOTICE_TITLE,
    content: APP_NOTICE_TEXT,
    confirmText: '下载 APP',
    cancelText: '稍后再说',
  });
