import { Link } from '@/components/link/link';
import type { ProductDetail } from '@/calls/product-detail';
import { relatedReviewsHref } from '../links';
import { ShopImage } from '@/components/shop-image/shop-image';

/** The 评价 section: only the first 3 reviews, and a link to all of them. */
export function Reviews({ product }: { product: ProductDetail }) {
  const reviews = (product.review ?? []).slice(0, 3);
  return (
    <>
      {reviews.length === 0 ? (
        <p className="pd-muted">暂无评价</p>
      ) : (
        <ul className="pd-reviews">
          {reviews.map((r) => (
            <li key={r.review_id} className="pd-review">
              <div className="pd-review__head">
                {r.avatar && <ShopImage src={r.avatar} alt="" width={32} height={32} />}
                <span className="pd-review__name">{r.nick_name}</span>
                <time className="pd-muted">{r.created_at.slice(0, 10)}</time>
              </div>
              {r.label && <p className="pd-muted">{r.label}</p>}
              <p className="pd-review__text">{r.content}</p>
              {r.source_list && r.source_list.length > 0 && (
                <div className="pd-review__pics">
                  {r.source_list.slice(0, 3).map((s, i) => (
                    <ShopImage key={s.url + i} src={s.url} alt={`晒图 ${i + 1}`} width={96} height={96} />
                  ))}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <Link className="pd-more" to={relatedReviewsHref(product)}>
        查看全部评价
      </Link>
    </>
  );
}
