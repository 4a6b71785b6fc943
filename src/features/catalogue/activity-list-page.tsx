import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/link/link';
import type { components } from '@/api/schema';
import { ErrorState } from '@/components/error-state/error-state';
import { InfiniteList } from '@/components/infinite-list/infinite-list';
import { Skeleton } from '@/components/skeleton/skeleton';
import { apiLinkTarget } from '@/lib/redirect';
import { parseId } from '@/domain/prop-keyword';
import { useActivityList } from '@/calls/cate-activity-list';
import { NO_ACTIVITY } from './texts';
import './components/catalogue.css';
import './activity-list-page.css';
import { CatalogueEmpty } from './components/catalogue-empty';
import { ShopImage } from '@/components/shop-image/shop-image';
import { COLUMN_WIDE } from '@/lib/image-src';

type Activity = components['schemas']['Activity'];

/** Banner box (750 x 360, the column's width): reserved before the picture loads. */
const BANNER = { width: 750, height: 360 };

/** /activity-list: a category's activities (query typeId), 8 a page. */
export default function ActivityListPage() {
  const [params] = useSearchParams();
  const cate = parseId(params.get('typeId'));
  const list = useActivityList(cate);
  const empty = <CatalogueEmpty text={NO_ACTIVITY} />;

  if (cate === undefined) return <main className="catalogue-activity-list">{empty}</main>;
  return (
    <main className="catalogue-activity-list">
      {list.isPending ? (
        <div aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="catalogue-activity-list__skeleton" />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <InfiniteList
          className="catalogue-activity-list__list"
          label="活动"
          items={list.data.pages.flatMap((p) => p.data.list)}
          query={list}
          estimateSize={220}
          gap={12}
          getKey={(a, i) => `${i}-${a.title}`}
          renderItem={(a, i) => <ActivityCard activity={a} firstScreen={i < 2} />}
          empty={empty}
        />
      )}
    </main>
  );
}

function ActivityCard({ activity, firstScreen }: { activity: Activity; firstScreen: boolean }) {
  const target = apiLinkTarget(activity.jump_url);
  const body = (
    <>
      <ShopImage
        className="catalogue-activity-card__banner"
        src={activity.banner_url}
        alt={activity.title}
        width={BANNER.width}
        height={BANNER.height}
        {...COLUMN_WIDE}
        load={firstScreen ? 'eager' : 'lazy'}
      />
      <span className="catalogue-activity-card__text">
        <span className="catalogue-activity-card__title">{activity.title}</span>
        {activity.remaining_day !== undefined && (
          <span className="catalogue-activity-card__days">剩余{activity.remaining_day}天</span>
        )}
      </span>
      {activity.adv_string && <span className="catalogue-activity-card__adv">{activity.adv_string}</span>}
    </>
  );
  if (target?.kind === 'internal') {
    return (
      <Link className="catalogue-activity-card" to={target.path}>
        {body}
      </Link>
    );
  }
  if (target?.kind === 'external') {
    return (
      <a className="catalogue-activity-card" href={target.url} rel="noopener noreferrer">
        {body}
      </a>
    );
  }
  return <article className="catalogue-activity-card">{body}</article>;
}
