import type { components } from '@/api/schema';
import { BarButton } from '@/components/bottom-bar/bottom-bar';
import { Sheet } from '@/components/sheet/sheet';
import { toYuan, toFen } from '@/domain/money';
import { servicesFen, toggleService } from '@/domain/services';

type ServiceOption = components['schemas']['ServiceOption'];
export type PanelMode = 'pick' | 'cart' | 'buy';

const CONFIRM: Record<PanelMode, string> = { pick: '确定', cart: '加入购物车', buy: '立即购买' };

/**
 * The service panel (docs/product/states.md): add to cart and buy now open it first; each service toggles in the
 * set of chosen ids. The total is the phone's price plus the chosen services, in fen.
 */
export function ServicePanel({
  mode,
  services,
  chosen,
  price,
  busy,
  onChange,
  onConfirm,
  onClose,
}: {
  mode: PanelMode | null;
  services: readonly ServiceOption[];
  chosen: readonly number[];
  price: string;
  busy: boolean;
  onChange: (ids: number[]) => void;
  onConfirm: (mode: PanelMode) => void;
  onClose: () => void;
}) {
  const total = toYuan(toFen(price) + servicesFen(chosen, services));
  return (
    <Sheet open={mode !== null} onClose={onClose} title="选择服务" closable>
      <ul className="pd-services" aria-label="可选服务">
        {services.map((s) => {
          const on = chosen.includes(s.id);
          return (
            <li key={s.id}>
              <button
                type="button"
                role="checkbox"
                aria-checked={on}
                className={on ? 'pd-service pd-service--on' : 'pd-service'}
                onClick={() => onChange(toggleService(chosen, s.id))}
              >
                <span>{s.server_name2}</span>
                <span className="pd-service__price">¥{s.server_price}</span>
              </button>
            </li>
          );
        })}
      </ul>
      <div className="pd-sheet__foot">
        <p className="pd-sheet__total">
          合计 <strong>¥{total}</strong>
        </p>
        <BarButton tone="primary" disabled={busy} onClick={() => mode && onConfirm(mode)}>
          {mode ? CONFIRM[mode] : ''}
        </BarButton>
      </div>
    </Sheet>
  );
}
