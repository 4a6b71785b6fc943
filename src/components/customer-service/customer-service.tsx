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
    <div className="service-sheet" onClick={onClose}>
      <div
        className="service-sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
      >
        <h2 className="service-sheet__title" id={titleId}>
          联系客服
        </h2>
        <a
          ref={first}
          className="service-sheet__item"
          href={SERVICE.chatUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          在线客服
        </a>
        <a className="service-sheet__item" href={`tel:${SERVICE.phone.replace(/[^\d+]/g, '')}`}>
          电话客服 {SERVICE.phone}
        </a>
        <p className="service-sheet__hours">服务时间 {SERVICE.hours}</p>
        <button type="button" className="service-sheet__cancel" onClick={onClose}>
          取消
        </button>
      </div>
    </div>
  );
}
