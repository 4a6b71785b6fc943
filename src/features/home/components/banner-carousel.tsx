import { Link } from 'react-router-dom';
import type { components } from '@/api/schema';
import { Carousel } from '@/components/carousel/carousel';
import { apiLinkTarget } from '@/lib/redirect';

type Banner = components['schemas']['Banner'];

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
  // The API's link is followed only as a same-site path or an https page on an allowed host
  // (README "Security"): '/\\evil.example', '//evil.example', 'javascript:' or an unknown host give
  // a picture without a link.
  const target = apiLinkTarget(banner.jump_url);
  if (target === null) return img;
  return target.kind === 'internal' ? <Link to={target.path}>{img}</Link> : <a href={target.url}>{img}</a>;
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
