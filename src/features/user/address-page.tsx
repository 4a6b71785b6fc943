import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '@/components/link/link';
import { confirmDialog } from '@/lib/dialog';
import { ErrorState } from '@/components/error-state/error-state';
import { redirectParam } from '@/lib/redirect';
import { getLocal, removeLocal, setLocal } from '@/lib/local-store';
import { toast } from '@/lib/toast';
import { useDeleteAddress } from '@/calls/disable-address';
import { useAddressList, type Address } from '@/calls/get-reciver-address-list';
import { useSetDefaultAddress } from '@/calls/set-address-default';
import { EmptyState, ListSkeleton } from './components/list-state';
import { regionText } from './components/region-text';
import './address-page.css';
import { BarLink, BottomBar } from '@/components/bottom-bar/bottom-bar';

/** Default first (the server sorts so too; kept here so a stale order never shows it lower). */
const defaultFirst = (list: readonly Address[]) => [...list].sort((a, b) => b.is_default - a.is_default);

/**
 * /user/address: the user's delivery addresses. With `redirect` (from order confirm) tapping an
 * address chooses it: saved locally as addressData, then back to the redirect.
 */
export default function AddressPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // Only a same-site path is followed; anything else means "not choosing".
  const chooseFor = redirectParam(params) ?? '';
  const list = useAddressList();
  const setDefault = useSetDefaultAddress();
  const remove = useDeleteAddress();
  const [busyId, setBusyId] = useState<number | null>(null);

  const addHref = chooseFor
    ? `/user/address/add?redirect=${encodeURIComponent(chooseFor)}`
    : '/user/address/add';
  const editHref = (id: number) =>
    `/user/address/add?addressId=${id}${chooseFor ? `&redirect=${encodeURIComponent(chooseFor)}` : ''}`;

  const choose = (address: Address) => {
    if (!chooseFor) return;
    setLocal('addressData', address);
    navigate(chooseFor, { replace: true });
  };

  const makeDefault = (id: number) => {
    if (busyId !== null) return;
    setBusyId(id);
    setDefault.mutate(id, {
      onSuccess: () => void toast('操作成功'),
      onSettled: () => setBusyId(null),
    });
  };

  const confirmDelete = async (address: Address) => {
    if (busyId !== null) return;
    const yes = await confirmDialog({ content: '确定要删除该地址吗？' });
    if (!yes) return;
    setBusyId(address.address_book_id);
    remove.mutate(address.address_book_id, {
      onSuccess: () => {
        // A deleted address must not stay chosen for order confirm.
        if (getLocal('addressData')?.address_book_id === address.address_book_id) removeLocal('addressData');
        void toast('删除成功');
      },
      onSettled: () => setBusyId(null),
    });
  };

  let body;
  if (list.isPending) body = <ListSkeleton rows={2} height={118} />;
  else if (list.isError) body = <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  else if (list.data.length === 0) body = <EmptyState text="还没有添加任何地址" />;
  else
    body = (
      <ul className="user-list" aria-label="收货地址">
        {defaultFirst(list.data).map((a) => (
          <li
            key={a.address_book_id}
            className="user-address-card"
            aria-label={`${a.address_name} ${a.address_mobile_phone}`}
          >
            <div
              className={
                chooseFor
                  ? 'user-address-card__main user-address-card__main--choose'
                  : 'user-address-card__main'
              }
              role={chooseFor ? 'button' : undefined}
              tabIndex={chooseFor ? 0 : undefined}
              onClick={() => choose(a)}
              onKeyDown={(e) => {
                if (chooseFor && (e.key === 'Enter' || e.key === ' ')) choose(a);
              }}
            >
              <p className="user-address-card__who">
                <span className="user-address-card__name">{a.address_name}</span>
                <span className="user-address-card__phone">{a.address_mobile_phone}</span>
                {a.is_default === 1 && <span className="user-address-card__default">默认</span>}
              </p>
              <p className="user-address-card__where">
                {regionText(a)} {a.address_street}
              </p>
            </div>
            <div className="user-address-card__actions">
              <label className="user-address-card__radio" data-tap-target>
                <input
                  type="radio"
                  name="default-address"
                  checked={a.is_default === 1}
                  disabled={busyId !== null}
                  onChange={() => makeDefault(a.address_book_id)}
                />
                <span>{a.is_default === 1 ? '默认地址' : '设为默认'}</span>
              </label>
              <span className="user-address-card__buttons">
                <Link to={editHref(a.address_book_id)} className="user-address-card__button" data-tap-target>
                  编辑
                </Link>
                <button
                  type="button"
                  className="user-address-card__button"
                  data-tap-target
                  disabled={busyId !== null}
                  onClick={() => void confirmDelete(a)}
                >
                  删除
                </button>
              </span>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <main className="user-page user-page--footer">
      {body}
      <BottomBar className="user-footer">
        <BarLink to={addHref}>新增收货地址</BarLink>
      </BottomBar>
    </main>
  );
}
