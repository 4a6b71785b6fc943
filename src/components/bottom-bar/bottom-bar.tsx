import type { AriaRole, ButtonHTMLAttributes, ReactNode } from 'react';
import { VisuallyHidden } from '@/components/visually-hidden/visually-hidden';
import { Link, type LinkProps } from '@/components/link/link';
import './bottom-bar.css';

/**
 * The one fixed bottom bar (decision 0020): fixed to the bottom of the screen, in the app's centred
 * column, its content above the home indicator. `aboveNav` stacks it on the bottom navigation of a
 * tab page. The caller's `className` lays out the content (its own prefix); `role` and
 * `aria-label` name it.
 */
export function BottomBar({
  aboveNav = false,
  className,
  role,
  'aria-label': label,
  children,
}: {
  aboveNav?: boolean;
  className?: string;
  role?: AriaRole;
  'aria-label'?: string;
  children: ReactNode;
}) {
  return (
    <div className={aboveNav ? 'bottom-bar bottom-bar--above-nav' : 'bottom-bar'}>
      <div
        className={className ? `bottom-bar__content ${className}` : 'bottom-bar__content'}
        role={role}
        aria-label={label}
      >
        {children}
      </div>
    </div>
  );
}

/** A 44 px icon with its name under it (客服, 收藏), as a button. */
export function BarIconButton({
  icon,
  label,
  on = false,
  ...button
}: { icon: ReactNode; label: string; on?: boolean } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className'
>) {
  return (
    <button
      type="button"
      {...button}
      className={on ? 'bottom-bar__icon bottom-bar__icon--on' : 'bottom-bar__icon'}
    >
      {icon}
      <span>{label}</span>
    </button>
  );
}

/** A 44 px icon with its name under it (购物车), as a link; `badge` is a count drawn on it. */
export function BarIconLink({
  icon,
  label,
  badge,
  badgeWords,
  ...link
}: {
  icon: ReactNode;
  label: string;
  badge?: string;
  /**
   * Words around the badge for screen readers, visually hidden ('购物车，1 件商品'): the link's
   * name then holds its visible text in order, as voice control needs (no aria-label that
   * replaces it).
   */
  badgeWords?: { before: string; after: string; none: string };
} & Omit<LinkProps, 'className' | 'children' | 'aria-label'>) {
  return (
    <Link {...link} className="bottom-bar__icon">
      {icon}
      <span>{label}</span>
      {badgeWords && <VisuallyHidden>{badgeWords.before}</VisuallyHidden>}
      {badge !== undefined ? (
        <span className="bottom-bar__badge">{badge}</span>
      ) : (
        badgeWords && <VisuallyHidden>{badgeWords.none}</VisuallyHidden>
      )}
      {badgeWords && <VisuallyHidden>{badgeWords.after}</VisuallyHidden>}
    </Link>
  );
}

/** The bar's one wide action as a link (新增收货地址). */
export function BarLink(link: Omit<LinkProps, 'className'>) {
  return (
    <Link {...link} className="bottom-bar__button bottom-bar__button--primary bottom-bar__button--wide" />
  );
}

/** One of the bar's main buttons (加入购物车, 立即购买): they share the room left by the icons. */
export function BarButton({
  tone,
  ...button
}: { tone: 'cart' | 'primary' } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>) {
  return <button type="button" {...button} className={`bottom-bar__button bottom-bar__button--${tone}`} />;
}
