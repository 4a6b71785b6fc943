import { Link } from '@/components/link/link';
import type { components } from '@/api/schema';
import { Carousel } from '@/components/carousel/carousel';
import { ShopImage, type ImageLoad } from '@/components/shop-image/shop-image';
import { COLUMN_WIDE } from '@/lib/image-src';
import { apiLinkTarget } from '@/lib/redirect';

type Banner = components['schemas']['Banner'];

function BannerImage({
  banner,
  width,
  height,
  load,
}: {
  banner: Banner;
  width: number;
  height: number;
  load: ImageLoad;
}) {
  const img = (
    <ShopImage
      src={banner.banner_url}
      alt={banner.title ?? ''}
      width={width}
      height={height}
      {...COLUMN_WIDE}
      load={load}
    />
  );
  // The API's link is followed only as a same-site path or an https page on an allowed host
  // (docs/security.md): '/\\evil.example', '//evil.example', 'javascript:' or an unknown host give
  // a picture without a link.
  const target = apiLinkTarget(banner.jump_url);
  if (target === null) return img;
  return target.kind === 'internal' ? <Link to={target.path}>{img}</Link> : <a href={target.url}>{img}</a>;
}

/**
 * Banners of app_home_v3, each linking to its jump_url (site path or outside page). The first
 * banner is in the first screen; `priority` when it is the page's largest paint, otherwise it yields
 * to that picture (`after-largest`). The others wait until swiped near.
 */
export function BannerCarousel({
  banners,
  width,
  height,
  label,
  priority = false,
}: {
  banners: Banner[];
  width: number;
  height: number;
  label: string;
  priority?: boolean;
}) {
  if (banners.length === 0) return null;
  return (
    <Carousel label={label} ratio={width / height}>
      {banners.map((b, i) => (
        <BannerImage
          key={`${b.banner_url}-${i}`}
          banner={b}
          width={width}
          height={height}
          load={i > 0 ? 'lazy' : priority ? 'priority' : 'after-largest'}
        />
      ))}
    </Carousel>
  );
}
