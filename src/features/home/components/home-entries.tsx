import { Link } from '@/components/link/link';

/** The new-today and review-video entries, and the app download banner, under 推荐. */
export function HomeEntries() {
  return (
    <>
      <div className="home-entries">
        <Link to="/new-today" className="home-entries__item home-entries__item--new">
          <strong>今日上新</strong>
          <span>每日新到好机</span>
        </Link>
        <Link to="/check-video" className="home-entries__item home-entries__item--video">
          <strong>验机视频</strong>
          <span>真机实拍检测</span>
        </Link>
      </div>
      <Link to="/download" className="home-download">
        <span className="home-download__text">下载APP，购机更方便</span>
        <span className="home-download__button">立即下载</span>
      </Link>
    </>
  );
}
