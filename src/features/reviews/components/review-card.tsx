import { Link } from '@/components/link/link';
import type { Review } from '@/calls/new-review-list';
import { detailPath, relatedPath } from '../texts';
import { ReviewPhotos } from './review-photos';
import { ReviewHead } from './review-head';

/** A card shows one row of photos; the viewer and the detail show them all. */
const FEED_PHOTOS = 3;

/** One post of the feed: author, time, stars, text, photos, product, like and comment counts. */
export function ReviewCard({
  review,
  onOpenPhoto,
  eager = false,
  linkProduct = true,
}: {
  review: Review;
  onOpenPhoto: (images: string[], index: number) => void;
  eager?: boolean;
  /** The product name leads to its related reviews (off where the feed is that product's already). */
  linkProduct?: boolean;
}) {
  const urls = review.source_list.map((s) => s.url);
  const product = review.label || review.title;
  const to = detailPath(review.review_id);
  return (
    <article className="review-card" aria-label={`${review.nick_name}的晒单`}>
      <ReviewHead review={review} avatarSize={36} />
      <Link to={to} className="review-card__content">
        {review.content}
      </Link>
      <ReviewPhotos urls={urls} max={FEED_PHOTOS} eager={eager} onOpen={(i) => onOpenPhoto(urls, i)} />
      <footer className="review-card__foot">
        {product &&
          (linkProduct ? (
            <Link className="review-card__product" to={relatedPath(review.product_id, review.title)}>
              {product}
            </Link>
          ) : (
            <span className="review-card__product">{product}</span>
          ))}
        {/* Named by the counts it shows, so voice control can say them. */}
        <Link to={to} className="review-card__counts">
          <span>赞 {review.useful_num}</span> <span>评论 {review.comment_num}</span>
        </Link>
      </footer>
    </article>
  );
}
