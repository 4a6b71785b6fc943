import { useState } from 'react';
import Picker from 'antd-mobile/es/components/picker';
import type { PickerValue } from 'antd-mobile/es/components/picker';
import { useAreas, type Area } from '@/calls/get-address-list';
import { ErrorState } from '@/components/error-state/error-state';
import './area-picker.css';

export interface PickedArea {
  stateId: number;
  cityId: number;
  countyId: number;
  /** "广东省 深圳市 南山区", for the form row. */
  label: string;
}

type Draft = [number | null, number | null, number | null];

const toColumn = (areas: readonly Area[] | undefined) =>
  (areas ?? []).map((a) => ({ label: a.area_name, value: String(a.area_id) }));

const toId = (v: PickerValue | undefined): number | null => (v ? Number(v) : null);

/**
 * Province / city / district picker. Each level is fetched from get_address_list?pid= only when
 * the level above is chosen (0 = provinces), so the area data loads with this picker alone.
 */
export function AreaPicker({
  visible,
  value,
  onConfirm,
  onClose,
}: {
  visible: boolean;
  value: { stateId: number | null; cityId: number | null; countyId: number | null };
  onConfirm: (area: PickedArea) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>([value.stateId, value.cityId, value.countyId]);
  const provinces = useAreas(0);
  const cities = useAreas(draft[0]);
  const counties = useAreas(draft[1]);
  const columns = [toColumn(provinces.data), toColumn(cities.data), toColumn(counties.data)];

  const onSelect = (values: PickerValue[]) => {
    const next: Draft = [toId(values[0]), toId(values[1]), toId(values[2])];
    // A new province or city invalidates what was chosen below it.
    if (next[0] !== draft[0]) {
      next[1] = null;
      next[2] = null;
    } else if (next[1] !== draft[1]) next[2] = null;
    setDraft(next);
  };

  const confirmedValue =
    value.stateId !== null
      ? [value.stateId, value.cityId, value.countyId].map((v) => (v === null ? null : String(v)))
      : [];

  // A level that failed to load would leave its wheel empty without a word: say so, with a retry.
  const failed = [provinces, cities, counties].find((q) => q.isError);

  return (
    <>
      {failed && (
        <ErrorState compact title="地区加载失败" error={failed.error} onRetry={() => void failed.refetch()} />
      )}
      <Picker
        title="请选择地区"
        visible={visible}
        columns={columns}
        value={confirmedValue}
        onSelect={onSelect}
        onClose={onClose}
        popupClassName="user-area-picker"
        // The picker grows by its header: the list alone is 300 px (below).
        style={{ height: 'auto' }}
        onConfirm={(values, extend) => {
          const [s, c, d] = values.map(toId);
          // A level still loading has no value yet: leave the form's area as it was.
          if (s === null || c === null || d === null) return;
          const label = extend.items.map((item) => item?.label ?? '').join(' ');
          onConfirm({ stateId: s, cityId: c, countyId: d, label });
        }}
      />
    </>
  );
}
