import { useState } from 'react';
import { Link } from '@/components/link/link';
import SwipeAction from 'antd-mobile/es/components/swipe-action';
import { ErrorState } from '@/components/error-state/error-state';
import { InfiniteList } from '@/components/infinite-list/infinite-list';
import { toast } from '@/lib/toast';
import { useRemoveFavorite } from '@/calls/favorite-del';
import { FAVORITE_REMOVED } from '@/calls/favorite-toggle';
import { useFavorites, type FavoriteItem } from '@/calls/favorite-list';
import { EmptyState, ListSkeleton } from './components/list-state';
import './collection-page.css';
import { ShopImage } from '@/components/shop-image/shop-image';

const ROW_HEIGHT = 112;

/** /user/collection: favourite phones, newest first; swipe a row left to remove it. */
export default function CollectionPage() {
  const favorites = useFavorites();
  const remove = useRemoveFavorite();
  const [removing, setRemoving] = useState<number | null>(null);

  const onDelete = (item: FavoriteItem) => {
    if (removing !== null) return;
    setRemoving(item.product_id);
    remove.mutate(item.product_id, {
      // favorite/del is the favourite toggle's "off": docs/product/errors.md's 取消成功.
      onSuccess: () => void toast(FAVORITE_REMOVED),
      onSettled: () => setRemoving(null),
    });
  };

  let body;
  if (favorites.isPending) body = <ListSkeleton rows={4} height={ROW_HEIGHT - 10} />;
  else if (favorites.isError)
    body = <ErrorState error={favorites.error} onRetry={() => void favorites.refetch()} />;
  else
    body = (
      <InfiniteList
        className="user-collection-list"
        label="我的收藏"
        query={favorites}
        items={favorites.data.pages.flat()}
        getKey={(p) => p.product_id}
        estimateSize={ROW_HEIGHT}
        gap={10}
        empty={<EmptyState text="还没有任何收藏呢" />}
        renderItem={(p) => (
          <SwipeAction
            className="user-collection-row"
            rightActions={[
              {
                key: 'delete',
                text: '删除',
                color: 'danger',
                onClick: () => onDelete(p),
              },
            ]}
            closeOnAction
          >
            {/* Not draggable: a mouse swipe would start the browser's link drag instead. */}
            <Link
              to={`/commodityDetail/${p.product_id}`}
              className="user-collection-row__link"
              draggable={false}
            >
              <ShopImage
                className="user-collection-row__pic"
                src={p.new_main_pic ?? p.main_pic}
                alt=""
                draggable={false}
                width={80}
                height={80}
              />
              <span className="user-collection-row__text">
                <span className="user-collection-row__name">{p.product_name}</span>{' '}
                <span className="user-collection-row__price">¥{p.price}</span>
              </span>
            </Link>
          </SwipeAction>
        )}
      />
    );

  return <main className="user-page user-collection">{body}</main>;
}
