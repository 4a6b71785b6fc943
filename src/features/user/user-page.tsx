import { useEffect } from 'react';
import { Link } from '@/components/link/link';
import { isBizError } from '@/api/errors';
import { SERVICE } from '@/components/customer-service/service';
import { ErrorState } from '@/components/error-state/error-state';
import { displayName, maskMobile } from '@/domain/mask';
import { badgeText, orderBadges } from '@/domain/order-badges';
import { clearUserData } from '@/lib/session';
import { useAllOrderCount } from '@/calls/all-order-count';
import { useUserData } from '@/lib/use-session';
import { OrderStatusIcon } from './components/order-status-icon';
import './components/user-page.css';
import './user-center.css';
import { ShopImage } from '@/components/shop-image/shop-image';

const ENTRIES = [
  { label: '收货地址', to: '/user/address' },
  { label: '我的收藏', to: '/user/collection' },
  { label: '优惠券', to: '/user/coupon' },
  { label: '售后维修', to: '/user/guarantee' },
  { label: '电子保修卡', to: '/user/repairCard' },
  { label: '设置', to: '/user/setting' },
] as const;

/** /user: the personal centre. A visitor sees login and register links instead of the profile. */
export default function UserPage() {
  const user = useUserData();
  const counts = useAllOrderCount(user?.userId);
  const expired = isBizError(counts.error) && counts.error.isLoginExpired;

  // A stale token: the contract says the centre then shows as a visitor's, so forget the session.
  useEffect(() => {
    if (expired) clearUserData();
  }, [expired]);

  const loggedIn = user !== undefined && !expired;
  const badges = orderBadges(loggedIn ? counts.data?.data : undefined);

  return (
    <main className="user-page">
      <section className="user-head" aria-label="个人信息">
        {loggedIn && user.avatar ? (
          <ShopImage
            className="user-head__avatar"
            src={user.avatar}
            width={64}
            height={64}
            alt="头像"
            load="eager"
          />
        ) : (
          <span className="user-head__avatar user-head__avatar--empty" aria-hidden="true" />
        )}
        {loggedIn ? (
          <div className="user-head__info">
            {displayName(user.nickName, user.mobile) !== undefined && (
              <p className="user-head__name">{displayName(user.nickName, user.mobile)}</p>
            )}
            <p className="user-head__mobile" aria-label="手机号">
              {maskMobile(user.mobile)}
            </p>
          </div>
        ) : (
          <nav className="user-head__guest" aria-label="登录注册">
            <Link data-tap-target to="/login">
              登录
            </Link>
            <span aria-hidden="true">/</span>
            <Link data-tap-target to="/register">
              注册
            </Link>
          </nav>
        )}
      </section>

      <section className="user-orders" aria-label="我的订单" aria-busy={loggedIn && counts.isPending}>
        <header className="user-orders__head">
          <h2 className="user-orders__title">我的订单</h2>
          <Link className="user-orders__all" data-tap-target to="/user/order">
            全部订单
          </Link>
        </header>
        <ul className="user-orders__tabs">
          {badges.map((b, i) => {
            const text = badgeText(b.count);
            return (
              <li key={b.href}>
                <Link className="user-orders__tab" to={b.href}>
                  <OrderStatusIcon index={i} />
                  <span className="user-orders__label">{b.label}</span>
                  {text && (
                    <span className="user-orders__badge" aria-label={`${b.label} ${text}`}>
                      {text}
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
        {loggedIn && counts.isError && !expired && (
          <ErrorState
            compact
            title="订单数量加载失败"
            error={counts.error}
            onRetry={() => void counts.refetch()}
          />
        )}
      </section>

      <nav className="user-entries" aria-label="我的服务">
        <ul>
          {ENTRIES.map((e) => (
            <li key={e.to}>
              <Link className="user-entries__item" to={e.to}>
                {e.label}
              </Link>
            </li>
          ))}
          <li>
            <a className="user-entries__item" href={`tel:${SERVICE.phone.replace(/[^\d+]/g, '')}`}>
              客服电话
              <span className="user-entries__extra">
                {SERVICE.phone}（{SERVICE.hours}）
              </span>
            </a>
          </li>
        </ul>
      </nav>
    </main>
  );
}
