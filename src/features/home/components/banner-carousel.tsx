import { Link } from 'react-router-dom';
import type { components } from '@/api/schema';
import { Carousel } from '@/components/carousel/carousel';

type Banner = components['schemas']['Banner'];

const isInternal = (url: string) => url.startsWith('/') && !url.startsWith('//');

function BannerImage({
  banner,
  index,
  width,
  height,
}: {
  banner: Banner;
  index: number;
  width: number;
  height: number;
}) {
  const img = (
    <img
      src={banner.banner_url}
      alt={banner.title ?? ''}
      width={width}
      height={height}
      loading={index === 0 ? 'eager' : 'lazy'}
      fetchPriority={index === 0 ? 'high' : 'auto'}
    />
  );
  if (!banner.jump_url) return img;
  return isInternal(banner.jump_url) ? (
    <Link to={banner.jump_url}>{img}</Link>
  ) : (
    <a href={banner.jump_url}>{img}</a>
  );
}

/** Banners of app_home_v3, each linking to its jump_url (site path or outside page). */
export function BannerCarousel({
  banners,
  width,
  height,
  label,
}: {
  banners: Banner[];
  width: number;
  height: number;
  label: string;
}) {
  if (banners.length === 0) return null;
  return (
    <Carousel label={label} ratio={width / height}>
      {banners.map((b, i) => (
        <BannerImage key={`${b.banner_url}-${i}`} banner={b} index={i} width={width} height={height} />
      ))}
    </Carousel>
  );
}
