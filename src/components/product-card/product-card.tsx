import type { components } from '@/api/schema';
import './product-card.css';

type ProductCard = components['schemas']['ProductCard'];

/** One phone in a two-column list: photo, name, tags, price and struck-through original price. */
export function ProductCardView({ product }: { product: ProductCard }) {
  const tags = [...(product.product_tag ?? []), ...(product.feature_tag ?? [])].slice(0, 3);
  return (
    <article className="product-card" aria-label={product.product_name}>
      <img
        className="product-card__pic"
        src={product.new_main_pic ?? product.main_pic}
        alt={product.product_name}
        width={160}
        height={160}
        loading="lazy"
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
