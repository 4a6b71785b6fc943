import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useReviewFeed, type ReviewBrandType } from '@/calls/new-review-list';
import { BRAND_PARAM, brandTypeOf } from './feed-query';
import { ALL_BRANDS } from './texts';
import { FloatTicker } from './components/float-ticker';
import { ReviewFeed } from './components/review-feed';
import './reviews.css';
import './components/review-cards.css';

/** /list/: every review (newReviewList), a category menu (brand_type), and the purchase ticker. */
export default function ListPage() {
  const [query, setQuery] = useSearchParams();
  const brandType = brandTypeOf(query);
  const feed = useReviewFeed({ brandType });
  // The menu comes with each page of the feed; an empty category (-404) brings none, so the last
  // menu seen stays.
  const served = feed.data?.pages[0]?.brand_type_list;
  const [menu, setMenu] = useState<readonly ReviewBrandType[]>([]);
  if (served?.length && served !== menu) setMenu(served);
  const options = menu.length ? menu : [{ brand_type: 0, title: ALL_BRANDS }];

  const choose = (value: number) =>
    setQuery(value ? { [BRAND_PARAM]: String(value) } : {}, { replace: true });

  return (
    <main className="review-page">
      <div className="review-bar">
        <h1 className="review-bar__title">晒单</h1>
        <label className="review-bar__menu">
          <span className="review-visually-hidden">分类</span>
          <select value={brandType} onChange={(e) => choose(Number(e.target.value))}>
            {options.map((b) => (
              <option key={b.brand_type} value={b.brand_type}>
                {b.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      <FloatTicker />
      <ReviewFeed filter={{ brandType }} label="晒单列表" />
    </main>
  );
}
