import { lazy, memo, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useNavigate } from '@/lib/navigate';
import { Link } from '@/components/link/link';
import { BarButton, BarIconButton, BarIconLink, BottomBar } from '@/components/bottom-bar/bottom-bar';
import { CustomerServiceSheet } from '@/components/customer-service/customer-service';
import { ErrorState } from '@/components/error-state/error-state';
import { Gallery } from '@/components/gallery/gallery';
import { PhotoViewer } from '@/components/photo-viewer/photo-viewer';
import { CartIcon, ServiceIcon } from '@/components/icons/icons';
import { EmptyState } from '@/components/page-states/page-states';
import { parseId } from '@/domain/prop-keyword';
import { Skeleton } from '@/components/skeleton/skeleton';
import { useAddShopCart } from '@/calls/add-shop-cart';
import { useFavoriteToggle } from '@/calls/favorite-toggle';
import { CART_COUNT_LIMIT, useCartCount } from '@/calls/get-shop-cart-list';
import { usePartsInfo } from '@/calls/parts-info';
import { useProductDetail, type ProductDetail } from '@/calls/product-detail';
import { useServerInfo } from '@/calls/server-info';
import { networkText } from '@/domain/catalogue';
import { checkoutUrl } from '@/domain/checkout-query';
import { buyNowBlock, chosenParts, phoneBuyNow } from '@/domain/product-buy';
import { defaultServiceIds, offeredServiceIds } from '@/domain/services';
import { tagTone } from '@/domain/tag-tone';
import { currentFullPath, loginRedirect } from '@/lib/redirect';
import { useUserData } from '@/lib/use-session';
import { toast } from '@/lib/toast';
import { FavoriteButton } from './components/favorite-button';
import { Inspection } from './components/inspection';
import { RecommendedParts } from './components/recommended-parts';
import { Reviews } from './components/reviews';
import { SectionTabs } from './components/section-tabs';
import type { PanelMode } from './components/service-panel';
import { ADDED, CLEANING_NOTE, IN_CART, PROMISES } from './texts';
import './commodity-detail-page.css';
import { ShopImage } from '@/components/shop-image/shop-image';

// The pop-ups' own code (the parameter call, the service choices) loads on the first tap that opens
// one, not with the page.
const ServicePanel = lazy(() =>
  import('./components/service-panel').then((m) => ({ default: m.ServicePanel })),
);
const ParamPopup = lazy(() => import('./components/param-popup').then((m) => ({ default: m.ParamPopup })));

/** /commodityDetail/:productId (query sk): one phone, its inspection, photos and reviews. */
export default function CommodityDetailPage() {
  const { productId: raw = '' } = useParams();
  const [search] = useSearchParams();
  const productId = parseId(raw);
  if (productId === undefined) {
    return (
      <main className="pd">
        <EmptyState text="商品不存在或已删除">
          <Link className="pd-more" to="/">
            去首页逛逛
          </Link>
        </EmptyState>
      </main>
    );
  }
  return <Detail key={productId} productId={productId} sk={search.get('sk') ?? undefined} />;
}

function Detail({ productId, sk }: { productId: number; sk?: string }) {
  const user = useUserData();
  const detail = useProductDetail(productId, { userId: user?.userId });
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError)
    return (
      <main className="pd">
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      </main>
    );
  return <Loaded product={detail.data} sk={sk} loggedIn={user !== undefined} userId={user?.userId} />;
}

