import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/link/link';
import { isBizError } from '@/api/errors';
import { useProductDetail } from '@/calls/product-detail';
import { ErrorState } from '@/components/error-state/error-state';
import { idOf } from './feed-query';
import { productPath } from './texts';
import { ReviewFeed } from './components/review-feed';
import './reviews.css';
import './components/review-cards.css';
import { ReviewProductHead } from './components/review-product-head';

/** The commodity list of one model (docs/product/screens.md /commodity query), for a product that is gone. */
function modelListPath(query: URLSearchParams): string | undefined {
  const params = new URLSearchParams();
  for (const name of ['typeId', 'brandId', 'modelId']) {
    const value = query.get(name);
    if (value) params.set(name, value);
  }
  return params.has('modelId') ? `/commodity?${params.toString()}` : undefined;
}

/**
 * /list/pro (query productId, img, name, typeId, brandId, modelId): the product's header and the
 * feed of its reviews only (no category menu). The buy link opens the product; when the product is
 * gone (sold, off sale or unknown to productDetail), the commodity list of its model instead.
 */
export default function ListProPage() {
  const [query] = useSearchParams();
  const productId = idOf(query, 'productId');
  if (productId === undefined) {
    return (
      <main className="review-page">
        <ErrorState description="没有指定商品" onRetry={() => window.history.back()} />
      </main>
    );
  }
  return <RelatedReviews productId={productId} query={query} />;
}

function RelatedReviews({ productId, query }: { productId: number; query: URLSearchParams }) {
  const product = useProductDetail(productId);
  const name = query.get('name') || product.data?.product_name || '';
  // The caller's picture first (the product page passes it); a link from a review card has none.
  const img = query.get('img') || product.data?.main_pic;
  const gone =
    (product.isError && isBizError(product.error)) ||
    product.data?.status === 0 ||
    product.data?.product_cell === 1;
  const modelList = modelListPath(query);

  const buy =
    gone && modelList ? { to: modelList, text: '看看同款' } : { to: productPath(productId), text: '去购买' };
  return (
    <main className="review-page">
      <ReviewProductHead label="晒单商品" pic={img} name={name} title={name || '相关晒单'}>
        <Link className="review-related-head__buy" to={buy.to}>
          {buy.text}
        </Link>
      </ReviewProductHead>
      <ReviewFeed filter={{ productId }} label="相关晒单" />
    </main>
  );
}
