import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '@/components/link/link';
import type { components } from '@/api/schema';
import { ErrorState } from '@/components/error-state/error-state';
import { Skeleton } from '@/components/skeleton/skeleton';
import {
  catalogueHref,
  categoryLabel,
  PART_TYPE_ID,
  sortPath,
  sortTabIndex,
  visibleBrands,
} from '@/domain/catalogue';
import { getLocal, setLocal } from '@/lib/local-store';
import { useCateH5 } from '@/calls/new-get-product-cate-h5';
import { useCateTree } from '@/calls/new-get-product-cate-v1';
import './sort-page.css';
import { ShopImage } from '@/components/shop-image/shop-image';

type TaxonomyType = components['schemas']['TaxonomyType'];
type TaxonomyBrand = components['schemas']['TaxonomyBrand'];

/** /sort/:type: category sidebar (type is the 1-based tab), the category's brands, the brand's models. */
export default function SortPage() {
  const { type } = useParams();
  const cates = useCateH5();
  // The models' tree starts with the page, beside the categories, not once they have come: two
  // slow calls then cost one wait, not two in a row (a page reached without the early start, or
  // a retry after both failed).
  const tree = useCateTree();

  if (cates.isPending) {
    return (
      <main className="catalogue-sort-page" aria-busy="true">
        <div className="catalogue-sort-page__side">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} className="catalogue-sort-page__side-skeleton" />
          ))}
        </div>
        <div className="catalogue-sort-page__main">
          <Skeleton className="catalogue-sort-page__main-skeleton" />
        </div>
      </main>
    );
  }
  if (cates.isError) {
    return (
      <main className="catalogue-sort-page catalogue-sort-page--single">
        <ErrorState
          error={cates.error}
          onRetry={() => {
            void cates.refetch();
            if (tree.isError) void tree.refetch();
          }}
        />
      </main>
    );
  }

  const list = cates.data.data;
  const index = sortTabIndex(type, list.length);
  const current = list[index];
  return (
    <main className="catalogue-sort-page">
      <nav className="catalogue-sort-page__side" aria-label="分类">
        {list.map((c, i) => (
          <Link
            key={c.type_id}
            to={sortPath(i)}
            replace
            className={`catalogue-sort-page__cate${i === index ? ' catalogue-sort-page__cate--active' : ''}`}
            aria-current={i === index ? 'page' : undefined}
          >
            {categoryLabel(c.type_name)}
          </Link>
        ))}
      </nav>
      <div className="catalogue-sort-page__main">
        {current ? (
          // Keyed by category: the brand choice and the more/collapse state start over per category.
          <CategoryPanel key={current.type_id} category={current} />
        ) : (
          <p className="catalogue-sort-page__empty">暂无分类</p>
        )}
      </div>
    </main>
  );
}

function CategoryPanel({ category }: { category: TaxonomyType }) {
  const [expanded, setExpanded] = useState(false);
  // The brand picked last time in this category (bandData), else the first one.
  const [brandId, setBrandId] = useState<number | undefined>(() => {
    const saved = getLocal('bandData');
    const known =
      saved?.typeId === category.type_id && category.brand_list.some((b) => b.brand_id === saved.brandId);
    return known ? saved.brandId : category.brand_list[0]?.brand_id;
  });
  const isParts = category.type_id === PART_TYPE_ID;
  const { shown, toggle } = visibleBrands(category.brand_list, expanded);
  const brand = category.brand_list.find((b) => b.brand_id === brandId);

  const choose = (b: TaxonomyBrand) => {
    setBrandId(b.brand_id);
    setLocal('bandData', { typeId: category.type_id, brandId: b.brand_id, brandName: b.brand_name });
  };

  return (
    <>
      <section aria-labelledby="sort-brands">
        <h2 id="sort-brands" className="catalogue-sort-page__title">
          {isParts ? '配件分类' : '品牌'}
        </h2>
        {category.brand_list.length === 0 ? (
          <p className="catalogue-sort-page__empty">暂无品牌</p>
        ) : (
          <ul className="catalogue-sort-page__brands">
            {shown.map((b) => (
              <li key={b.brand_id}>
                {isParts ? (
                  // Parts: the entry's brand_id is a part category, opened in the parts mall.
                  <Link
                    className="catalogue-sort-page__brand"
                    to={catalogueHref({ typeId: category.type_id, brandId: b.brand_id })}
                  >
                    <BrandLabel brand={b} />
                  </Link>
                ) : (
                  <button
                    type="button"
                    className={`catalogue-sort-page__brand${b.brand_id === brandId ? ' catalogue-sort-page__brand--active' : ''}`}
                    aria-pressed={b.brand_id === brandId}
                    onClick={() => choose(b)}
                  >
                    <BrandLabel brand={b} />
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {toggle && (
          <button
            type="button"
            className="catalogue-sort-page__toggle"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {toggle === 'more' ? '更多' : '收起'}
          </button>
        )}
      </section>
      {!isParts && brand && <ModelGrid typeId={category.type_id} brand={brand} />}
    </>
  );
}

function BrandLabel({ brand }: { brand: TaxonomyBrand }) {
  return (
    <>
      {brand.brand_img && (
        <ShopImage
          className="catalogue-sort-page__brand-img"
          src={brand.brand_img}
          alt=""
          width={32}
          height={32}
        />
      )}
      <span>{brand.brand_name}</span>
    </>
  );
}

function ModelGrid({ typeId, brand }: { typeId: number; brand: TaxonomyBrand }) {
  const tree = useCateTree();
  const models =
    tree.data?.data.cate_list
      .find((c) => c.type_id === typeId)
      ?.brand_list.find((b) => b.brand_id === brand.brand_id)?.model_list ?? [];

  return (
    <section aria-labelledby="sort-models">
      <h2 id="sort-models" className="catalogue-sort-page__title">
        {brand.brand_name}机型
      </h2>
      {tree.isError ? (
        <ErrorState title="机型加载失败" error={tree.error} onRetry={() => void tree.refetch()} />
      ) : (
        <ul className="catalogue-sort-page__models" aria-busy={tree.isPending}>
          <li>
            <Link
              className="catalogue-sort-page__model"
              to={catalogueHref({ typeId, brandId: brand.brand_id, name: brand.brand_name })}
            >
              全部{brand.brand_name}
            </Link>
          </li>
          {tree.isPending
            ? Array.from({ length: 5 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="catalogue-sort-page__model-skeleton" />
                </li>
              ))
            : models.map((m) => (
                <li key={`${m.model_id}-${m.pcid ?? ''}`}>
                  <Link
                    className="catalogue-sort-page__model"
                    to={catalogueHref({
                      typeId,
                      brandId: brand.brand_id,
                      modelId: m.model_id,
                      pcid: m.pcid,
                      name: m.model_name,
                    })}
                  >
                    {m.model_name}
                  </Link>
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