function Loaded({
  product: p,
  sk,
  loggedIn,
  userId,
}: {
  product: ProductDetail;
  sk?: string;
  loggedIn: boolean;
  userId?: number;
}) {
  const navigate = useNavigate();
  const services = useServerInfo(p.product_id);
  const parts = usePartsInfo(p.product_id);
  const cartCount = useCartCount(userId);
  const addCart = useAddShopCart();
  const favorite = useFavoriteToggle();
  const [picked, setPicked] = useState<number[] | null>(null);
  const [panel, setPanelState] = useState<PanelMode | null>(null);
  // Mounted from the first opening on, so closing still animates.
  const [panelUsed, setPanelUsed] = useState(false);
  const [paramsUsed, setParamsUsed] = useState(false);
  const setPanel = useCallback((mode: PanelMode | null) => {
    if (mode) setPanelUsed(true);
    setPanelState(mode);
  }, []);
  const [photo, setPhoto] = useState<number | null>(null);
  const [paramsOpen, setParamsOpen] = useState(false);
  const [serviceOpen, setServiceOpen] = useState(false);
  const [quantities, setQuantities] = useState<Record<number, number>>({});

  const options = services.data ?? [];
  const chosen = picked ?? defaultServiceIds(options);
  const chosenNames = options.filter((s) => chosen.includes(s.id)).map((s) => s.server_name2);
  const block = buyNowBlock(p);
  const closePanel = useCallback(() => setPanel(null), [setPanel]);
  const closeService = useCallback(() => setServiceOpen(false), []);
  const changeQuantity = useCallback(
    (skuId: number, n: number) => setQuantities((q) => ({ ...q, [skuId]: n })),
    [],
  );
  const partLines = (parts.data ?? []).map((x) => ({
    sku_id: x.sku_id,
    price: x.price,
    quantity: x.sku_id === undefined ? 0 : (quantities[x.sku_id] ?? x.quantity),
  }));

  const confirm = (mode: PanelMode) => {
    const ids = offeredServiceIds(chosen, options);
    if (mode === 'pick') return setPanel(null);
    if (mode === 'buy') {
      if (!loggedIn) return navigate(loginRedirect(currentFullPath()));
      return navigate(checkoutUrl(phoneBuyNow(p.product_id, ids, partLines, sk)));
    }
    addCart.mutate(
      { proType: 1, proValue: p.product_id, num: 1, price: p.price, sk, serviceIds: ids },
      {
        onSuccess: async () => {
          setPanel(null);
          // The recommended parts chosen go into the cart with the phone.
          const extra = chosenParts(partLines).map((line) => {
            const price = partLines.find((x) => x.sku_id === line.id)?.price ?? '0.00';
            return addCart.mutateAsync({ proType: 2, proValue: line.id, num: line.num, price, sk });
          });
          await Promise.allSettled(extra);
          void toast(ADDED);
        },
      },
    );
  };

  const photos = p.imgs ?? [];
  const count = cartCount.data ?? 0;
  // The sections below the first screen (the report, the photos, the reviews) come in a second,
  // deferred render: the first commit and its layout hold the first screen only, and nothing
  // above them moves when they come (docs/performance.md, "After the first paint").
  const belowFirstScreen = useDeferredValue(true, false);

  return (
    <main className="pd">
      <SectionTabs />
      <section id="pd-goods" tabIndex={-1} aria-label="商品" className="pd-section">
        <Summary p={p} />

        <div className="pd-card">
          {services.isError ? (
            // Without the services the phone would go to the cart with none: say so, and retry.
            <ErrorState
              compact
              title="服务加载失败"
              error={services.error}
              onRetry={() => void services.refetch()}
            />
          ) : (
            <button type="button" className="pd-row" onClick={() => setPanel('pick')}>
              <span className="pd-row__label">服务</span>
              <span className="pd-row__value">
                {chosenNames.length ? chosenNames.join('、') : '请选择服务'}
              </span>
              <span aria-hidden="true">›</span>
            </button>
          )}
          <button
            type="button"
            className="pd-row"
            onClick={() => {
              setParamsUsed(true);
              setParamsOpen(true);
            }}
          >
            <span className="pd-row__label">参数</span>
            <span className="pd-row__value">
              {(p.param_value ?? []).map((v) => `${v.name} ${v.value}`).join(' · ') || '查看参数'}
            </span>
            <span aria-hidden="true">›</span>
          </button>
        </div>

        <RecommendedParts productId={p.product_id} quantities={quantities} onChange={changeQuantity} />

        <Faq questions={p.question} />
      </section>

      {belowFirstScreen && <Sections p={p} onPhoto={setPhoto} />}

      <BottomBar className="pd-bar" role="toolbar" aria-label="购买">
        <BarIconButton icon={<ServiceIcon size={20} />} label="客服" onClick={() => setServiceOpen(true)} />
        <FavoriteButton
          favorite={p.is_favorite === 1}
          busy={favorite.pendingId === p.product_id}
          onToggle={() => favorite.toggle(p.product_id, p.is_favorite === 1)}
        />
        <BarIconLink
          to="/shop-cart"
          icon={<CartIcon size={20} />}
          label="购物车"
          badge={count > 0 ? (count >= CART_COUNT_LIMIT ? `${CART_COUNT_LIMIT}+` : String(count)) : undefined}
          badgeWords={{ before: '，', after: ' 件商品', none: '0' }}
        />
        <BarButton
          tone="cart"
          disabled={block !== undefined || !p.can_add_to_shop_cart}
          onClick={() => setPanel('cart')}
        >
          {block === undefined && !p.can_add_to_shop_cart ? IN_CART : '加入购物车'}
        </BarButton>
        <BarButton tone="primary" disabled={block !== undefined} onClick={() => setPanel('buy')}>
          {block ?? '立即购买'}
        </BarButton>
      </BottomBar>

      {panelUsed && (
        <Suspense fallback={null}>
          <ServicePanel
            mode={panel}
            services={options}
            chosen={chosen}
            price={p.price}
            busy={addCart.isPending || services.isPending}
            onChange={setPicked}
            onConfirm={confirm}
            onClose={closePanel}
          />
        </Suspense>
      )}
      {paramsUsed && (
        <Suspense fallback={null}>
          <ParamPopup
            productId={p.product_id}
            title={p.model_name_str ?? p.product_name}
            open={paramsOpen}
            onClose={() => setParamsOpen(false)}
          />
        </Suspense>
      )}
      <PhotoViewer images={photos} index={photo} onClose={() => setPhoto(null)} />
      <CustomerServiceSheet open={serviceOpen} onClose={closeService} />
    </main>
  );
}

