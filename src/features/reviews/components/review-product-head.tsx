import type { ReactNode } from 'react';
import { ShopImage } from '@/components/shop-image/shop-image';

/**
 * The product a review page is about: its picture (or an empty square when the link gave none)
 * and its title, with what the page adds after them (the related feed's buy link).
 */
export function ReviewProductHead({
  label,
  pic,
  name,
  title,
  children,
}: {
  label: string;
  pic: string | null | undefined;
  /** The product's name, the picture's text. */
  name: string;
  /** The heading: the name, or the page's own words when the link gave none. */
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="review-related-head" aria-label={label}>
      {pic ? (
        <ShopImage
          className="review-related-head__pic"
          src={pic}
          alt={name}
          width={64}
          height={64}
          load="eager"
        />
      ) : (
        <span className="review-related-head__pic review-related-head__pic--none" aria-hidden="true" />
      )}
      <h2 className="review-related-head__name">{title}</h2>
      {children}
    </section>
  );
}
