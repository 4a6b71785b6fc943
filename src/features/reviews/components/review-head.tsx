import type { Review } from '@/calls/new-review-list';
import { cardStars } from '@/domain/review';
import { Stars } from './stars';
import { ShopImage } from '@/components/shop-image/shop-image';

/** A post's head, in the feed and on the detail: avatar, nick name, time and stars. */
export function ReviewHead({
  review,
  avatarSize,
}: {
  review: Pick<Review, 'avatar' | 'nick_name' | 'created_at' | 'score'>;
  avatarSize: number;
}) {
  return (
    <header className="review-card__head">
      <ShopImage
        className="review-card__avatar"
        src={review.avatar}
        alt=""
        width={avatarSize}
        height={avatarSize}
      />
      <div className="review-card__who">
        <p className="review-card__nick">{review.nick_name}</p>
        <time className="review-card__time" dateTime={review.created_at.replace(' ', 'T')}>
          {review.created_at.slice(0, 16)}
        </time>
      </div>
      <Stars value={cardStars(review.score)} />
    </header>
  );
}