// The parts of the page that show only the detail are memoised: the services, the recommended
// parts and the cart count answer on their own and re-render the page, which on a phone made a
// long task after the first paint (Lighthouse's blocking time).

/** Gallery, price, name, tags, instalments, the phone's facts and the shop's promises. */
const Summary = memo(function Summary({ p }: { p: ProductDetail }) {
  const banners = p.banner_imgs.map((b) => b.url);
  const tags = [...(p.product_tag ?? []), ...(p.feature_tag ?? [])];
  return (
    <>
      <Gallery images={banners.length ? banners : [p.main_pic]} name={p.product_name} />
      <div className="pd-card pd-head">
        <p className="pd-price">
          <span className="pd-price__now">¥{p.price}</span>
          {p.ori_price && (
            <del className="pd-price__ori">
              <span className="pd-sr">原价</span>¥{p.ori_price}
            </del>
          )}
        </p>
        <h2 className="pd-name">
          {p.product_name_str1 || p.product_name_str2 ? (
            <>
              {p.product_name_str1} <span className="pd-name__sub">{p.product_name_str2}</span>
            </>
          ) : (
            p.product_name
          )}
        </h2>
        {p.sub_title && <p className="pd-subtitle">{p.sub_title}</p>}
        {tags.length > 0 && (
          <ul className="pd-tags" aria-label="标签">
            {tags.map((t) => (
              <li key={t.tag_name} data-tone={tagTone(t.color)}>
                {t.tag_name}
              </li>
            ))}
          </ul>
        )}
        {(p.bonus_str || p.fenqi_info || p.new_tokio_fenqi_string) && (
          <div className="pd-instalment">
            {p.bonus_str && <p className="pd-instalment__bonus">{p.bonus_str}</p>}
            {p.fenqi_info && (
              <p>
                分期 ¥{p.fenqi_info.price} × {p.fenqi_info.num}期
              </p>
            )}
            {p.new_tokio_fenqi_string && (
              <p>
                {p.new_tokio_fenqi_string}{' '}
                <Link className="pd-link" data-tap-target to="/mixedDetail">
                  组合支付说明
                </Link>
              </p>
            )}
          </div>
        )}
      </div>

      <div className="pd-card">
        <dl className="pd-info">
          {p.netword_string && <Info label="网络" value={networkText(p.netword_string)} />}
          {p.banben_string && <Info label="版本" value={p.banben_string} />}
          {p.bao_str && <Info label="保修" value={p.bao_str} />}
          {p.activation_time && <Info label="激活时间" value={p.activation_time} />}
          {p.guarantee_time && <Info label="官方保修至" value={p.guarantee_time} />}
          {p.imei && <Info label="IMEI" value={p.imei} />}
        </dl>
        <ul className="pd-promise" aria-label="服务承诺">
          {(p.server?.length ? p.server.map((s) => s.text) : PROMISES).map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        <p className="pd-muted">{CLEANING_NOTE}</p>
      </div>
    </>
  );
});

/** The FAQ card (常见问题), when the phone has questions. */
const Faq = memo(function Faq({ questions }: { questions: ProductDetail['question'] }) {
  if (!questions || questions.length === 0) return null;
  return (
    <section className="pd-card" aria-labelledby="pd-faq-title">
      <h2 id="pd-faq-title" className="pd-card__title">
        常见问题
      </h2>
      {questions.map((q) => (
        <details key={q.question} className="pd-faq">
          <summary>{q.question}</summary>
          <p>{q.answer}</p>
        </details>
      ))}
    </section>
  );
});

/** The inspection report, the real photos (each opens the viewer) and the first reviews. */
const Sections = memo(function Sections({
  p,
  onPhoto,
}: {
  p: ProductDetail;
  onPhoto: (index: number) => void;
}) {
  const photos = p.imgs ?? [];
  return (
    <>
      <section id="pd-check" tabIndex={-1} aria-labelledby="pd-check-title" className="pd-section pd-card">
        <h2 id="pd-check-title" className="pd-card__title">
          质检报告
        </h2>
        <Inspection productId={p.product_id} />
      </section>

      <section id="pd-photos" tabIndex={-1} aria-labelledby="pd-photos-title" className="pd-section pd-card">
        <h2 id="pd-photos-title" className="pd-card__title">
          实拍图片
        </h2>
        {photos.length === 0 ? (
          <p className="pd-muted">暂无实拍</p>
        ) : (
          <ul className="pd-photos">
            {photos.map((url, i) => (
              <li key={url + i}>
                <button type="button" aria-label={`查看实拍 ${i + 1}`} onClick={() => onPhoto(i)}>
                  <ShopImage
                    src={url}
                    alt={`实拍 ${i + 1}`}
                    width={343}
                    height={343}
                    // One a row inside the card's 12 px padding; two from 480 px (the page's CSS).
                    sizes="(min-width: 640px) 304px, (min-width: 480px) calc(50vw - 16px), calc(100vw - 24px)"
                    minWidth={224}
                    maxWidth={455}
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section
        id="pd-reviews"
        tabIndex={-1}
        aria-labelledby="pd-reviews-title"
        className="pd-section pd-card"
      >
        <h2 id="pd-reviews-title" className="pd-card__title">
          用户评价
        </h2>
        <Reviews product={p} />
      </section>
    </>
  );
});

function Info({ label, value }: { label: string; value: string }) {
  return (
    <div className="pd-info__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The first screen's shape while the detail loads: no layout jump when it arrives. */
function DetailSkeleton() {
  return (
    <main className="pd" aria-busy="true" aria-label="加载中">
      <div className="pd-tabs" />
      <Skeleton className="pd-skel-gallery" />
      <div className="pd-card">
        <Skeleton className="pd-skel-row" />
        <Skeleton className="pd-skel-row" />
        <Skeleton className="pd-skel-row" />
      </div>
    </main>
  );
}
