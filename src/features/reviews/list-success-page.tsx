import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/link/link';
import { idOf } from './feed-query';
import { detailPath } from './texts';
import './reviews.css';
import './list-success-page.css';

/** /list/success (query review_id): the review is published; on to its detail, or to the feed. */
export default function ListSuccessPage() {
  const [query] = useSearchParams();
  const reviewId = idOf(query, 'review_id');
  return (
    <main className="review-page review-success">
      <div className="review-success__icon" aria-hidden="true">
        ✓
      </div>
      <h2 className="review-success__title">发布成功</h2>
      <p className="review-success__text">感谢你的分享，晒单已发布</p>
      {reviewId !== undefined && (
        <Link className="review-success__btn" to={detailPath(reviewId)}>
          查看晒单
        </Link>
      )}
      <Link className="review-success__link" to="/list/">
        去晒单广场
      </Link>
    </main>
  );
}
