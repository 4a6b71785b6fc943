import { ProductCardView } from '@/components/product-card/product-card';
import { ErrorState } from '@/components/error-state/error-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import { BannerCarousel } from './components/banner-carousel';
import { useHome } from './api/get-home';
import './home-page.css';

/** Home: banners, activity banners and the first page of recommended phones from app_home_v3. */
export function HomePage() {
  const home = useHome(1);

  if (home.isPending) {
    return (
      <main className="home" aria-busy="true">
        <Skeleton className="home__banner-skeleton" />
        <ul className="home__grid">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton className="home__card-skeleton" />
            </li>
          ))}
        </ul>
      </main>
    );
  }

  if (home.isError) {
    return (
      <main className="home">
        <ErrorState onRetry={() => void home.refetch()} />
      </main>
    );
  }

  const { bannerList, activity_banber_list: activities, recommend_list: products } = home.data.data;
  return (
    <main className="home">
      <BannerCarousel banners={bannerList} width={750} height={360} label="首页轮播" />
      <BannerCarousel banners={activities} width={750} height={200} label="活动" />
      <h2 className="home__title">为你推荐</h2>
      {products.length === 0 ? (
        <p className="home__empty">暂无推荐商品</p>
      ) : (
        <ul className="home__grid">
          {products.map((p) => (
            <li key={p.product_id}>
              <ProductCardView product={p} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
