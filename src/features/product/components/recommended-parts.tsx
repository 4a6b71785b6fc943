import { QuantityStepper } from '@/components/quantity-stepper/quantity-stepper';
import { usePartsInfo } from '@/calls/parts-info';
import { ShopImage } from '@/components/shop-image/shop-image';

/** Recommended parts (parts_info), each with a quantity; the chosen ones go with the phone. */
export function RecommendedParts({
  productId,
  quantities,
  onChange,
}: {
  productId: number;
  quantities: Readonly<Record<number, number>>;
  onChange: (skuId: number, quantity: number) => void;
}) {
  const q = usePartsInfo(productId);
  // The parts are an extra: while loading or failed the page goes on without them.
  if (!q.isSuccess || q.data.length === 0) return null;
  return (
    <section className="pd-card" aria-labelledby="pd-parts-title">
      <h2 id="pd-parts-title" className="pd-card__title">
        推荐配件
      </h2>
      <ul className="pd-parts">
        {q.data.map((p) => {
          const key = p.sku_id ?? p.product_id;
          return (
            <li key={key} className="pd-part">
              {p.main_pic && <ShopImage src={p.main_pic} alt="" width={56} height={56} />}
              <div className="pd-part__text">
                <p className="pd-part__name">{p.name}</p>
                <p className="pd-price-sm">¥{p.price}</p>
              </div>
              {p.sku_id !== undefined && (
                <QuantityStepper
                  value={quantities[p.sku_id] ?? p.quantity}
                  min={0}
                  max={99}
                  label={p.name}
                  onChange={(n) => onChange(key, n)}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
