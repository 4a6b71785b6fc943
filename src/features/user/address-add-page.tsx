import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { hasPreviousPage } from '@/lib/history';
import Switch from 'antd-mobile/es/components/switch';
import { ErrorState } from '@/components/error-state/error-state';
import { FormFooter } from '@/components/form/form-footer';
import { FormRow } from '@/components/form/form-row';
import { FormField } from '@/components/form/form-field';
import { firstFieldError } from '@/components/form/first-error';
import { Skeleton } from '@/components/skeleton/skeleton';
import { parseId } from '@/domain/prop-keyword';
import { redirectParam } from '@/lib/redirect';
import { setLocal } from '@/lib/local-store';
import { TOAST_MS, toast } from '@/lib/toast';
import { addressSchema, type AddressInput, type AddressValues } from '@/validation/forms';
import { RECIPIENT_MAX, STREET_MAX, capPhone } from '@/validation/rules';
import { useAddAddress } from '@/calls/add-address';
import { useChangeAddress } from '@/calls/change-address';
import { useAddressDetail } from '@/calls/get-address-detail';
import { useAreas } from '@/calls/get-address-list';
import type { Address } from '@/calls/get-reciver-address-list';
import { regionText } from './components/region-text';
import './components/user-page.css';
import './address-add-page.css';

const FIELD_ORDER = Object.keys(addressSchema.shape);

// The region picker (antd-mobile's Picker, with its gesture and animation libraries) is not on the
// first screen: its code loads when a finger touches the area row, and it mounts on the first tap.
const loadAreaPicker = () => import('./components/area-picker');
const AreaPicker = lazy(() => loadAreaPicker().then((m) => ({ default: m.AreaPicker })));

const EMPTY: AddressInput = {
  name: '',
  mobile: '',
  area: { stateId: null, cityId: null, countyId: null },
  street: '',
  isDefault: false,
};

const fromAddress = (a: Address): AddressInput => ({
  name: a.address_name,
  mobile: a.address_mobile_phone,
  area: { stateId: a.address_state_id, cityId: a.address_city_id, countyId: a.address_county_id },
  street: a.address_street,
  isDefault: a.is_default === 1,
});

/**
 * /user/address/add: a new address, or the one `addressId` names. After saving it goes back to
 * the list, or, with `redirect` (order confirm), saves the address as chosen and returns there.
 */
export default function AddressAddPage() {
  const [params] = useSearchParams();
  const addressId = parseId(params.get('addressId'));
  const redirect = redirectParam(params) ?? '';
  const detail = useAddressDetail(addressId);
  // Start the province list now, so the picker opens filled (this page only: never on '/').
  useAreas(0);

  if (addressId !== undefined && detail.isPending) {
    return (
      <main className="user-page user-address-edit" aria-busy="true">
        <Skeleton className="user-address-edit__skeleton" />
      </main>
    );
  }
  if (addressId !== undefined && detail.isError) {
    return (
      <main className="user-page user-address-edit">
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      </main>
    );
  }
  return (
    <AddressForm
      key={addressId ?? 'new'}
      addressId={addressId}
      initial={detail.data ? fromAddress(detail.data) : EMPTY}
      initialLabel={detail.data ? regionText(detail.data) : ''}
      redirect={redirect}
    />
  );
}

