import { useEffect, useId, useRef } from 'react';
import { SERVICE } from './service';
import './customer-service.css';

/**
 * The customer-service choices as a bottom sheet: the external chat, the phone line and its hours.
 * Plain markup (no antd-mobile), so the home page can offer it without loading the UI library.
 */
export function CustomerServiceSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const titleId = useId();
  const first = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!open) return;
    first.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="customer-service" onClick={onClose}>
      <div
        className="customer-service__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 className="customer-service__title" id={titleId}>
          联系客服
        </h2>
        <a
          ref={first}
          className="customer-service__item"
          href={SERVICE.chatUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          在线客服
        </a>
        <a className="customer-service__item" href={`tel:${SERVICE.phone.replace(/[^\d+]/g, '')}`}>
          电话客服 {SERVICE.phone}
        </a>
        <p className="customer-service__hours">服务时间 {SERVICE.hours}</p>
        <button type="button" className="customer-service__cancel" onClick={onClose}>
          取消
        </button>
      </div>
    </div>
  );
}
