import type { components } from '@/api/schema';
import { yuan } from './money';
import { ShopImage } from '@/components/shop-image/shop-image';

type OrderProduct = components['schemas']['OrderProduct'];

/** An order's lines: each product with its services, then the parts bought with it. */
export function OrderLines({ products }: { products: readonly OrderProduct[] }) {
  return (
    <ul className="order-lines">
      {products.map((p, i) => (
        <li key={`${p.product_id}-${i}`} className="order-line">
          <div className="order-line__main">
            {/* The name is written beside it: a second reading of it would only repeat it. */}
            <ShopImage className="order-line__pic" src={p.main_pic} alt="" width={72} height={72} />
            <div className="order-line__text">
              <p className="order-line__name">{p.product_name}</p>
              {p.selected_ps && <p className="order-line__spec">{p.selected_ps}</p>}
              {p.server_arr && p.server_arr.length > 0 && (
                <p className="order-line__spec">
                  服务：
                  {p.server_arr.map((s) => `${s.server_name} ${yuan(s.server_price)}`).join('，')}
                </p>
              )}
            </div>
            <p className="order-line__price">
              {yuan(p.price)}
              <span className="order-line__num">×{p.purchase_num}</span>
            </p>
          </div>
          {p.p_product_parts_arr && p.p_product_parts_arr.length > 0 && (
            // No label of its own: inside the order list's link a label would stand in for the parts' names.
            <ul className="order-line__parts">
              {p.p_product_parts_arr.map((part, j) => (
                <li key={`${part.product_id}-${j}`} className="order-line__part">
                  <span className="order-line__part-name">
                    {part.product_name}
                    {part.selected_ps ? `（${part.selected_ps}）` : ''}
                  </span>
                  <span>
                    {yuan(part.price)} ×{part.purchase_num}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
