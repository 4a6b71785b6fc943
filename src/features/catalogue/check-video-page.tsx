import { useState } from 'react';
import { Link } from '@/components/link/link';
import type { components } from '@/api/schema';
import { ErrorState } from '@/components/error-state/error-state';
import { InfiniteList } from '@/components/infinite-list/infinite-list';
import { Skeleton } from '@/components/skeleton/skeleton';
import { detailHref } from '@/domain/catalogue';
import { usePhoneVideos } from '@/calls/phone-video-list';
import { NO_VIDEO, VIDEO_FAILED } from './texts';
import './components/catalogue.css';
import './check-video-page.css';
import { CatalogueEmpty } from './components/catalogue-empty';
import { ShopImage } from '@/components/shop-image/shop-image';
import { COLUMN_WIDE } from '@/lib/image-src';

type Video = components['schemas']['Video'];

/** Cover size of the mock's videos (640 x 360): the box is reserved before the image loads. */
const COVER = { width: 640, height: 360 };

const videoKey = (v: Video, i: number) => v.video_id ?? `${i}-${v.video_url}`;

/** /check-video: phone review videos (phone_video_api), a cover each that turns into the player. */
export default function CheckVideoPage() {
  const list = usePhoneVideos();
  // One video plays at a time: starting another replaces the player with its cover again.
  const [playing, setPlaying] = useState<string | number | null>(null);

  return (
    <main className="catalogue-check-video">
      {list.isPending ? (
        <div aria-busy="true">
          {Array.from({ length: 2 }, (_, i) => (
            <Skeleton key={i} className="catalogue-check-video__skeleton" />
          ))}
        </div>
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <InfiniteList
          className="catalogue-check-video__list"
          label="验机视频"
          items={list.data.pages.flatMap((p) => p.data)}
          query={list}
          estimateSize={260}
          gap={12}
          getKey={videoKey}
          renderItem={(v, i) => (
            <VideoCard
              video={v}
              playing={playing === videoKey(v, i)}
              onPlay={() => setPlaying(videoKey(v, i))}
            />
          )}
          empty={<CatalogueEmpty text={NO_VIDEO} />}
        />
      )}
    </main>
  );
}

function VideoCard({ video, playing, onPlay }: { video: Video; playing: boolean; onPlay: () => void }) {
  const title = video.title ?? '验机视频';
  // A video that cannot be fetched or decoded says so (a bare black player says nothing), offers
  // another try, and the product link below stays.
  const [failed, setFailed] = useState(false);
  return (
    <article className="catalogue-video-card" aria-label={title}>
      <div className="catalogue-video-card__media">
        {playing && failed ? (
          <div className="catalogue-video-card__failed" role="alert">
            <p>{VIDEO_FAILED}</p>
            <button type="button" className="catalogue-video-card__again" onClick={() => setFailed(false)}>
              重新播放
            </button>
          </div>
        ) : playing ? (
          <video
            className="catalogue-video-card__player"
            src={video.video_url}
            poster={video.phone_video_img_url}
            width={COVER.width}
            height={COVER.height}
            controls
            autoPlay
            playsInline
            onError={() => setFailed(true)}
          />
        ) : (
          <button
            type="button"
            className="catalogue-video-card__cover"
            aria-label={`播放 ${title}`}
            onClick={onPlay}
          >
            <ShopImage
              src={video.phone_video_img_url}
              alt=""
              width={COVER.width}
              height={COVER.height}
              {...COLUMN_WIDE}
            />
            <span className="catalogue-video-card__play" aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="catalogue-video-card__info">
        <h2 className="catalogue-video-card__title">{title}</h2>
        {video.product_id !== undefined && (
          <Link className="catalogue-video-card__buy" data-tap-target to={detailHref(video.product_id)}>
            查看商品
          </Link>
        )}
      </div>
    </article>
  );
}
