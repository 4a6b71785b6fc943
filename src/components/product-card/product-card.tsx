import { Link } from '@/components/link/link';
import type { components } from '@/api/schema';
import { ITEM_WIDTH, networkText } from '@/domain/catalogue';
import { tagTone } from '@/domain/tag-tone';
import './product-card.css';
import { ShopImage, type ImageLoad } from '@/components/shop-image/shop-image';

/** The favourite heart of a card: useFavoriteToggle (src/calls/favorite-toggle.ts) gives one. */
export interface FavoriteControl {
  toggle: (productId: number, favorite: boolean) => void;
  pendingId?: number;
}

/**
 * One phone or part of a product list: photo, two-line name, networks with slashes (docs/product/entities.md), tags,
 * price and original price, linking to its detail; an optional favourite heart sits over the photo
 * (outside the link, so it is its own control).
 */
export function ProductCard({
  product,
  to,
  favorite,
  load = 'lazy',
}: {
  product: components['schemas']['ProductCard'];
  /** The detail page, carrying the listing's tracking id (sk). */
  to: string;
  favorite?: FavoriteControl;
  /** How its photo loads: the list knows which row of the first screen the card is in. */
  load?: ImageLoad;
}) {
  const tags = [...(product.product_tag ?? []), ...(product.feature_tag ?? [])].slice(0, 3);
  const line1 = product.product_name_str1 || product.product_name;
  const line2 = product.product_name_str1 ? product.product_name_str2 : undefined;
  const nets = networkText(product.netword_string);
  const isFavorite = product.is_favorite === 1;
  const sold = product.product_cell === 1;
  return (
    <article className="product-card" aria-label={product.product_name}>
      <Link className="product-card__link" to={to}>
        <span className="product-card__pic-box">
          <ShopImage
            className="product-card__pic"
            src={product.new_main_pic || product.main_pic}
            alt={product.product_name}
            width={ITEM_WIDTH}
            height={ITEM_WIDTH}
            load={load}
          />
          {sold && <span className="product-card__sold">已售出</span>}
        </span>
        <span className="product-card__name">{line1}</span>
        <span className="product-card__sub">{line2 ?? '\u00a0'}</span>
        <span className="product-card__net">
          {[product.banben_string, nets].filter(Boolean).join(' ') || '\u00a0'}
        </span>
        <span className="product-card__tags">
          {tags.map((t) => (
            <span key={t.tag_name} data-tone={tagTone(t.color)}>
              {t.tag_name}
            </span>
          ))}
        </span>
        <span className="product-card__price">
          <span className="product-card__now">¥{product.price}</span>
          {product.ori_price && <del className="product-card__ori">¥{product.ori_price}</del>}
        </span>
      </Link>
      {favorite && (
        <button
          type="button"
          className={`product-card__fav${isFavorite ? ' product-card__fav--on' : ''}`}
          data-tap-target
          aria-label={isFavorite ? '取消收藏' : '收藏'}
          aria-pressed={isFavorite}
          disabled={favorite.pendingId === product.product_id}
          onClick={() => favorite.toggle(product.product_id, isFavorite)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4h2c.7-1.2 2.2-2.4 4.3-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
          </svg>
        </button>
      )}
    </article>
  );
}
