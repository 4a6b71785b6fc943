import { Link } from '@/components/link/link';
import { config } from '@/config';
import './components/orders.css';
import './info-pages.css';

const STEPS = [
  { title: '先付一部分', text: '下单时先用现金（支付宝或微信）支付订单的一部分金额。' },
  { title: '剩余先用后付', text: '剩余金额通过支付宝先用后付冻结，收货后可试用 7 天。' },
  { title: '满意再付款', text: '试用期满自动扣款；试用期内退货，冻结金额解冻原路退回。' },
];

/** /mixedDetail: the mixed-payment tutorial (docs/product/overview.md, docs/product/screens.md): a cash part, then a pay-later part. */
export default function MixedDetailPage() {
  return (
    <main className="order-page order-info-page">
      {/* playsInline: phones would otherwise open the video full screen. */}
      <video
        className="order-info-page__video"
        src={config.mixedVideoUrl}
        poster={config.mixedVideoPoster}
        controls
        playsInline
        preload="none"
        width={640}
        height={360}
        aria-label="混合支付教程视频"
      />
      <ol className="order-info-steps">
        {STEPS.map((s) => (
          <li key={s.title} className="order-info-steps__step">
            <h2 className="order-info-steps__title">{s.title}</h2>
            <p className="order-info-steps__text">{s.text}</p>
          </li>
        ))}
      </ol>
      <Link to="/" className="order-button order-button--primary order-info-page__cta">
        去挑选手机
      </Link>
    </main>
  );
}
