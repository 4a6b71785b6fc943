import type { components } from '@/api/schema';
import './product-card.css';

type ProductCard = components['schemas']['ProductCard'];

/**
 * One phone in a two-column list: photo, name, tags, price and struck-through original price.
 * `priority` marks a card of the first screen: its photo loads at once and first (it is what the
 * page's largest paint waits for), where the others wait until they come near the viewport.
 */
export function ProductCardView({ product, priority = false }: { product: ProductCard; priority?: boolean }) {
  const tags = [...(product.product_tag ?? []), ...(product.feature_tag ?? [])].slice(0, 3);
  return (
    <article className="product-card" aria-label={product.product_name}>
      <img
        className="product-card__pic"
        src={product.new_main_pic ?? product.main_pic}
        alt={product.product_name}
        width={160}
        height={160}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
      <h3 className="product-card__name">{product.product_name}</h3>
      {tags.length > 0 && (
        <ul className="product-card__tags">
          {tags.map((t) => (
            <li key={t.tag_name} style={t.color ? { color: t.color, borderColor: t.color } : undefined}>
              {t.tag_name}
            </li>
          ))}
        </ul>
      )}
      <p className="product-card__price">
        <span className="product-card__now">¥{product.price}</span>
        {product.ori_price && <del className="product-card__ori">¥{product.ori_price}</del>}
      </p>
    </article>
  );
}