function AddressForm({
  addressId,
  initial,
  initialLabel,
  redirect,
}: {
  addressId?: number;
  initial: AddressInput;
  initialLabel: string;
  redirect: string;
}) {
  const navigate = useNavigate();
  const { key: locationKey } = useLocation();
  const add = useAddAddress();
  const change = useChangeAddress();
  const saving = add.isPending || change.isPending;
  const [pickerOpen, setPickerOpen] = useState(false);
  const [pickerUsed, setPickerUsed] = useState(false);
  // The picker's code loads on the first tap; a province list that failed before then mounts it
  // for good (its retry must not unmount it), so its error and retry show where the region is chosen.
  const provincesFailed = useAreas(0).isError;
  if (provincesFailed && !pickerUsed) setPickerUsed(true);
  const [areaLabel, setAreaLabel] = useState(initialLabel);
  const { control, handleSubmit, formState, setValue } = useForm<AddressInput, unknown, AddressValues>({
    resolver: zodResolver(addressSchema),
    defaultValues: initial,
  });
  const error = firstFieldError(formState.errors, FIELD_ORDER);

  // After saving, the page waits out the success toast's 1000 ms before leaving, with the form
  // locked meanwhile (no second submit). The toast itself would outlive the navigation (the route
  // guard closes only loaders: lib/toast.ts); the wait keeps the saved form under it.
  const [saved, setSaved] = useState(false);
  const leaveTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(leaveTimer.current), []);

  const leave = (address: Address) => {
    if (redirect) {
      setLocal('addressData', address);
      navigate(redirect, { replace: true });
      return;
    }
    // Back to the list we came from; straight to it when the editor was opened directly.
    if (hasPreviousPage(locationKey)) navigate(-1);
    else navigate('/user/address', { replace: true });
  };

  const onValid = (values: AddressValues) => {
    if (saved) return;
    const onSuccess = ({ data }: { data: Address }) => {
      setSaved(true);
      void toast(addressId === undefined ? '新增成功' : '修改成功');
      leaveTimer.current = window.setTimeout(() => leave(data), TOAST_MS);
    };
    // A failure is toasted by the app-wide policy; the form keeps what was typed.
    if (addressId === undefined) add.mutate(values, { onSuccess });
    else change.mutate({ id: addressId, values }, { onSuccess });
  };

  return (
    <main className="user-page user-address-edit">
      <form className="user-address-edit__form" noValidate onSubmit={(e) => void handleSubmit(onValid)(e)}>
        <FormField
          control={control}
          name="name"
          label="收件人"
          placeholder="请输入收件人"
          maxLength={RECIPIENT_MAX}
        />
        <FormField
          control={control}
          name="mobile"
          label="手机号码"
          placeholder="请输入手机号码"
          type="tel"
          inputMode="numeric"
          maxLength={11}
          normalize={capPhone}
        />
        <Controller
          control={control}
          name="area"
          render={({ field, fieldState }) => (
            <FormRow label="所在地区" labelId="area-label" invalid={fieldState.error !== undefined}>
              <button
                type="button"
                ref={field.ref}
                className={
                  areaLabel
                    ? 'user-address-edit__area'
                    : 'user-address-edit__area user-address-edit__area--empty'
                }
                // The label, then what the field shows: its name holds the visible text.
                aria-labelledby="area-label area-value"
                onPointerDown={() => void loadAreaPicker()}
                onClick={() => {
                  setPickerUsed(true);
                  setPickerOpen(true);
                }}
              >
                <span id="area-value">{areaLabel || '请选择地区'}</span>
                <span aria-hidden="true" className="user-address-edit__arrow">
                  ›
                </span>
              </button>
              {pickerUsed && (
                <Suspense fallback={null}>
                  <AreaPicker
                    visible={pickerOpen}
                    value={field.value}
                    onClose={() => setPickerOpen(false)}
                    onConfirm={(picked) => {
                      setAreaLabel(picked.label);
                      setValue(
                        'area',
                        { stateId: picked.stateId, cityId: picked.cityId, countyId: picked.countyId },
                        { shouldValidate: formState.isSubmitted, shouldDirty: true },
                      );
                    }}
                  />
                </Suspense>
              )}
            </FormRow>
          )}
        />
        <FormField
          control={control}
          name="street"
          label="详细地址"
          placeholder="街道、楼牌号等"
          maxLength={STREET_MAX}
        />
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <FormRow label="设为默认地址" labelId="default-label" spread>
              <Switch
                data-tap-target
                checked={field.value}
                onChange={field.onChange}
                aria-labelledby="default-label"
              />
            </FormRow>
          )}
        />
        <FormFooter error={error} busy={saving || saved} label={saving ? '保存中…' : '保存'} />
      </form>
    </main>
  );
}
