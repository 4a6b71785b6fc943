import { useEffect, useState, useSyncExternalStore } from 'react';
import type { components } from '@/api/schema';
import { Link } from '@/components/link/link';
import { useFloatData } from '@/calls/get-float-data';
import { productPath } from '../texts';
import { ShopImage } from '@/components/shop-image/shop-image';

/** docs/product/limits.md: each purchase is shown 1.5 s. */
export const FLOAT_ENTRY_MS = 1500;

const subscribeVisibility = (onChange: () => void) => {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
};
const isVisible = () => document.visibilityState !== 'hidden';

/**
 * The purchase ticker (getFloatData): the latest purchases one by one, 1.5 s each, then out of
 * the way until the next fetch (every 60 s), in a slot of its own above the feed. Nothing runs while the page is hidden: the
 * rotation waits and the query's interval pauses.
 */
export function FloatTicker() {
  const { data, dataUpdatedAt } = useFloatData();
  const visible = useSyncExternalStore(subscribeVisibility, isVisible, () => true);
  const list = data?.list ?? [];
  // Which entry of which fetch is showing; a new fetch starts again from its first entry.
  const [shown, setShown] = useState({ at: 0, index: 0 });
  const index = shown.at === dataUpdatedAt ? shown.index : 0;

  useEffect(() => {
    if (!visible || index >= list.length) return;
    const timer = setTimeout(() => setShown({ at: dataUpdatedAt, index: index + 1 }), FLOAT_ENTRY_MS);
    return () => clearTimeout(timer);
  }, [visible, index, list.length, dataUpdatedAt]);

  const item = list[index];
  // Its own slot above the feed, kept while the ticker is away: it covers no card, and the feed
  // does not jump each time it comes and goes.
  if (!item) return <div className="review-float-ticker-slot" />;
  return (
    <div className="review-float-ticker-slot">
      <FloatEntry item={item} />
    </div>
  );
}

function FloatEntry({ item }: { item: components['schemas']['FloatItem'] }) {
  return (
    <div className="review-float-ticker" aria-label="最新购买">
      {item.avatar && (
        <ShopImage
          className="review-float-ticker__avatar"
          src={item.avatar}
          alt=""
          width={24}
          height={24}
          load="eager"
        />
      )}
      <span className="review-float-ticker__text">
        {item.nick_name} {item.time_text}购买了 {item.product_name}
      </span>
      <Link
        className="review-float-ticker__buy"
        to={productPath(item.product_id)}
        aria-label={`去购买 ${item.product_name}`}
      >
        去购买
      </Link>
    </div>
  );
}
