import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/lib/navigate';
import { Link } from '@/components/link/link';
import { BarButton, BarIconButton, BarIconLink, BottomBar } from '@/components/bottom-bar/bottom-bar';
import { CustomerServiceSheet } from '@/components/customer-service/customer-service';
import { ErrorState } from '@/components/error-state/error-state';
import { Gallery } from '@/components/gallery/gallery';
import { CartIcon, ServiceIcon } from '@/components/icons/icons';
import { EmptyState } from '@/components/page-states/page-states';
import { QuantityStepper } from '@/components/quantity-stepper/quantity-stepper';
import { Skeleton } from '@/components/skeleton/skeleton';
import { useAddShopCart } from '@/calls/add-shop-cart';
import { usePatDetail, type PartDetail } from '@/calls/pat-detail';
import { checkoutUrl } from '@/domain/checkout-query';
import { partBuyNow } from '@/domain/product-buy';
import {
  clampQuantity,
  purchaseBlock,
  quantityBounds,
  resolveSku,
  toggleSpec,
  type SpecChoice,
} from '@/domain/sku';
import { currentFullPath, loginRedirect } from '@/lib/redirect';
import { sanitizeDetailsHtml } from '@/lib/sanitize-html';
import { toast } from '@/lib/toast';
import { useLoggedIn } from '@/lib/use-session';
import { parsePartDetailQuery } from '@/domain/part-query';
import './parts.css';

/** docs/product/errors.md's toast after adding. */
const ADDED = '加入成功';

/** /part-detail (query productId, type, sk): a part's specs, stock, quantity and details. */
export default function PartDetailPage() {
  const [search] = useSearchParams();
  const query = parsePartDetailQuery(search);
  if (!query)
    return (
      <main className="part">
        <EmptyState text="商品不存在或已下架">
          <Link className="part-go" to="/part">
            去配件商城
          </Link>
        </EmptyState>
      </main>
    );
  return <Detail key={query.productId} {...query} />;
}

function Detail({ productId, type, sk }: { productId: number; type?: number; sk?: string }) {
  const q = usePatDetail(productId, type);
  if (q.isPending)
    return (
      <main className="part" aria-busy="true" aria-label="加载中">
        <Skeleton className="part-skel-gallery" />
        <div className="part-card">
          <Skeleton className="part-skel-row" />
          <Skeleton className="part-skel-row" />
        </div>
      </main>
    );
  if (q.isError)
    return (
      <main className="part">
        <ErrorState error={q.error} onRetry={() => void q.refetch()} />
      </main>
    );
  return <Loaded part={q.data} sk={sk} />;
}

function Loaded({ part, sk }: { part: PartDetail; sk?: string }) {
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const addCart = useAddShopCart();
  const [choice, setChoice] = useState<SpecChoice>({});
  const [wanted, setWanted] = useState(1);
  const [serviceOpen, setServiceOpen] = useState(false);
  const sku = resolveSku(part, choice);
  // The quantity follows the stock of the chosen sku (at least 1, at most the stock).
  const quantity = clampQuantity(wanted, sku.storage);
  const details = useMemo(() => sanitizeDetailsHtml(part.details), [part.details]);
  const images = part.banner_imgs?.map((b) => b.url) ?? [];

  const go = (mode: 'cart' | 'buy') => {
    const block = purchaseBlock(sku, quantity);
    if (block || sku.skuId === undefined) return void toast(block ?? '请选择相关规格');
    if (mode === 'buy') {
      if (!loggedIn) return navigate(loginRedirect(currentFullPath()));
      return navigate(checkoutUrl(partBuyNow(sku.skuId, quantity, sk)));
    }
    addCart.mutate(
      { proType: 2, proValue: sku.skuId, num: quantity, price: sku.price, sk },
      { onSuccess: () => void toast(ADDED) },
    );
  };

  return (
    <main className="part part--detail">
      {images.length > 0 && <Gallery images={images} name={part.product_name} />}
      <div className="part-card">
        <p className="part-price" aria-live="polite">
          ¥<span data-testid="part-price">{sku.price}</span>
        </p>
        <h2 className="part-name">{part.product_name}</h2>
        <p className="part-muted" aria-live="polite">
          库存 {sku.storage} 件
        </p>
      </div>

      <div className="part-card">
        {part.product_spec.map((g) => (
          <fieldset key={g.id} className="part-spec">
            <legend className="part-spec__name">{g.name}</legend>
            <div className="part-spec__options">
              {g.list.map((o) => (
                <button
                  key={o.id}
                  type="button"
                  aria-pressed={choice[g.id] === o.id}
                  className={choice[g.id] === o.id ? 'part-option part-option--on' : 'part-option'}
                  onClick={() => setChoice((c) => toggleSpec(c, g.id, o.id))}
                >
                  {o.name}
                </button>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="part-qty">
          <span className="part-spec__name">数量</span>
          <QuantityStepper
            value={quantity}
            min={quantityBounds(sku.storage).min}
            max={quantityBounds(sku.storage).max}
            label={part.product_name}
            onChange={setWanted}
          />
        </div>
      </div>

      <section className="part-card" aria-labelledby="part-details-title">
        <h2 id="part-details-title" className="part-card__title">
          商品详情
        </h2>
        {/* Sanitised by DOMPurify (lib/sanitize-html): no script, handler or javascript: link survives. */}
        <div className="part-details" dangerouslySetInnerHTML={{ __html: details }} />
      </section>

      <BottomBar className="part-bar" role="toolbar" aria-label="购买">
        <BarIconButton icon={<ServiceIcon size={20} />} label="客服" onClick={() => setServiceOpen(true)} />
        <BarIconLink to="/shop-cart" icon={<CartIcon size={20} />} label="购物车" />
        <BarButton tone="cart" onClick={() => go('cart')}>
          加入购物车
        </BarButton>
        <BarButton tone="primary" onClick={() => go('buy')}>
          立即购买
        </BarButton>
      </BottomBar>
      <CustomerServiceSheet open={serviceOpen} onClose={() => setServiceOpen(false)} />
    </main>
  );
}
