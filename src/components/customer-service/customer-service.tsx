import { Sheet } from '@/components/sheet/sheet';
import { SERVICE } from './service';
import './customer-service.css';

/**
 * The customer-service choices as a bottom sheet: the external chat, the phone line and its hours.
 * Plain markup (no antd-mobile), so the home page can offer it without loading the UI library.
 */
export function CustomerServiceSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Sheet open={open} onClose={onClose} title="联系客服" className="customer-service">
      <a className="customer-service__item" href={SERVICE.chatUrl} target="_blank" rel="noopener noreferrer">
        在线客服
      </a>
      <a className="customer-service__item" href={`tel:${SERVICE.phone.replace(/[^\d+]/g, '')}`}>
        电话客服 {SERVICE.phone}
      </a>
      <p className="customer-service__hours">服务时间 {SERVICE.hours}</p>
      <button type="button" className="customer-service__cancel" onClick={onClose}>
        取消
      </button>
    </Sheet>
  );
}
