import { config } from '@/config';
import { browserEnv } from '@/domain/payment';
import './components/orders.css';
import './info-pages.css';

const OFFERS = [
  '官方自营，正品保障',
  '7 天无理由退货，1 年质保',
  'APP 内支付，支持先用后付',
  '订单、物流实时提醒',
];

/**
 * The app download landing page (docs/product/overview.md, docs/product/screens.md; the home banner's and the H5-payment notice's target):
 * what the app offers and a download per platform (build settings). The messaging app's browser
 * blocks downloads, so there the shopper is told to open the page in the system browser.
 */
export default function DownloadPage() {
  const inWeixin = browserEnv(navigator.userAgent) === 'weixin';
  return (
    <main className="order-page order-info-page">
      <h2 className="order-info-page__title">下载二手手机商城 APP</h2>
      <p className="order-info-page__lead">H5 支付正在升级，请在 APP 内完成支付，订单数据与网页版同步。</p>
      <ul className="order-info-offers">
        {OFFERS.map((o) => (
          <li key={o}>{o}</li>
        ))}
      </ul>
      {inWeixin && (
        <p className="order-info-page__hint" role="note">
          微信内无法直接下载：请点击右上角「···」，选择「在浏览器打开」后再下载。
        </p>
      )}
      <div className="order-info-page__downloads">
        <a
          className="order-button order-button--primary"
          href={config.appDownloadIos}
          rel="noopener noreferrer"
        >
          iPhone 版下载
        </a>
        <a
          className="order-button order-button--primary"
          href={config.appDownloadAndroid}
          rel="noopener noreferrer"
        >
          Android 版下载
        </a>
      </div>
    </main>
  );
}
