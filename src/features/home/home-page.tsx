import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { ErrorState } from '@/components/error-state/error-state';
import { EmptyState } from '@/components/page-states/page-states';
import { FULL_LIST } from '@/components/infinite-list/full-list';
import { ProductGrid, ProductGridSkeleton, type ListedProduct } from '@/components/product-grid/product-grid';
import { Skeleton } from '@/components/skeleton/skeleton';
import { BannerCarousel } from './components/banner-carousel';
import { HomeEntries } from './components/home-entries';
import { HomeTabs } from './components/home-tabs';
import { HomeToolbar } from './components/home-toolbar';
import { homeQuery, useHome } from '@/calls/app-home-v3';
import { useIndexCate } from '@/calls/index-product-cate';
import { partsQuery, useParts } from '@/calls/pat-search-product-list';
import { categoryProductsQuery, useCategoryProducts } from '@/calls/search-list';
import { detailHref, PART_TYPE_ID } from '@/domain/catalogue';
import { partDetailHref } from '@/domain/part-query';
import { TAB_PARAM, tabTypeId } from './tabs';
import { readGiftMemory } from '@/components/gift-popup/gift-memory';
import { giftPopupDue, shouldShowGiftPopup } from '@/domain/gift-popup';
import { giftQuery } from '@/calls/get-gift';
import { readUserData } from '@/lib/session';
import './home-page.css';

/** 推荐: banners, activity banners, entries, download banner and the recommendations, page by page. */
function RecommendTab() {
  const home = useHome();
  if (home.isPending) {
    return (
      <>
        <Skeleton className="home__banner-skeleton" />
        <ProductGridSkeleton />
      </>
    );
  }
  if (home.isError) return <ErrorState error={home.error} onRetry={() => void home.refetch()} />;

  const { bannerList, activity_banber_list: activities } = home.data.pages[0].data;
  const items: ListedProduct[] = home.data.pages.flatMap((page) =>
    page.data.recommend_list.map((product) => ({
      product,
      to: detailHref(product.product_id, page.sk),
    })),
  );
  return (
    <>
      <BannerCarousel banners={bannerList} width={750} height={375} label="首页轮播" priority />
      <BannerCarousel banners={activities} width={750} height={200} label="活动" />
      <HomeEntries />
      <h2 className="home__title">为你推荐</h2>
      <ProductGrid
        items={items}
        query={home}
        label="为你推荐"
        empty={<EmptyState text="暂无推荐商品" />}
        priority={false}
      />
    </>
  );
}

/** A phone category's products, page by page. */
function CategoryTab({ typeId, name }: { typeId: number; name: string }) {
  const list = useCategoryProducts(typeId);
  if (list.isPending) return <ProductGridSkeleton />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const items: ListedProduct[] = list.data.pages.flatMap((page) =>
    page.data.map((product) => ({ product, to: detailHref(product.product_id, page.sk) })),
  );
  return (
    <ProductGrid items={items} query={list} label={name} empty={<EmptyState text="没找到符合要求的机器" />} />
  );
}

/** The parts category: the parts mall's list (one call, so it is full at once). */
function PartsTab({ name }: { name: string }) {
  const parts = useParts();
  if (parts.isPending) return <ProductGridSkeleton />;
  if (parts.isError) return <ErrorState error={parts.error} onRetry={() => void parts.refetch()} />;
  const items: ListedProduct[] = parts.data.data.porduct_list.map((product) => ({
    product,
    to: partDetailHref(product.product_id, parts.data.sk),
  }));
  return <ProductGrid items={items} query={FULL_LIST} label={name} empty={<EmptyState text="暂无配件" />} />;
}

// The gift popup (at most once a day, up to rate_time times: docs/product/screens.md): once the
// page is idle its call asks whether the gift is there to show, and only when its rule says the
// popup opens do its code and picture come. Within a day of its last showing it cannot open, so
// not even the call is made. A first visit whose rule says no fetches neither (nothing the screen
// does not show).
const GiftPopup = lazy(() => import('@/components/gift-popup/gift-popup'));

function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    const done = () => setIdle(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(done, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(done, 1500);
    return () => clearTimeout(id);
  }, []);
  return idle;
}

/** Whether the gift popup opens on this visit, from its rule and the gift call (sent once idle). */
function useGiftPopupOpens(due: boolean): boolean {
  const idle = useWhenIdle();
  const client = useQueryClient();
  const [opens, setOpens] = useState(false);
  useEffect(() => {
    if (!idle || !due) return;
    let live = true;
    // The popup reads the same query, so its first render finds the answer in the cache. The call's
    // module is a few lines on the client the first load has: a chunk of its own would be one more
    // file for every page whose chunks share it.
    client
      .fetchQuery(giftQuery(readUserData()?.userId))
      .then((gift) => {
        const show = shouldShowGiftPopup({
          ...readGiftMemory(),
          received: gift.geted === 1,
          onCouponPage: false,
          rateTime: gift.rate_time,
          now: Date.now(),
        });
        if (live && show) setOpens(true);
      })
      // No gift (or no answer): nothing to show, as the popup itself does.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [idle, due, client]);
  return opens;
}

/**
 * The gift popup when its rule says it opens. Its own component: the idle callback and the gift's
 * answer update this one alone, not the whole page and its lists (a long task after the first
 * paint, docs/performance.md).
 */
function HomeGiftPopup() {
  // Decided once per visit: showing the popup restarts the day, which must not unmount it.
  const [giftDue] = useState(() => giftPopupDue(readGiftMemory(), Date.now()));
  const giftOpens = useGiftPopupOpens(giftDue);
  return giftOpens ? (
    <Suspense fallback={null}>
      <GiftPopup />
    </Suspense>
  ) : null;
}

/** Home: the nav bar of 推荐 and the product categories, the selected tab's content, the toolbar. */
export function HomePage() {
  const [params, setParams] = useSearchParams();
  const categories = useIndexCate();
  const tab = tabTypeId(params.get(TAB_PARAM));
  const current = categories.data?.data.find((c) => c.type_id === tab);

  const select = (typeId: number | undefined) =>
    setParams(typeId === undefined ? {} : { [TAB_PARAM]: String(typeId) }, { replace: true });
  // A finger on a tab starts its first call, as tap-ahead does for links, so the list is on its
  // way before the click selects the tab.
  const client = useQueryClient();
  const prepare = (typeId: number | undefined) => {
    if (typeId === undefined) void client.prefetchInfiniteQuery(homeQuery());
    else if (typeId === PART_TYPE_ID) void client.prefetchQuery(partsQuery());
    else void client.prefetchInfiniteQuery(categoryProductsQuery(typeId));
  };

  return (
    <main className="home">
      <HomeTabs
        categories={categories.data?.data ?? []}
        current={current?.type_id}
        onChange={select}
        onPrepare={prepare}
      />
      {categories.isError && (
        <ErrorState
          compact
          title="分类加载失败"
          error={categories.error}
          onRetry={() => void categories.refetch()}
        />
      )}
      {current === undefined && params.has(TAB_PARAM) && categories.isPending ? (
        <ProductGridSkeleton />
      ) : current === undefined ? (
        <RecommendTab />
      ) : current.type_id === PART_TYPE_ID ? (
        <PartsTab key={current.type_id} name={current.type_name} />
      ) : (
        <CategoryTab key={current.type_id} typeId={current.type_id} name={current.type_name} />
      )}
      <HomeToolbar />
      <HomeGiftPopup />
    </main>
  );
}
